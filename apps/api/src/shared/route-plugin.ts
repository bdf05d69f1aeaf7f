import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyInstance,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '@vozka/domain';
import { errorResponses } from './api-schemas.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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

type Input = z.ZodType | undefined;
type Answers = Partial<Record<number, z.ZodType>>;
/** What fastify's zod type provider reads of a route's schema: its input and its answers. */
interface Schema<P extends Input, Q extends Input, B extends Input, R extends Answers> {
  params: P;
  querystring: Q;
  body: B;
  response: R;
}
type Request<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;
type Reply<S extends FastifySchema> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type Sent<S extends FastifySchema> = ReturnType<
  RouteHandlerMethod<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >
>;
/**
 * What a handler answers: a body of one of the route's answers (checked as fastify does), or the reply it
 * sent itself; a 204 route's answer is not sent, whatever it is.
 */
type Answer<S extends FastifySchema & { response: Answers }> = 204 extends keyof S['response']
  ? unknown
  : Sent<S> | FastifyReply | Promise<Awaited<Sent<S>> | FastifyReply>;

/**
 * One route as data: its access rule (or its whole config where it has more, a rate limit), its OpenAPI
 * summary and description, the zod schemas of its input (from @vozka/domain) and of its answers (`ok`,
 * `created`, `deleted`), and its handler, whose request is typed by those schemas.
 */
export interface RouteSpec<P extends Input, Q extends Input, B extends Input, R extends Answers> {
  access: Access | FastifyContextConfig;
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** The request content types it documents (a multipart upload). */
  consumes?: string[];
  /** The answer content types it documents (an event stream). */
  produces?: string[];
  response: R;
  handler: (request: Request<Schema<P, Q, B, R>>, reply: Reply<Schema<P, Q, B, R>>) => Answer<Schema<P, Q, B, R>>;
}

/**
 * The routes of one OpenAPI tag group, declared as data: `routes.get(path, { access, summary, …schemas,
 * response, handler })`. A route whose answers are `created(…)` (201) answers 201 with what its handler
 * returns; one whose answers are `deleted(…)` (204) answers 204 without a body once its handler is done.
 * A handler that sent its own answer (a download, a 409) keeps it.
 */
export function resourceRoutes(app: ZodApp, tags: string[]) {
  const declare =
    (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
    <P extends Input = undefined, Q extends Input = undefined, B extends Input = undefined, const R extends Answers = Answers>(
      url: string,
      spec: RouteSpec<P, Q, B, R>,
    ): void => {
      const { access, handler, ...schema } = spec;
      const status = 204 in schema.response ? 204 : 201 in schema.response ? 201 : undefined;
      // Typed by `RouteSpec` above; registered untyped, as the answer is the handler's or the status's.
      const options: RouteOptions = {
        method,
        url,
        config: typeof access === 'string' ? { access } : access,
        schema: { tags, ...schema },
        handler: async (request, reply) => {
          const answer: unknown = await Promise.resolve(handler(request as never, reply as never));
          if (answer === reply || reply.sent || status === undefined) return answer;
          return status === 204 ? reply.status(204).send(null) : reply.status(status).send(answer);
        },
      };
      (app as unknown as FastifyInstance).route(options);
    };
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), patch: declare('PATCH'), delete: declare('DELETE') };
}

/** The route declarers `resourceRoutes` gives: `get`, `post`, `put`, `patch` and `delete`. */
export type ResourceRoutes = ReturnType<typeof resourceRoutes>;

/**
 * The plugin of one OpenAPI tag group's routes, in one call: `apiRoutes(['rides'], (api) => { api.get(…); })`.
 * `declare` gets the group's `resourceRoutes` and the plugin's scope (to register a scope of its own, a
 * multipart parser, a nested group); it may be async. An error while declaring (a route without an access
 * rule, a bad schema) rejects the plugin and fails the start.
 */
export function apiRoutes(tags: string[], declare: (api: ResourceRoutes, app: ZodApp) => void | Promise<void>): FastifyPluginAsyncZod {
  return async (app) => {
    await declare(resourceRoutes(app, tags), app);
  };
}

/**
 * The routes of a module over its one service: `serviceRoutes(['reports'], createReportsService, (api, reports) => …)`
 * is the plugin factory `(deps) => plugin` that makes the service once from the deps its factory takes, so the
 * routes need no deps type of their own. `declare` is `apiRoutes`'s, with the service and the deps (for a nested group).
 */
export function serviceRoutes<D, S>(
  tags: string[],
  create: (deps: D) => S,
  declare: (api: ResourceRoutes, service: S, app: ZodApp, deps: D) => void | Promise<void>,
): (deps: D) => FastifyPluginAsyncZod {
  return (deps) => {
    const service = create(deps);
    return apiRoutes(tags, (api, app) => declare(api, service, app, deps));
  };
}
