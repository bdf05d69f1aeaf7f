import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { POSITION_POSTS_PER_WINDOW, POSITION_WINDOW_MS, ZPositionInput } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createPositionsService } from './positions.service.ts';
import { apiRoutes } from '../../shared/route-plugin.ts';

/** `POST/DELETE /api/drivers/me/position` (docs/api/dispatch.md §1). */
export function positionsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const positions = createPositionsService(deps);
  return apiRoutes(['dispatch'], (api) => {
    api.post('/drivers/me/position', {
      access: {
        access: 'positions.report',
        // Per driver (not per IP: many phones share a carrier's address); checked after sign-in.
        rateLimit: {
          max: POSITION_POSTS_PER_WINDOW,
          timeWindow: POSITION_WINDOW_MS,
          hook: 'preHandler',
          keyGenerator: (request) => `position:${request.user?.id ?? request.ip}`,
        },
      },
      summary: "The signed-in driver's position: degrees, heading 0–359 (0 = north), speed km/h; at most 5 posts per 5 s",
      body: ZPositionInput,
      response: { 204: z.null().describe('Stored (or older than the stored one)'), ...errorResponses(400, 401, 403, 429) },
      handler: (request) => positions.report(request.user!, request.body),
    });

    api.delete('/drivers/me/position', {
      access: 'positions.report',
      summary: 'The driver goes off duty: its pin disappears',
      response: { 204: z.null().describe('Forgotten'), ...errorResponses(401, 403) },
      handler: (request) => positions.stop(request.user!),
    });
  });
}
