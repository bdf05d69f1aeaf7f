import fc from 'fast-check';

/** The subset of an OpenAPI 3.0 schema object (JSON Schema with `nullable`) that the routes' zod schemas produce. */
export interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export type Resolve = (ref: string) => OpenApiSchema;

/** Values a client can send that are wrong in a way a careless or hostile client sends them. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%',
  '_',
  '%_\\',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '0x10',
  '1e0',
  '+5',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(40),
  'NaN',
  'Infinity',
  'null',
  'true',
  '2026-02-30',
  '2026-13-01_25:61',
  '../../etc/passwd',
  '\uD800',
  'žluťoučký kůň',
  '🚕',
  'x'.repeat(10_000),
];

const HOSTILE_NUMBERS = [0, -1, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER, 1.5, -0.000001, 1e300];

/** Any value a JSON client could send, hostile strings included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A string sent in a URL (query or path): what a client can type, hostile strings included. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS.map(String)),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

function bound(schema: OpenApiSchema, side: 'min' | 'max', integer: boolean): number | undefined {
  const limit = side === 'min' ? schema.minimum : schema.maximum;
  const exclusive = side === 'min' ? schema.exclusiveMinimum : schema.exclusiveMaximum;
  if (typeof exclusive === 'number') return integer ? exclusive + (side === 'min' ? 1 : -1) : exclusive;
  if (limit === undefined) return undefined;
  if (exclusive === true) return integer ? limit + (side === 'min' ? 1 : -1) : limit;
  return limit;
}

function stringOf(schema: OpenApiSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
  }
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern JavaScript cannot read: fall back to plain strings (invalid input is tried anyway).
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 200) });
}

/**
 * Values that match `schema` (as far as JSON Schema says: refinements the schema cannot express, such
 * as cross-field rules, may still be refused — which is fine, the answer must then be a 4xx).
 */
export function validValue(schema: OpenApiSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve, depth);
  const base = validNonNull(schema, resolve, depth);
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function validNonNull(schema: OpenApiSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => validValue(c, resolve, depth + 1)));
  if (schema.allOf?.length)
    return validValue(Object.assign({}, ...schema.allOf.map((s) => (s.$ref ? resolve(s.$ref) : s))) as OpenApiSchema, resolve, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: bound(schema, 'min', true) ?? -1_000_000, max: bound(schema, 'max', true) ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: bound(schema, 'min', false) ?? -1e6,
        max: bound(schema, 'max', false) ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(schema.items ? validValue(schema.items, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      });
    case 'object':
    case undefined: {
      if (!schema.properties)
        return type === 'object'
          ? fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
          : fc.jsonValue({ maxDepth: 2 });
      if (depth > 4) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(([k, s]) => [k, validValue(s, resolve, depth + 1)] as const);
      return fc.record(Object.fromEntries(entries), { requiredKeys: [...required].filter((k) => k in schema.properties!) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A value shaped like `schema` with one place broken: a field missing, of the wrong type, hostile, or an
 * unknown field added. Deep in an object, one property is chosen and broken.
 */
export function invalidValue(schema: OpenApiSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return invalidValue(resolve(schema.$ref), resolve, depth);
  const props = schema.properties;
  if (!props || depth > 3 || Object.keys(props).length === 0) return hostileValue;
  const keys = Object.keys(props);
  return fc.tuple(validValue(schema, resolve, depth), fc.constantFrom(...keys), fc.nat(3)).chain(([valid, key, how]) => {
    const object = { ...(valid as Record<string, unknown>) };
    if (how === 0) return fc.constant(Object.fromEntries(Object.entries(object).filter(([k]) => k !== key)));
    const broken = how === 1 ? invalidValue(props[key]!, resolve, depth + 1) : hostileValue;
    return broken.map((v) => ({ ...object, [key]: v }));
  });
}
