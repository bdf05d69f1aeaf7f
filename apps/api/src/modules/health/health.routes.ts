import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';
import { apiRoutes } from '../../shared/route-plugin.ts';

const PING_TIMEOUT_MS = 2000;

/** Whether the database answers a query within PING_TIMEOUT_MS. */
export async function databaseUp(database: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error('timeout'));
        }, PING_TIMEOUT_MS).unref();
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return apiRoutes(['health'], (api) => {
    // For people and monitoring: which dependency is down. The process itself answers either way.
    api.get('/health', {
      access: 'public',
      summary: 'The process and each dependency it needs (the database); 503 names the one that is down',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
        503: z.object({ status: z.literal('degraded'), database: z.literal('down') }),
      },
      handler: async (_request, reply) => {
        if (await databaseUp(database)) return { status: 'ok' as const, database: 'up' as const };
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'degraded' as const, database: 'down' as const });
      },
    });

    api.get('/ready', {
      access: 'public',
      summary: 'The database answers (for a load balancer)',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
      handler: async (_request, reply) => {
        if (await databaseUp(database)) return { status: 'ok' as const };
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({ status: 'unavailable' as const });
      },
    });
  });
}
