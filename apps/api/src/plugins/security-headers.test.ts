import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

/** The headers of a Fastify answer that are not the security headers. */
const OWN = new Set(['content-type', 'content-length', 'date', 'connection']);

/** The security headers of a page (`/`), as `register` sends them. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>Vozka</title>'));
  const res = await app.inject('/');
  await app.close();
  return securityOf(res.headers);
}

/** The headers of an answer without its own (`OWN`): its security headers. */
function securityOf<T>(headers: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN.has(name)));
}

/** The security headers the portal sends on a page with `options`. */
function pageHeaders(options: SecurityHeaderOptions) {
  return headersOf((app) => {
    registerSecurityHeaders(app, options);
    return Promise.resolve();
  });
}

const OPTIONS: SecurityHeaderOptions = { https: false, stripe: false, mapTiles: 'https://tile.openstreetmap.org' };

/** An app with the security headers and `routes`. */
async function appWith(routes: (app: FastifyInstance) => void, options = OPTIONS): Promise<FastifyInstance> {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  routes(app);
  await app.ready();
  return app;
}

/** What a JSON answer carries (OWASP's REST Security Cheat Sheet, docs/decisions/0052). */
const DATA = {
  'content-security-policy': "frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

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
      it(`are Helmet's on a page, byte for byte (https ${String(https)}, Stripe ${String(stripe)})`, async () => {
        const options = { https, stripe, mapTiles: 'https://*.tile.example.cz' };
        const ours = await pageHeaders(options);
        const helmets = await headersOf(async (app) => {
          await app.register(helmet, helmetOptions(options));
        });
        expect(ours).toEqual(helmets);
        expect(Object.keys(ours)).toEqual(Object.keys(helmets));
      });
    }
  }

  it('leave a header a route sets itself to the route', async () => {
    const app = await appWith((a) => {
      a.get('/file', (_request, reply) => reply.header('content-security-policy', "default-src 'none'; sandbox").send('x'));
      a.get('/prices', (_request, reply) => reply.header('cache-control', 'public, max-age=300').send({ price: 1 }));
    });
    const file = await app.inject('/file');
    const prices = await app.inject('/prices');
    await app.close();
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(prices.headers['cache-control']).toBe('public, max-age=300');
    expect(prices.headers['x-frame-options']).toBe('DENY');
  });

  for (const https of [false, true]) {
    it(`give a JSON answer, errors too, the lean set of API answers and no more (https ${String(https)})`, async () => {
      const app = await appWith(
        (a) => {
          a.get('/data', () => ({ hello: 'world' }));
          a.get('/fails', () => {
            throw new Error('no');
          });
        },
        { ...OPTIONS, https },
      );
      const hsts = https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
      for (const [url, status] of [
        ['/data', 200],
        ['/fails', 500],
        ['/no-such-path', 404],
      ] as const) {
        const res = await app.inject(url);
        expect([url, res.statusCode, res.headers['content-type']]).toEqual([url, status, 'application/json; charset=utf-8']);
        const security = securityOf(res.headers);
        expect(security).toEqual({ ...DATA, ...hsts, 'cache-control': 'no-store' });
      }
      await app.close();
    });
  }

  it('give an answer of a JSON-based type (problem+json) the lean set too, and not a type that only mentions json', async () => {
    const page = await pageHeaders(OPTIONS);
    const app = await appWith((a) => {
      a.get('/problem', (_request, reply) => reply.status(409).type('application/problem+json').send('{"title":"taken"}'));
      a.get('/not-json', (_request, reply) => reply.type('application/jsonl').send('{}'));
    });
    const problem = await app.inject('/problem');
    const security = securityOf(problem.headers);
    expect(security).toEqual({ ...DATA, 'cache-control': 'no-store' });
    const lines = await app.inject('/not-json');
    expect(securityOf(lines.headers)).toEqual(page);
    await app.close();
  });

  it('give an answer that is not JSON (a file, a text, an empty answer) the whole set of a document', async () => {
    const page = await pageHeaders(OPTIONS);
    const app = await appWith((a) => {
      a.get('/pdf', (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-')));
      a.get('/text', (_request, reply) => reply.type('text/plain; charset=utf-8').send('token'));
      a.delete('/thing', (_request, reply) => reply.status(204).send());
    });
    for (const [method, url] of [
      ['GET', '/pdf'],
      ['GET', '/text'],
      ['DELETE', '/thing'],
    ] as const) {
      const res = await app.inject({ method, url });
      const security = securityOf(res.headers);
      expect([url, security]).toEqual([url, page]);
      expect(Object.keys(security)).toEqual(Object.keys(page));
    }
    await app.close();
  });

  it('give a hijacked answer (an event stream) the set of API answers when the request arrives', async () => {
    const app = await appWith((a) => {
      a.get('/events', (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
        reply.raw.end('retry: 1000\n\n');
      });
    });
    const res = await app.inject('/events');
    await app.close();
    const security = securityOf(res.headers);
    expect(security).toEqual({ ...DATA, 'cache-control': 'no-store', 'transfer-encoding': 'chunked' });
  });
});
