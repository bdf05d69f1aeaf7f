import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, ZChangePassword, ZDeleteAccount, ZProfileInput } from '@vozka/domain';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { ZMessage, ZUserDetails, errorResponses } from '../../shared/api-schemas.ts';
import type { ProfileService } from './profile.service.ts';
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

const route = routesOf(['profile']);

/** `/api/profile`: the signed-in user's own data, password and account. */
export function profileRoutes(profile: ProfileService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get('/profile', route('authenticated', 'Own data', {}, ok(ZUserDetails, 401)), async (request) => profile.get(request.user!));

    // The session proves who calls; the limits keep a borrowed session from guessing the current password.
    const guarded = { access: 'authenticated', rateLimit: { max: 20, timeWindow: '15 minutes' } } as const;

    app.put(
      '/profile',
      route(
        { ...guarded, rateLimit: { max: 60, timeWindow: '15 minutes' } },
        'Change own data (never roles, status or fleet); a new e-mail needs `currentPassword`',
        { body: ZProfileInput },
        ok(ZUserDetails, 400, 401, 409, 429),
      ),
      async (request) => profile.update(request.user!, request.body),
    );

    app.put(
      '/profile/password',
      route(guarded, 'Change own password; every other session of the user ends', { body: ZChangePassword }, ok(ZMessage, 400, 401, 429)),
      async (request) => {
        await profile.changePassword(request.user!, request.sessionToken, request.body);
        return { message: translate('PASSWORD_CHANGED', request.lang) };
      },
    );

    app.delete(
      '/profile',
      route(
        guarded,
        'Delete own account (body: `currentPassword`); all its sessions end',
        { body: ZDeleteAccount },
        { 204: z.null(), ...errorResponses(400, 401, 429) },
      ),
      async (request, reply) => {
        await profile.remove(request.user!, request.body);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );
  });
}
