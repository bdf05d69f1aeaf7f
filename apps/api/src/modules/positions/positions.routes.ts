import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSITION_POSTS_PER_WINDOW, POSITION_WINDOW_MS, ZPositionInput } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createPositionsService, limitHeaders } from './positions.service.ts';
import { apiRoutes } from '../../shared/route-plugin.ts';

/** The window name @fastify/rate-limit's store (adapters/throttle/rate-limit-store.ts) used for the route. */
const POSITION_LIMIT_KEY = 'rate:POST /api/drivers/me/position';

/** `POST/DELETE /api/drivers/me/position` (docs/api/dispatch.md §1). */
export function positionsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const positions = createPositionsService({
    ...deps,
    // Per driver (not per IP: many phones share a carrier's address), counted in the batch's statement in
    // the shared store under the key @fastify/rate-limit gave it, with its answers (docs/performance.md).
    limit: { key: `${POSITION_LIMIT_KEY}:position:`, windowMs: POSITION_WINDOW_MS, max: POSITION_POSTS_PER_WINDOW },
  });
  return apiRoutes(['dispatch'], (api) => {
    api.post('/drivers/me/position', {
      access: 'positions.report',
      summary: "The signed-in driver's position: degrees, heading 0–359 (0 = north), speed km/h; at most 5 posts per 5 s",
      body: ZPositionInput,
      response: { 204: z.null().describe('Stored (or older than the stored one)'), ...errorResponses(400, 401, 403, 429) },
      handler: async (request, reply) => {
        const limit = await positions.report(request.user!, request.body);
        if (limit) void reply.headers(limitHeaders(limit));
      },
    });

    api.delete('/drivers/me/position', {
      access: 'positions.report',
      summary: 'The driver goes off duty: its pin disappears',
      response: { 204: z.null().describe('Forgotten'), ...errorResponses(401, 403) },
      handler: (request) => positions.stop(request.user!),
    });
  });
}
