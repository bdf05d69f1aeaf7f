import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify, { type AnySchema } from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JsonText } from '../shared/json-text.ts';

type Serialize = (data: unknown) => string;

/** A route's response schema: the zod schema itself, or wrapped as `{ properties }` (the provider's forms). */
type ResponseSchema = z.ZodType | { properties: z.ZodType };

const schemaOf = (s: ResponseSchema): z.ZodType => (s instanceof z.ZodType ? s : s.properties);

/** Without `additionalProperties: false` a union's branch is chosen as zod chooses it: extra keys do not count. */
function withoutClosedObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClosedObjects);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => !(key === 'additionalProperties' && v === false))
      .map(([key, v]) => [key, withoutClosedObjects(v)]),
  );
}

/** The JSON Schema of `schema`'s answers, as fast-json-stringify takes it. */
function jsonSchemaOf(schema: z.ZodType): AnySchema {
  return withoutClosedObjects(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })) as AnySchema;
}

/**
 * fast-json-stringify compiled from the zod schema's JSON Schema (its output side); null where JSON Schema
 * cannot say what zod does (a transform, a date): such a schema keeps zod's encode and JSON.stringify.
 * fast-json-stringify writes the declared properties only, in the schema's order, as zod's output does.
 */
function compileFast(schema: z.ZodType): Serialize | null {
  try {
    return fastJsonStringify(jsonSchemaOf(schema)) as Serialize;
  } catch {
    return null;
  }
}

function sameJson(a: string, b: string): boolean {
  try {
    return isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
  } catch {
    return false;
  }
}

/**
 * A JsonText answer where answers are checked: its text must parse, meet the schema (zod's encode, as every
 * answer) and be what zod makes of it — no key the schema does not name, no value it would change — or the
 * answer fails, as one that breaks its schema does.
 */
function checkText(text: string, zodSerialize: Serialize, route: string): void {
  const expected = zodSerialize(JSON.parse(text));
  if (!sameJson(text, expected)) throw new Error(`The JSON text answer of ${route} is not what its schema makes of it`);
}

/** A JsonText answer as it is sent (Fastify sends a serializer's bytes as it sends its text), checked first where answers are. */
function jsonTextAnswer(answer: JsonText<unknown>, checked: boolean, zodSerialize: Serialize, route: string): string {
  if (checked) checkText(answer.text.toString(), zodSerialize, route);
  // Typed as the serializer's text; a Buffer goes out as its bytes (Fastify's onSend takes either).
  return answer.text as string;
}

/** One compiled serializer per zod schema, shared by every route and status that answers with it. */
const fastSerializers = new WeakMap<z.ZodType, Serialize | null>();

function fastSerializerOf(schema: z.ZodType): Serialize | null {
  let fast = fastSerializers.get(schema);
  if (fast === undefined) {
    fast = compileFast(schema);
    fastSerializers.set(schema, fast);
  }
  return fast;
}

/**
 * The API's response serializer (docs/decisions/0036). Each response schema is compiled once, on its
 * first answer (a start compiles nothing), into a fast-json-stringify function.
 *
 * `checked` (tests and development): every answer is also encoded by zod as before — one that breaks its
 * schema fails with fastify-type-provider-zod's ResponseSerializationError — and the compiled text is
 * compared with zod's as JSON values (key order aside): zod's is answered, a difference is a process warning
 * naming the route.
 * Unchecked (production): the compiled function alone, a tenth of a microsecond for a small object.
 */
export function createSerializerCompiler(options: { checked: boolean }): FastifySerializerCompiler<ResponseSchema> {
  return ({ schema: maybeSchema, method, url, httpStatus }) => {
    const schema = schemaOf(maybeSchema);
    const zodSerialize: Serialize = (data) => {
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    let serialize: Serialize | undefined;
    return (data) => {
      if (data instanceof JsonText) return jsonTextAnswer(data, options.checked, zodSerialize, `${method} ${url}`);
      if (serialize) return serialize(data);
      const fast = fastSerializerOf(schema);
      if (!options.checked) {
        serialize = fast ?? zodSerialize;
        return serialize(data);
      }
      serialize = (value) => {
        const expected = zodSerialize(value);
        let compiled: string | undefined;
        try {
          compiled = fast?.(value);
        } catch {
          compiled = '';
        }
        // The same answer: the same JSON value (a key order of its own is no difference to a client).
        if (compiled !== undefined && compiled !== expected && !sameJson(compiled, expected)) {
          // Where the texts part, not the texts: an answer holds personal data.
          let at = 0;
          while (compiled[at] === expected[at]) at++;
          // zod's text is answered, as before; the warning fails nothing but names the schema to fix.
          process.emitWarning(`The compiled serializer of ${method} ${url} (${httpStatus}) differs from zod's at character ${at}`);
        }
        return expected;
      };
      return serialize(data);
    };
  };
}
