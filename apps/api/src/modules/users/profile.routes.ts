import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, ZChangePassword, ZDeleteAccount, ZProfileInput } from '@vozka/domain';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { clearCookie } from '../../plugins/cookies.ts';
import { ZMessage, ZUserDetails, errorResponses } from '../../shared/api-schemas.ts';
import type { ProfileService } from './profile.service.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** `/api/profile`: the signed-in user's own data, password and account. */
export function profileRoutes(profile: ProfileService): FastifyPluginAsyncZod {
  return apiRoutes(['profile'], (api) => {
    api.get('/profile', {
      access: 'authenticated',
      summary: 'Own data',
      response: ok(ZUserDetails, 401),
      handler: (request) => profile.get(request.user!),
    });

    // The session proves who calls; the limits keep a borrowed session from guessing the current password.
    // Per user, checked after sign-in (not per IP: an office's colleagues share one address).
    const perUser = (max: number) =>
      ({
        max,
        timeWindow: '15 minutes',
        hook: 'preHandler',
        keyGenerator: (request: FastifyRequest) => `profile:${String(request.user?.id ?? request.ip)}`,
      }) as const;
    const guarded = { access: 'authenticated', rateLimit: perUser(20) } as const;

    api.put('/profile', {
      access: { ...guarded, rateLimit: perUser(60) },
      summary: 'Change own data (never roles, status or fleet); a new e-mail needs `currentPassword`',
      body: ZProfileInput,
      response: ok(ZUserDetails, 400, 401, 409, 429),
      handler: (request) => profile.update(request.user!, request.body),
    });

    api.put('/profile/password', {
      access: guarded,
      summary: 'Change own password; every other session of the user ends',
      body: ZChangePassword,
      response: ok(ZMessage, 400, 401, 429),
      handler: async (request) => {
        await profile.changePassword(request.user!, request.sessionToken, request.body);
        return { message: translate('PASSWORD_CHANGED', request.lang) };
      },
    });

    api.delete('/profile', {
      access: guarded,
      summary: 'Delete own account (body: `currentPassword`); all its sessions end',
      body: ZDeleteAccount,
      response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      handler: async (request, reply) => {
        await profile.remove(request.user!, request.body);
        clearCookie(reply, SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    });
  });
}
