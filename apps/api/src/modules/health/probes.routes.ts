import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';
import { apiRoutes } from '../../shared/route-plugin.ts';
import { databaseUp } from './health.routes.ts';

const up = z.enum(['up', 'down']);

/**
 * The probes of an orchestrator or a load balancer (docs/operations.md): `live` answers while the process
 * runs (no database: a restart would not fix a database outage), `ready` while this instance can serve —
 * the database answers and the job queue runs. A stopping instance (SIGTERM) answers 503 `SHUTTING_DOWN`
 * at once, while it still serves other requests for SHUTDOWN_DELAY_MS, so the proxy stops sending it work
 * before it closes.
 */
export function probeRoutes(database: Database, jobs: Pick<JobQueue, 'healthy'>): FastifyPluginAsyncZod {
  return apiRoutes(['health'], (api) => {
    api.get('/health/live', {
      access: 'public',
      summary: 'The process runs (liveness; asks nothing of the database)',
      response: { 200: z.object({ status: z.literal('ok') }) },
      handler: () => ({ status: 'ok' as const }),
    });

    api.get('/health/ready', {
      access: 'public',
      summary: 'This instance can serve: the database answers and the job queue runs (readiness); 503 names what failed',
      response: {
        200: z.object({ status: z.literal('ok'), database: z.literal('up'), queue: z.literal('up') }),
        503: z.object({ status: z.literal('unavailable'), database: up, queue: up, message: z.string(), code: z.string() }),
      },
      handler: async (request, reply) => {
        const [db, queue] = await Promise.all([databaseUp(database), jobs.healthy()]);
        const stopping = request.server.readiness.stopping;
        if (db && queue && !stopping) return { status: 'ok' as const, database: 'up' as const, queue: 'up' as const };
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: db ? ('up' as const) : ('down' as const),
          queue: queue ? ('up' as const) : ('down' as const),
          ...(stopping
            ? { message: translate('SHUTTING_DOWN', request.lang), code: 'SHUTTING_DOWN' }
            : { message: translate('SERVICE_UNAVAILABLE', request.lang), code: 'SERVICE_UNAVAILABLE' }),
        });
      },
    });
  });
}
