import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What the security headers depend on: all of it is known at start. */
export interface SecurityHeaderOptions {
  /** An https deployment: Strict-Transport-Security and upgrade-insecure-requests. */
  https: boolean;
  /** Stripe is the payment provider: Stripe.js, its Payment Element and its API are allowed. */
  stripe: boolean;
  /** Where map tiles come from (plugins/map-tiles.ts). */
  mapTiles: string;
}

/**
 * The Content-Security-Policy directives, in the order they are sent. The same policy and the same
 * text as Helmet's defaults with the portal's own directives (plugins/security-headers.test.ts compares
 * them with @fastify/helmet's answer).
 */
function policy(o: SecurityHeaderOptions): [string, string[]][] {
  const stripe = (source: string) => (o.stripe ? [source] : []);
  return [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:', o.mapTiles]],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...stripe('https://js.stripe.com')]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Only an https deployment may tell browsers to upgrade; on http://localhost it would break the app.
    ...(o.https ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
    ['frame-src', ["'self'", ...stripe('https://js.stripe.com')]],
    ['connect-src', ["'self'", ...stripe('https://api.stripe.com')]],
  ];
}

/** Every security header of every answer, as [name, value]: computed once, at start. */
export function securityHeaders(o: SecurityHeaderOptions): [string, string][] {
  const csp = policy(o)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
  return [
    ['content-security-policy', csp],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['origin-agent-cluster', '?1'],
    ['referrer-policy', 'no-referrer'],
    ...(o.https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]] : []),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

/**
 * Sends the security headers on every answer — API, web app, files and event streams alike. They are
 * set on the raw response when the request arrives, as Helmet did, so a route may still replace one
 * (a file's own Content-Security-Policy) and a hijacked event stream carries them too. Helmet built its
 * middleware anew for every request (about 40 µs); these headers are strings made once.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const set = securityHeaderSetter(options);
  app.addHook('onRequest', (_request, reply, done) => {
    set(reply.raw);
    done();
  });
}

/** Sets the security headers on a raw response (app.ts calls it from its one first onRequest hook). */
export function securityHeaderSetter(options: SecurityHeaderOptions): (raw: ServerResponse) => void {
  const headers = securityHeaders(options);
  return (raw) => {
    for (const [name, value] of headers) raw.setHeader(name, value);
  };
}
