import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZSession, ZSessionsRevoked } from '@vozka/domain';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { SessionsService } from './sessions.service.ts';
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

const route = routesOf(['auth']);

/** `/api/sessions`: the signed-in user's own sessions (docs/api/people.md "Sessions"). */
export function sessionsRoutes(sessions: SessionsService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/sessions',
      route('authenticated', 'Own live sessions, last used first; `current` marks the calling one', {}, ok(z.array(ZSession), 401)),
      async (request) => sessions.list(request.user!, request.sessionToken),
    );

    app.delete(
      '/sessions/:id',
      route(
        'authenticated',
        "End one of one's own sessions (another user's or an unknown one: 404)",
        { params: ZIdParams },
        { 204: z.null(), ...errorResponses(400, 401, 404) },
      ),
      async (request, reply) => {
        const { current } = await sessions.revoke(request.user!, request.sessionToken, request.params.id);
        if (current) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/sessions/revoke-others',
      route('authenticated', 'Sign out everywhere else: every own session but the calling one ends', {}, ok(ZSessionsRevoked, 401)),
      async (request) => sessions.revokeOthers(request.user!, request.sessionToken),
    );
  });
}
