import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
