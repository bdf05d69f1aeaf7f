import fc from 'fast-check';
import { hostileText, invalidValue, validValue, type OpenApiSchema, type Resolve } from './schema-arbitraries.ts';

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: OpenApiSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: OpenApiSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: OpenApiSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

/** One operation of the API as the fuzzer sees it. */
export interface Operation {
  method: string;
  path: string;
  /** Declared answers: status → JSON schema of the body (undefined: no JSON body declared). */
  responses: Map<number, OpenApiSchema | undefined>;
  /** Ends the caller's session or account when it succeeds: run last, then sign in again. */
  endsSession: boolean;
  valid: fc.Arbitrary<FuzzRequest>;
  invalid: fc.Arbitrary<FuzzRequest>;
}

export interface FuzzRequest {
  method: string;
  url: string;
  /** A JSON value, or raw text sent as it is (malformed JSON, another content type). */
  body?: { json: unknown } | { raw: string; contentType: string };
}

const SESSION_ENDING = [
  /^(GET|POST) \/api\/logout$/,
  /^DELETE \/api\/profile$/,
  /^DELETE \/api\/users\/\{id\}$/,
  /\/api\/sessions/,
  /^PUT \/api\/profile\/password$/,
];

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Percent-encodes like a browser; a lone surrogate goes out as the bytes a careless client sends (not UTF-8). */
function encode(text: string): string {
  return text
    .replace(/[\uD800-\uDFFF]/g, '\uFFFD')
    .split('\uFFFD')
    .map(encodeURIComponent)
    .join('%ED%A0%80');
}

function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encode(typeof values[name] === 'string' ? values[name] : JSON.stringify(values[name])),
  );
}

const MALFORMED_BODIES = fc.constantFrom(
  { raw: '{"a":', contentType: 'application/json' },
  { raw: 'null', contentType: 'application/json' },
  { raw: '[]', contentType: 'application/json' },
  { raw: '"\\u0000"', contentType: 'application/json' },
  { raw: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { raw: '<xml/>', contentType: 'text/xml' },
  {
    raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
);

/**
 * Arbitraries of whole requests for one operation: `valid` follows every declared schema, `invalid`
 * breaks one part (a parameter hostile, the body broken or malformed).
 */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const components = doc.components?.schemas ?? {};
  const resolve: Resolve = (ref) => components[ref.replace('#/components/schemas/', '')] ?? {};
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const validParam = (p: OpenApiParameter) =>
        p.required || p.in === 'path' ? validValue(p.schema, resolve) : fc.option(validValue(p.schema, resolve), { nil: undefined });
      const validParams = fc.record(Object.fromEntries(params.map((p) => [p.name, validParam(p)])));
      const validBody = bodySchema ? validValue(bodySchema, resolve).map((json) => ({ json })) : fc.constant(undefined);
      const build = (values: Record<string, unknown>, body: FuzzRequest['body']): FuzzRequest => {
        const path_ = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, values[p.name]]));
        const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, values[p.name]]));
        return { method: method.toUpperCase(), url: fillPath(path, path_) + queryString(query), body };
      };
      const valid = fc.tuple(validParams, validBody).map(([values, body]) => build(values, body));
      const brokenParam = params.length
        ? fc
            .tuple(validParams, fc.constantFrom(...params.map((p) => p.name)), hostileText, validBody)
            .map(([values, name, text, body]) => build({ ...values, [name]: text }, body))
        : undefined;
      const brokenBody = fc
        .tuple(
          validParams,
          fc.oneof(bodySchema ? invalidValue(bodySchema, resolve).map((json) => ({ json })) : fc.constant(undefined), MALFORMED_BODIES),
        )
        .map(([values, body]) => build(values, body));
      const invalid = brokenParam ? fc.oneof(brokenParam, brokenBody) : brokenBody;
      const responses = new Map<number, OpenApiSchema | undefined>();
      for (const [status, answer] of Object.entries(op.responses ?? {}))
        responses.set(Number(status), answer.content?.['application/json']?.schema);
      const key = `${method.toUpperCase()} ${path}`;
      operations.push({
        method: method.toUpperCase(),
        path,
        responses,
        endsSession: SESSION_ENDING.some((r) => r.test(key)),
        valid,
        invalid,
      });
    }
  }
  // Deletions after everything else, and what ends the caller's session last of all.
  const rank = (o: Operation) => (o.endsSession ? 2 : o.method === 'DELETE' ? 1 : 0);
  return operations.sort((a, b) => rank(a) - rank(b));
}
