import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';

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

/** Every security header of a document (an HTML page, a file, anything not JSON): computed once, at start. */
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
    ...hsts(o),
    ['x-content-type-options', 'nosniff'],
    ['x-dns-prefetch-control', 'off'],
    ['x-download-options', 'noopen'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-xss-protection', '0'],
  ];
}

function hsts(o: SecurityHeaderOptions): [string, string][] {
  return o.https ? [['strict-transport-security', 'max-age=31536000; includeSubDomains']] : [];
}

/**
 * The headers of data — JSON answers and event streams — which no browser renders as a page: OWASP's REST
 * Security Cheat Sheet ("Security Headers") for API answers (docs/decisions/0052), and
 * Cross-Origin-Resource-Policy, which guards a resource another site loads (not a page's own). The rest of
 * the document set (the page's sources, the opener and referrer policies) applies to documents only.
 * `cache-control` is a JSON answer's alone (an event stream sends its own); the rest every answer gets when
 * it arrives.
 */
function dataHeaders(o: SecurityHeaderOptions): [string, string][] {
  return [
    ['content-security-policy', "frame-ancestors 'none'"],
    ['cross-origin-resource-policy', 'same-origin'],
    ...hsts(o),
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
  ];
}

/** The `cache-control` of a JSON answer that sets none itself. */
const JSON_CACHE_CONTROL = 'no-store';

/** The two steps of the security headers: when a request arrives, and when its answer is known. */
export interface SecurityHeaderSetter {
  /** Sets the data set on the raw response: every answer, a hijacked event stream too, carries it. */
  arrived(raw: ServerResponse): void;
  /** Completes the set by the answer's type (an `onSend` hook): JSON keeps the data set, all else gets the document set. */
  sending(reply: FastifyReply): void;
}

/**
 * Sends the security headers on every answer — API, web app, files and event streams alike: the data set on
 * JSON answers and event streams, the document set on everything else. They are set on the raw response, as
 * Helmet did, so a route may still replace one (a file's own Content-Security-Policy). Helmet built its
 * middleware anew for every request (about 40 µs); these headers are strings made once.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const set = securityHeaderSetter(options);
  app.addHook('onRequest', (_request, reply, done) => {
    set.arrived(reply.raw);
    done();
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    set.sending(reply);
    done();
  });
}

/** A JSON answer's media type: `application/json`, or a JSON-based one such as `application/problem+json`. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** The two steps of the headers (app.ts calls `arrived` from its one first onRequest hook). */
export function securityHeaderSetter(options: SecurityHeaderOptions): SecurityHeaderSetter {
  const data = dataHeaders(options);
  const document = securityHeaders(options);
  return {
    arrived(raw) {
      for (const [name, value] of data) raw.setHeader(name, value);
    },
    sending(reply) {
      const raw = reply.raw;
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && JSON_TYPE.test(type)) {
        // A route's own `cache-control` (reply.header) still wins: Fastify writes the reply's headers last.
        raw.setHeader('cache-control', JSON_CACHE_CONTROL);
        return;
      }
      // Taken off first, so the document set goes out in its own order, as Helmet's did.
      for (const [name] of data) raw.removeHeader(name);
      for (const [name, value] of document) raw.setHeader(name, value);
    },
  };
}
