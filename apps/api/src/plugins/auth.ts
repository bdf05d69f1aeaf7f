import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_KEY_MARK,
  allows,
  apiKeyRule,
  isPermission,
  languageFromHeader,
  normalizeLanguage,
  type Access,
  type Language,
} from '@vozka/domain';
import type { UserRow } from '../db/schema/index.ts';
import { AppError } from '../shared/errors.ts';
import { cookieOf } from './cookies.ts';

export const SESSION_COOKIE = 'vozka_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionToken: string | null;
    /** The API key the caller authenticated with (null: a session or anonymous). */
    apiKey: ApiKeyCaller | null;
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

/** The key a request was made with: its id and scopes (docs/api/integrations.md). */
export interface ApiKeyCaller {
  id: number;
  scopes: readonly string[];
}

/**
 * What the guard needs from the api-keys module (wired in app.ts): a key's user and key, or null for an unknown
 * or revoked key; it throws an AppError (429) when the key is over its rate limit.
 */
export interface ApiKeyAuthenticator {
  authenticate(key: string): Promise<{ user: UserRow; key: ApiKeyCaller } | null>;
}

/** An API key sent as `X-API-Key` or as a bearer token that starts with `vzk_`; null when none. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const bearer = request.headers.authorization;
  if (bearer?.toLowerCase().startsWith('bearer ')) {
    const token = bearer.slice(7).trim();
    if (token.startsWith(API_KEY_MARK)) return token;
  }
  return null;
}

/** Refuses what a key may not call: person-only routes and routes out of its scopes (the role check follows). */
function apiKeyRefusal(request: FastifyRequest, key: ApiKeyCaller, access: Access | undefined): AppError | null {
  const rule = apiKeyRule(request.method, request.routeOptions.url ?? '');
  if ('refused' in rule) return rule.refused === 'person' || access !== 'public' ? new AppError(403, 'API_KEY_PERSON_ONLY') : null;
  // A public route (a tracking page, a payment page) needs no scope: anyone may call it.
  if ('scope' in rule && access !== 'public' && !key.scopes.includes(rule.scope)) {
    return new AppError(403, 'API_KEY_SCOPE_MISSING', { params: { scope: rule.scope } });
  }
  return null;
}

function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  return cookieOf(request, SESSION_COOKIE) ?? null;
}

/** The guard's two steps of every request, which app.ts runs in its own hooks (one hook a stage). */
export interface AccessGuard {
  /** When the request arrives (onRequest): its caller (bearer header, API key or session cookie) and language. */
  arrived(request: FastifyRequest, done: (err?: Error) => void): void;
  /** Before its input is validated (preValidation): why the caller may not call the route, or null. */
  refusal(request: FastifyRequest): AppError | null;
}

/**
 * Resolves the caller (bearer header or session cookie) and language on every request, and refuses
 * routes the caller's roles do not allow. A route registered without an `access` rule stops the start.
 */
export function registerAccessGuard(app: FastifyInstance, auth: Authenticator, apiKeys?: ApiKeyAuthenticator): AccessGuard {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('apiKey', null);
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

  /** A caller who sent a key or a token: looked up in the database. */
  async function identify(request: FastifyRequest, key: string | null, token: string | null): Promise<void> {
    if (key !== null) {
      // A key is never a session: unknown or revoked answers 401 at once, whatever the route.
      const found = await apiKeys!.authenticate(key);
      if (!found) throw new AppError(401, 'API_KEY_INVALID');
      request.user = found.user;
      request.apiKey = found.key;
      if (!request.headers['accept-language']) request.lang = normalizeLanguage(found.user.language) ?? 'en';
      return;
    }
    const user = await auth.authenticate(token!);
    if (!user) return;
    request.user = user;
    request.sessionToken = token;
    if (!request.headers['accept-language']) request.lang = normalizeLanguage(user.language) ?? 'en';
  }

  return {
    // An anonymous request (no key, no token) goes on at once, without a promise's turn.
    arrived(request, done) {
      request.lang = languageFromHeader(request.headers['accept-language']);
      const key = apiKeys && request.url.startsWith('/api/') ? apiKeyOf(request) : null;
      const token = key === null ? tokenOf(request) : null;
      if (key === null && !token) {
        done();
        return;
      }
      identify(request, key, token).then(
        () => {
          done();
        },
        (err: unknown) => {
          done(err as Error);
        },
      );
    },
    refusal(request) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there, but a path no route answers (404) has no route config
      const access = request.routeOptions.config?.access;
      const refusal = request.apiKey ? apiKeyRefusal(request, request.apiKey, access) : null;
      if (refusal) return refusal;
      if (access === undefined || access === 'public') return null;
      if (!request.user) return new AppError(401, 'LOGIN_REQUIRED');
      if (!allows(access, request.user.roles)) return new AppError(403, 'FORBIDDEN');
      return null;
    },
  };
}
