import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  translate,
  type Language,
  type MessageCode,
  ZLinkKeyParams,
  ZLoginAnswer,
  ZLoginRequest,
  ZMessage,
  ZPasswordLinkValid,
  ZRegistrationRequest,
  ZResetPasswordRequest,
  ZSetupPasswordRequest,
  ZUserDetails,
} from '@vozka/domain';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { clearCookie, setCookie } from '../../plugins/cookies.ts';
import { toUserDetails } from './user-details.ts';
import { apiRoutes, created, ok } from '../../shared/route-plugin.ts';
import type { AuthService } from './auth.service.ts';
import { SESSION_TTL_MS } from './sessions.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';

/** Calls of spec §7 for signing in and out, registration and password reset. */
export function authRoutes(auth: AuthService, options: { secureCookie: boolean }): FastifyPluginAsyncZod {
  return apiRoutes(['auth'], async (api, app) => {
    const limited = (max: number) => ({ access: 'public', rateLimit: { max, timeWindow: '15 minutes' } }) as const;
    /** The answer of a call that says what it did: the message `code` in `lang`, once `work` is done. */
    const messageAfter = async (work: Promise<unknown>, code: MessageCode, lang: Language) => {
      await work;
      return { message: translate(code, lang) };
    };

    api.post('/login', {
      access: 'public',
      summary: 'Sign in; answers the session token as text and sets the session cookie',
      body: ZLoginRequest,
      response: ok(ZLoginAnswer, 400, 401, 403, 429),
      handler: async (request, reply) => {
        const { token } = await auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
        setCookie(reply, SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: options.secureCookie,
          maxAge: SESSION_TTL_MS / 1000,
        });
        return reply.type('text/plain; charset=utf-8').send(token);
      },
    });

    api.get('/user-details', {
      access: 'authenticated',
      summary: 'The signed-in user',
      response: ok(ZUserDetails, 401),
      handler: async (request) => toUserDetails(request.user!, await auth.fleetManagerOf(request.user!)),
    });

    const logout = {
      access: 'public',
      summary: 'Sign out: the token stops working at once',
      response: { 204: z.null().describe('Signed out (also when there was no session)') },
      handler: async (request: { sessionToken: string | null }, reply: FastifyReply) => {
        if (request.sessionToken) await auth.logout(request.sessionToken);
        clearCookie(reply, SESSION_COOKIE, { path: '/' });
        return reply.status(204).send();
      },
    } as const;
    api.get('/logout', logout);
    api.post('/logout', logout);

    api.post('/registration', {
      access: limited(20),
      summary: 'Register a customer account; a verification link is e-mailed',
      body: ZRegistrationRequest,
      response: created(ZMessage, 400, 429),
      handler: (request) => {
        const language = request.body.language ?? request.lang;
        return messageAfter(auth.register({ ...request.body, language }), 'REGISTRATION_SENT', request.lang);
      },
    });

    api.get('/registration/:key', {
      access: limited(60),
      summary: 'Verify a registration link (once)',
      params: ZLinkKeyParams,
      response: ok(ZMessage, 410, 429),
      handler: (request) => messageAfter(auth.verifyRegistration(request.params.key), 'REGISTRATION_VERIFIED', request.lang),
    });

    api.post('/reset-password', {
      access: limited(10),
      summary: 'E-mail a link to set a new password (same answer for any e-mail); limited per e-mail and per address',
      body: ZResetPasswordRequest,
      response: ok(ZMessage, 400, 429),
      handler: (request) => messageAfter(auth.requestPasswordReset(request.body.email), 'RESET_SENT', request.lang),
    });

    api.get('/setup-password/:key', {
      access: limited(60),
      summary: 'Check a password link',
      params: ZLinkKeyParams,
      response: ok(ZPasswordLinkValid, 410, 429),
      handler: async (request) => {
        await auth.checkPasswordLink(request.params.key);
        return { valid: true as const };
      },
    });

    api.post('/setup-password/:key', {
      access: limited(20),
      summary: 'Set a new password with a link; ends every session of the user',
      params: ZLinkKeyParams,
      body: ZSetupPasswordRequest,
      response: ok(ZMessage, 400, 410, 429),
      handler: (request) => messageAfter(auth.setupPassword(request.params.key, request.body.password), 'PASSWORD_SET', request.lang),
    });

    await app.register(sessionsRoutes(auth.sessions));
  });
}
