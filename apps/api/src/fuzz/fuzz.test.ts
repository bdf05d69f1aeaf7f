import Fastify from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzz } from './fuzz.ts';
import { responseChecker } from './response-check.ts';
import { invalidValue, validValue, type OpenApiSchema } from './schema-arbitraries.ts';
import type { OpenApiDocument } from './operations.ts';

const RIDE: OpenApiSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 2147483647 },
    status: { type: 'string', enum: ['NEW', 'DONE'] },
    note: { type: 'string', nullable: true, maxLength: 20 },
    when: { type: 'string', format: 'date-time' },
    stops: { type: 'array', items: { $ref: '#/components/schemas/Stop' }, minItems: 1 },
  },
  required: ['id', 'status', 'note', 'when', 'stops'],
  additionalProperties: false,
};
const COMPONENTS: Record<string, OpenApiSchema> = {
  Stop: { type: 'object', properties: { address: { type: 'string', minLength: 1 } }, required: ['address'], additionalProperties: false },
};
const resolve = (ref: string) => COMPONENTS[ref.replace('#/components/schemas/', '')]!;

describe('schema arbitraries', () => {
  const checker = responseChecker(COMPONENTS);

  it('generates only values its schema accepts (nullable, exclusive bounds, formats, refs)', () => {
    fc.assert(fc.property(validValue(RIDE, resolve), (value) => checker.check('ride', RIDE, value) === undefined));
  });

  it('breaks a value of an all-required, closed schema so that the schema refuses it', () => {
    const strict: OpenApiSchema = { ...RIDE, properties: { ...RIDE.properties, note: { type: 'string', maxLength: 20 } } };
    const refused = fc
      .sample(invalidValue(strict, resolve), { numRuns: 200, seed: 7 })
      .filter((v) => checker.check('strict', strict, v) !== undefined);
    // A hostile value may happen to be valid (e.g. a string where a string is asked); nearly all are not.
    expect(refused.length).toBeGreaterThan(150);
  });
});

describe('fuzz', () => {
  it('reports a 5xx, an undeclared status and an answer off its schema, and nothing for a sound route', async () => {
    const app = Fastify();
    app.get('/api/sound/:id', (request) => ({ id: Number((request.params as { id: string }).id) || 1 }));
    app.get('/api/crash', (request) => {
      if ('q' in (request.query as object)) throw new Error('boom');
      return { ok: true };
    });
    app.get('/api/teapot', async (_request, reply) => reply.status(418).send({ ok: true }));
    app.get('/api/liar', () => ({ ok: 'yes' }));
    const okBody: OpenApiSchema = { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] };
    const doc: OpenApiDocument = {
      paths: {
        '/api/sound/{id}': {
          get: {
            parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'integer' } }],
            responses: {
              400: {},
              414: {},
              200: { content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'number' } } } } } },
            },
          },
        },
        '/api/crash': {
          get: {
            parameters: [{ in: 'query', name: 'q', schema: { type: 'string' } }],
            responses: { 200: { content: { 'application/json': { schema: okBody } } } },
          },
        },
        '/api/teapot': { get: { responses: { 200: {} } } },
        '/api/liar': { get: { responses: { 200: { content: { 'application/json': { schema: okBody } } } } } },
      },
    };
    let t = 0;
    const report = await fuzz({ app, doc, identities: [{ name: 'anonymous', token: null }], seconds: 1, seed: 3, now: () => (t += 10) });
    const kinds = report.findings.map((f) => `${f.kind} ${f.operation}`).sort();
    expect(kinds).toEqual(['schema-mismatch GET /api/liar', 'server-error GET /api/crash', 'undeclared-status GET /api/teapot']);
    expect(report.requests).toBeGreaterThan(0);
    await app.close();
  });
});
