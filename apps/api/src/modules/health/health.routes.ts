import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const READY_TIMEOUT_MS = 2000;

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', {
      config: { access: 'public' },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: z.object({ status: z.literal('ok') }) } },
    }, async () => ({ status: 'ok' as const }));

    app.get('/ready', {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'The database answers (for a load balancer)',
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      },
    }, async (_request, reply) => {
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS).unref()),
        ]);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    });
  };
}
