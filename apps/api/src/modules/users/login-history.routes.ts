import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { PickersService } from './pickers.service.ts';
import { ZLoginHistoryEntry, ZLoginHistoryQuery, pageOf } from './users.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** `/api/login-history`: who signed in when, for ADMIN. */
export function loginHistoryRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/login-history',
      {
        config: { access: 'loginHistory.read' },
        schema: {
          tags: ['users'],
          summary: 'Sign-ins, newest first, optionally of one user',
          querystring: ZLoginHistoryQuery,
          response: { 200: pageOf(ZLoginHistoryEntry), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => pickers.loginHistory(request.query),
    );
  });
}
