import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenApiSchema } from './schema-arbitraries.ts';

/**
 * OpenAPI 3.0 schema objects are JSON Schema draft 4 plus `nullable`; Ajv reads draft 7. Turns
 * `nullable` into a null alternative and boolean exclusive bounds into numeric ones; `$ref`s into the
 * document's components become refs into `definitions`.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const s = { ...(schema as Record<string, unknown>) };
  for (const [k, v] of Object.entries(s)) {
    if (k === 'enum' || k === 'const' || k === 'default' || k === 'example') continue;
    s[k] = toJsonSchema(v);
  }
  if (typeof s.$ref === 'string') s.$ref = s.$ref.replace('#/components/schemas/', '#/definitions/');
  if (s.exclusiveMinimum === true) {
    s.exclusiveMinimum = s.minimum;
    delete s.minimum;
  } else if (s.exclusiveMinimum === false) delete s.exclusiveMinimum;
  if (s.exclusiveMaximum === true) {
    s.exclusiveMaximum = s.maximum;
    delete s.maximum;
  } else if (s.exclusiveMaximum === false) delete s.exclusiveMaximum;
  if (s.nullable === true) {
    delete s.nullable;
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...(s.enum as unknown[]), null];
    return { anyOf: [s, { type: 'null' }] };
  }
  delete s.nullable;
  return s;
}

/** Validators of declared answers, made once per (operation, status). */
export function responseChecker(components: Record<string, OpenApiSchema>) {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  const definitions = toJsonSchema(components) as Record<string, unknown>;
  const cache = new Map<string, ValidateFunction>();
  return {
    /** The validation errors of `body` against `schema` (undefined: it matches). */
    check(key: string, schema: OpenApiSchema, body: unknown): string | undefined {
      let validate = cache.get(key);
      if (!validate) {
        validate = ajv.compile({ ...(toJsonSchema(schema) as object), definitions });
        cache.set(key, validate);
      }
      if (validate(body)) return undefined;
      return ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 300);
    },
  };
}
