import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role } from '@vozka/domain';
import type { Database } from '../db/client.ts';
import { afterAll, beforeAll } from 'vitest';
import { buildUser, login, startTestApp } from './test-app.ts';

/** One operation of the OpenAPI document, with the inputs a walk can fill. */
export interface WalkOperation {
  method: string;
  /** `/api/users/{id}` */
  path: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema }[];
  /** Top-level properties of the JSON body (undefined: no JSON body). */
  bodyProperties: string[] | undefined;
}

export interface Schema {
  type?: string;
  pattern?: string;
  properties?: Record<string, unknown>;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface Doc {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content?: Record<string, { schema: Schema }> } }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

function propertiesOf(schema: Schema | undefined, doc: Doc): string[] {
  if (!schema) return [];
  if (schema.$ref) return propertiesOf(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], doc);
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((s) => propertiesOf(s, doc));
  return [...new Set([...Object.keys(schema.properties ?? {}), ...nested])];
}

/** Every operation of the app's OpenAPI document (`/api/docs/json`): all routes the API declares. */
export async function apiOperations(app: FastifyInstance): Promise<WalkOperation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
  const operations: WalkOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const body = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        bodyProperties: body ? propertiesOf(body, doc) : undefined,
      });
    }
  }
  return operations;
}

/** A URL number (@vozka/domain's `zUrlInt`: ids, page, size): the OpenAPI document shows an integer. */
export function isUrlInt(schema: Schema): boolean {
  return schema.type === 'integer';
}

/** `path` with every `{param}` filled: `values[param]` when given, else `1` for a number, `x` for text. */
export function fillPath(op: WalkOperation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in values) return values[name]!;
    const param = op.pathParams.find((p) => p.name === name);
    return param && isUrlInt(param.schema) ? '1' : 'x';
  });
}

export type Caller = { name: Role | 'anonymous'; token: string | null };

/** One signed-in user per role (a fleet manager's driver, a customer's passenger), then anonymous. */
export async function callersOf(app: FastifyInstance, database: Database): Promise<Caller[]> {
  const fleet = await buildUser(database, { role: 'FLEET_MANAGER' });
  const customer = await buildUser(database, { role: 'CUSTOMER', type: 'CUSTOMER_RECURRING' });
  const users = [
    await buildUser(database, { role: 'ADMIN' }),
    fleet,
    await buildUser(database, { role: 'DRIVER', fleetManagerId: fleet.id }),
    customer,
    await buildUser(database, { role: 'PASSENGER', clientId: customer.id }),
  ];
  const callers: Caller[] = [];
  for (const user of users) callers.push({ name: user.roles[0] as Role, token: await login(app, user.email!) });
  return [...callers, { name: 'anonymous', token: null }];
}

/**
 * Sends the request as each caller in turn until one gets past the access guard (any answer but
 * 401/403); answers every response it got. A route no caller may reach shows as only 401/403s.
 */
export async function asFirstAllowed(
  app: FastifyInstance,
  callers: Caller[],
  request: { method: string; url: string; payload?: unknown },
): Promise<{ caller: Caller['name']; response: LightMyRequestResponse }[]> {
  const seen: { caller: Caller['name']; response: LightMyRequestResponse }[] = [];
  for (const caller of callers) {
    const response = await app.inject({
      method: request.method as 'GET',
      url: request.url,
      ...(request.payload !== undefined ? { payload: request.payload as object } : {}),
      headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
    });
    seen.push({ caller: caller.name, response });
    if (response.statusCode !== 401 && response.statusCode !== 403) break;
  }
  return seen;
}

export interface RouteWalk {
  t: Awaited<ReturnType<typeof startTestApp>>;
  /** ADMIN first, then the other roles, then anonymous (`callersOf`). */
  callers: Caller[];
  operations: WalkOperation[];
}

/** A test file that walks every API operation: the app, its callers and operations, closed after the file. */
export function useRouteWalk(ready: (walk: RouteWalk) => void): void {
  let walk: RouteWalk | undefined;
  beforeAll(async () => {
    const t = await startTestApp();
    walk = { t, callers: await callersOf(t.app, t.database), operations: await apiOperations(t.app) };
    ready(walk);
  }, 60_000);
  afterAll(async () => {
    await walk?.t.close();
  });
}
