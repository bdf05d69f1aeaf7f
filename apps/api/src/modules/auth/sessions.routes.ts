import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZSession, ZSessionsRevoked } from '@vozka/domain';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { clearCookie } from '../../plugins/cookies.ts';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { SessionsService } from './sessions.service.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** `/api/sessions`: the signed-in user's own sessions (docs/api/people.md "Sessions"). */
export function sessionsRoutes(sessions: SessionsService): FastifyPluginAsyncZod {
  return apiRoutes(['auth'], (api) => {
    api.get('/sessions', {
      access: 'authenticated',
      summary: 'Own live sessions, last used first; `current` marks the calling one',
      response: ok(z.array(ZSession), 401),
      handler: (request) => sessions.list(request.user!, request.sessionToken),
    });

    api.delete('/sessions/:id', {
      access: 'authenticated',
      summary: "End one of one's own sessions (another user's or an unknown one: 404)",
      params: ZIdParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      handler: async (request, reply) => {
        const { current } = await sessions.revoke(request.user!, request.sessionToken, request.params.id);
        if (current) clearCookie(reply, SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    });

    api.post('/sessions/revoke-others', {
      access: 'authenticated',
      summary: 'Sign out everywhere else: every own session but the calling one ends',
      response: ok(ZSessionsRevoked, 401),
      handler: (request) => sessions.revokeOthers(request.user!, request.sessionToken),
    });
  });
}
