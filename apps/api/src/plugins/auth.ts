import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, isPermission, languageFromHeader, normalizeLanguage, type Access, type Language } from '@vozka/domain';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from '../shared/errors.ts';

export const SESSION_COOKIE = 'vozka_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    lang: Language;
  }
  interface FastifyInstance {
    /** Every API route as "METHOD /api/path" (the authorization matrix test walks this list). */
    apiRoutes: string[];
  }
  interface FastifyContextConfig {
    /** Who may call the route: every route must say (see `registerAccessGuard`). */
    access?: Access;
  }
}

/** What the guard needs from the auth module (its service fits it; wired in app.ts): a session token's user. */
export interface Authenticator {
  authenticate(token: string): Promise<UserRow | null>;
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * Resolves the caller (bearer header or session cookie) and language on every request, and refuses
 * routes the caller's roles do not allow. A route registered without an `access` rule stops the start.
 */
export function registerAccessGuard(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('lang', 'en');
  const apiRoutes: string[] = [];
  app.decorate('apiRoutes', apiRoutes);

  app.addHook('onRoute', (route) => {
    // Pages and assets of the web app are public; swagger-ui's own routes are public documentation.
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method.toString()} ${route.url} declares no access rule`);
    }
    if (access !== 'public' && access !== 'authenticated' && !isPermission(access)) {
      throw new Error(`Route ${route.method.toString()} ${route.url} names an unknown permission ${String(access)}`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
    const token = tokenOf(request);
    if (!token) return;
    const user = await auth.authenticate(token);
    if (!user) return;
    request.user = user;
    request.sessionToken = token;
    if (!request.headers['accept-language']) request.lang = normalizeLanguage(user.language) ?? 'en';
  });

  // Checked before the body is validated: an anonymous caller learns nothing about a route's input.
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there, but a path no route answers (404) has no route config
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') done();
    else if (!request.user) done(new AppError(401, 'LOGIN_REQUIRED'));
    else if (!allows(access, request.user.roles)) done(new AppError(403, 'FORBIDDEN'));
    else done();
  });
}
