import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  translate,
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
import { toUserDetails } from './user-details.ts';
import { errorResponses } from '../../shared/api-schemas.ts';
import { SESSION_TTL_MS, type AuthService } from './auth.service.ts';
import { sessionsRoutes } from './sessions.routes.ts';

/** Calls of spec §7 for signing in and out, registration and password reset. */
export function authRoutes(auth: AuthService, options: { secureCookie: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    const limited = (max: number) => ({ rateLimit: { max, timeWindow: '15 minutes' } });

    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign in; answers the session token as text and sets the session cookie',
          body: ZLoginRequest,
          response: { 200: ZLoginAnswer, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) => {
        const { token } = await auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: options.secureCookie,
          maxAge: SESSION_TTL_MS / 1000,
        });
        return reply.type('text/plain; charset=utf-8').send(token);
      },
    );

    app.get(
      '/user-details',
      {
        config: { access: 'authenticated' },
        schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: ZUserDetails, ...errorResponses(401) } },
      },
      async (request) => toUserDetails(request.user!, await auth.fleetManagerOf(request.user!)),
    );

    const logout = async (request: { sessionToken: string | null }, reply: FastifyReply) => {
      if (request.sessionToken) await auth.logout(request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    };
    const logoutSchema = {
      tags: ['auth'],
      summary: 'Sign out: the token stops working at once',
      response: { 204: z.null().describe('Signed out (also when there was no session)') },
    };
    app.get('/logout', { config: { access: 'public' }, schema: logoutSchema }, logout);
    app.post('/logout', { config: { access: 'public' }, schema: logoutSchema }, logout);

    app.post(
      '/registration',
      {
        config: { access: 'public', ...limited(20) },
        schema: {
          tags: ['auth'],
          summary: 'Register a customer account; a verification link is e-mailed',
          body: ZRegistrationRequest,
          response: { 201: ZMessage, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const language = request.body.language ?? request.lang;
        await auth.register({ ...request.body, language });
        return reply.status(201).send({ message: translate('REGISTRATION_SENT', request.lang) });
      },
    );

    app.get(
      '/registration/:key',
      {
        config: { access: 'public', ...limited(60) },
        schema: {
          tags: ['auth'],
          summary: 'Verify a registration link (once)',
          params: ZLinkKeyParams,
          response: { 200: ZMessage, ...errorResponses(410, 429) },
        },
      },
      async (request) => {
        await auth.verifyRegistration(request.params.key);
        return { message: translate('REGISTRATION_VERIFIED', request.lang) };
      },
    );

    app.post(
      '/reset-password',
      {
        config: { access: 'public', ...limited(10) },
        schema: {
          tags: ['auth'],
          summary: 'E-mail a link to set a new password (same answer for any e-mail); limited per e-mail and per address',
          body: ZResetPasswordRequest,
          response: { 200: ZMessage, ...errorResponses(400, 429) },
        },
      },
      async (request) => {
        await auth.requestPasswordReset(request.body.email);
        return { message: translate('RESET_SENT', request.lang) };
      },
    );

    app.get(
      '/setup-password/:key',
      {
        config: { access: 'public', ...limited(60) },
        schema: {
          tags: ['auth'],
          summary: 'Check a password link',
          params: ZLinkKeyParams,
          response: { 200: ZPasswordLinkValid, ...errorResponses(410, 429) },
        },
      },
      async (request) => {
        await auth.checkPasswordLink(request.params.key);
        return { valid: true as const };
      },
    );

    app.post(
      '/setup-password/:key',
      {
        config: { access: 'public', ...limited(20) },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with a link; ends every session of the user',
          params: ZLinkKeyParams,
          body: ZSetupPasswordRequest,
          response: { 200: ZMessage, ...errorResponses(400, 410, 429) },
        },
      },
      async (request) => {
        await auth.setupPassword(request.params.key, request.body.password);
        return { message: translate('PASSWORD_SET', request.lang) };
      },
    );

    await app.register(sessionsRoutes(auth.sessions));
  };
}
