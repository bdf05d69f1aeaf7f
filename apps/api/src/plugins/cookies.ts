import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse, serialize, type SerializeOptions } from 'cookie';

/**
 * The portal's cookies — the session and the web app's language — read and written where they are used,
 * not by a hook on every request (@fastify/cookie's parsed every request's header and ran an onSend hook on
 * every answer: two of the API's per-request steps, issue 18 §2).
 */

/** A cookie of the request by name; undefined without one. The header is parsed only when asked. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[name] : undefined;
}

/** Sets a cookie on the answer (SameSite=Lax unless said), beside any other it sets. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: SerializeOptions): void {
  // Fastify adds each `set-cookie` to the ones set before.
  reply.header('set-cookie', serialize(name, value, { sameSite: 'lax', ...options }));
}

/** Ends a cookie in the browser: empty, expired, on the same path. */
export function clearCookie(reply: FastifyReply, name: string, options: { path: string }): void {
  setCookie(reply, name, '', { ...options, expires: new Date(0), maxAge: 0 });
}
