import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../shared/module-deps.ts';

export function contractsRoutes(_deps: ModuleDeps): FastifyPluginAsyncZod {
  return async () => undefined;
}
