import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

/** The headers of a Fastify answer that are not the security headers. */
const OWN = new Set(['content-type', 'content-length', 'date', 'connection']);

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/', () => ({}));
  const res = await app.inject('/');
  await app.close();
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN.has(name)));
}

/** The options the portal gave @fastify/helmet before its headers were computed once (decision 0036). */
function helmetOptions(o: SecurityHeaderOptions) {
  const stripe = (source: string) => (o.stripe ? [source] : []);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe('https://js.stripe.com')],
        frameSrc: ["'self'", ...stripe('https://js.stripe.com')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', o.mapTiles],
        connectSrc: ["'self'", ...stripe('https://api.stripe.com')],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: o.https ? [] : null,
      },
    },
    hsts: o.https,
    crossOriginEmbedderPolicy: false,
  };
}

describe('security headers', () => {
  for (const https of [false, true]) {
    for (const stripe of [false, true]) {
      it(`are Helmet's, byte for byte (https ${String(https)}, Stripe ${String(stripe)})`, async () => {
        const options = { https, stripe, mapTiles: 'https://*.tile.example.cz' };
        const ours = await headersOf((app) => {
          registerSecurityHeaders(app, options);
          return Promise.resolve();
        });
        const helmets = await headersOf(async (app) => {
          await app.register(helmet, helmetOptions(options));
        });
        expect(ours).toEqual(helmets);
        expect(Object.keys(ours)).toEqual(Object.keys(helmets));
      });
    }
  }

  it('leave a header a route sets itself to the route', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { https: false, stripe: false, mapTiles: 'https://tile.openstreetmap.org' });
    app.get('/file', (_request, reply) => reply.header('content-security-policy', "default-src 'none'; sandbox").send('x'));
    const res = await app.inject('/file');
    await app.close();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
