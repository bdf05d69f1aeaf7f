import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PickersService } from './pickers.service.ts';
import { ZLoginHistoryEntry, ZLoginHistoryQuery, pageOf } from './users.schemas.ts';
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

const route = routesOf(['users']);

/** `/api/login-history`: who signed in when, for ADMIN. */
export function loginHistoryRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/login-history',
      route(
        'loginHistory.read',
        'Sign-ins, newest first, optionally of one user',
        { querystring: ZLoginHistoryQuery },
        ok(pageOf(ZLoginHistoryEntry), 400, 401, 403),
      ),
      async (request) => pickers.loginHistory(request.query),
    );
  });
}
