import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZContract,
  ZDriverPin,
  ZDriverSuggestions,
  ZPayment,
  ZPaymentCheck,
  ZPaymentInput,
  ZPositionInput,
  ZPublicPin,
  ZRide,
  ZRideHistoryEntry,
  ZRideInput,
  ZRideListPageQuery,
} from '@vozka/domain';
import { startTestApp } from './test-app.ts';

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; items?: JsonSchema; anyOf?: JsonSchema[] };
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
};

/** The keys of an object schema and which of them an answer always has (not optional). */
function keysOf(schema: z.ZodObject): { keys: string[]; required: string[] } {
  const keys = Object.keys(schema.shape).sort();
  return { keys, required: keys.filter((key) => schema.shape[key]?._zod.optout !== 'optional') };
}
function keysOfDoc(schema: JsonSchema | undefined): { keys: string[]; required: string[] } {
  const object = schema?.items ?? schema;
  return { keys: Object.keys(object?.properties ?? {}).sort(), required: [...(object?.required ?? [])].sort() };
}

// Issue 13 §1: the API documents (and serializes) the rides, payments, contracts and dispatch answers with the
// domain's schemas, so a field added in packages/domain shows up in the API's answers and OpenAPI (and, typed,
// in the web, which reads the same schemas' z.infer types).
describe('one contract: the OpenAPI document is the domain schemas', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await startTestApp();
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: typeof paths }>().paths;
  });
  afterAll(() => t.close());

  const answer = (path: string, method: string) => paths[path]?.[method]?.responses['200']?.content?.['application/json']?.schema;

  it.each([
    ['get', '/api/orders/{id}', ZRide],
    ['get', '/api/orders/{id}/history', ZRideHistoryEntry],
    ['get', '/api/orders/{secretIdent}/overview', ZContract],
    ['get', '/api/orders/{id}/payments', ZPayment],
    ['get', '/api/check-payment/drive/{secret}', ZPaymentCheck],
    ['get', '/api/dispatch-map/drivers', ZDriverPin],
    ['get', '/api/dispatch-map/pin/{slug}', ZPublicPin],
    ['get', '/api/orders/{id}/driver-suggestions', ZDriverSuggestions],
  ] as const)('%s %s answers the keys of the domain schema', (method, path, schema) => {
    expect(keysOfDoc(answer(path, method))).toEqual(keysOf(schema));
  });

  it.each([
    ['post', '/api/orders', ZRideInput],
    ['post', '/api/orders/{id}/payments', ZPaymentInput],
    ['post', '/api/drivers/me/position', ZPositionInput],
  ] as const)('%s %s takes the body of the domain schema', (method, path, schema) => {
    const body = paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    expect(keysOfDoc(body).keys).toEqual(keysOf(schema).keys);
  });

  it('GET /api/orders takes the query of the domain schema', () => {
    const names = (paths['/api/orders']?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names.sort()).toEqual(Object.keys(ZRideListPageQuery.shape).sort());
  });
});
