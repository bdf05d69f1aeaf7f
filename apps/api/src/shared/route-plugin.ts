import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '@vozka/domain';
import { errorResponses } from './api-schemas.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A plugin that only declares routes. It stays promise-based like an `async` plugin — an error while
 * declaring (a route without an access rule, a bad schema) rejects and fails the start instead of being
 * thrown out of Fastify's loader — without an `async` function that awaits nothing.
 */
export function routePlugin(declare: (app: ZodApp) => void): FastifyPluginAsyncZod {
  return (app) =>
    new Promise<void>((resolve) => {
      declare(app);
      resolve();
    });
}

/**
 * The options of the routes of one OpenAPI tag group: `route(access, summary, parts, response)` is
 * `{ config: { access }, schema: { tags, summary, ...parts, response } }`. `access` is the route's access
 * rule (plugins/auth.ts), or its whole config where it has more (a rate limit); `parts` are its params,
 * querystring, body and description.
 */
export function routesOf(tags: string[]) {
  return <const P extends object, const R extends object>(
    access: Access | FastifyContextConfig,
    summary: string,
    parts: P,
    response: R,
  ) => ({
    config: typeof access === 'string' ? { access } : access,
    schema: { tags, summary, ...parts, response },
  });
}

/** The answers of a route that answers 200 with `item`, or one of the errors. */
export function ok<const T extends z.ZodType, const S extends number>(item: T, ...errors: S[]) {
  return { 200: item, ...errorResponses(...errors) };
}

/** The answers of a route that creates: 201 with the new `item`, or one of the errors. */
export function created<const T extends z.ZodType, const S extends number>(item: T, ...errors: S[]) {
  return { 201: item, ...errorResponses(...errors) };
}

/** The answers of a route that deletes: 204 (documented "Deleted"), or one of the errors. */
export function deleted<const S extends number>(...errors: S[]) {
  return { 204: z.null().describe('Deleted'), ...errorResponses(...errors) };
}

/** Answers 204 without a body once `work` is done (a delete). */
export async function noContent<R extends { status(code: 204): { send(payload: null): R } }>(reply: R, work: Promise<unknown>): Promise<R> {
  await work;
  return reply.status(204).send(null);
}
