import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PickersService } from './pickers.service.ts';
import { ZLoginHistoryEntry, ZLoginHistoryQuery, pageOf } from './users.schemas.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** `/api/login-history`: who signed in when, for ADMIN. */
export function loginHistoryRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return apiRoutes(['users'], (api) => {
    api.get('/login-history', {
      access: 'loginHistory.read',
      summary: 'Sign-ins, newest first, optionally of one user',
      querystring: ZLoginHistoryQuery,
      response: ok(pageOf(ZLoginHistoryEntry), 400, 401, 403),
      handler: (request) => pickers.loginHistory(request.query),
    });
  });
}
