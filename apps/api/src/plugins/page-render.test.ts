import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { PAGE_DATA_ELEMENT, PRERENDER_MANIFEST, SHELL_MARK, SSR_RENDERER } from '@vozka/domain';
import rateLimit from '@fastify/rate-limit';
import { registerWeb } from './web.ts';
import { registerErrorHandler } from './errors.ts';

/**
 * Pages rendered with the API's answer per request (decision 0050): a build of the web in a temporary folder
 * with the contract's shells and a renderer of its own (the real one is the web build's, which e2e runs), and
 * an API route that answers as the contract's does, limited per visitor's address.
 */
const built = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-web-rendered-'));
const frame = (language: string) =>
  `<html lang="${language}"><body><div id="root"><div data-prerendered="${language}">frame</div></div></body></html>`;
const shell = (language: string) =>
  `<html lang="${language}"><body><div id="root"><div data-prerendered="${language}">${SHELL_MARK}</div></div></body></html>`;
/** The renderer: the answer's name (escaped as Preact does) in the page, and its seeds; `throw` fails. */
const RENDERER = `
globalThis.vozkaRendererLoads = (globalThis.vozkaRendererLoads ?? 0) + 1;
globalThis.vozkaRenders = 0;
exports.renderPage = async (pathname, language, answer) => {
  globalThis.vozkaRenders += 1;
  if (answer.name === 'throw') throw new Error('render failed');
  return { html: '<h1>' + language + ' ' + pathname + ' ' + answer.name.replace(/</g, '&lt;') + '</h1>', seeds: [[['ride-overview', answer.name], answer]] };
};
`;

let web: FastifyInstance;
const LIMIT = 3;
/** The contract `versioned`'s answer changes with this (a ride changed). */
let version = 1;
const renders = () => (globalThis as { vozkaRenders?: number }).vozkaRenders ?? 0;

beforeAll(async () => {
  fs.mkdirSync(path.join(built, 'prerendered'));
  fs.mkdirSync(path.dirname(path.join(built, SSR_RENDERER)));
  fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Vozka</title>');
  fs.writeFileSync(path.join(built, SSR_RENDERER), RENDERER);
  for (const language of ['cs', 'en']) {
    fs.writeFileSync(path.join(built, 'prerendered', `contract.${language}.html`), frame(language));
    fs.writeFileSync(path.join(built, 'prerendered', `contract.${language}.shell.html`), shell(language));
  }
  const pair = (name: string) => ({ cs: `prerendered/contract.cs.${name}`, en: `prerendered/contract.en.${name}` });
  fs.writeFileSync(
    path.join(built, PRERENDER_MANIFEST),
    JSON.stringify([{ path: '^/my-drive/([^/]+)/?$', files: pair('html'), data: '/api/orders/$1/overview', shells: pair('shell.html') }]),
  );
  web = Fastify();
  web.decorateRequest('lang', 'en');
  await web.register(rateLimit, { global: false });
  registerErrorHandler(web);
  // As the contract's route: public, limited per address, 404 for an unknown link.
  web.get<{ Params: { secret: string }; Querystring: { lang?: string } }>(
    '/api/orders/:secret/overview',
    { config: { rateLimit: { max: LIMIT, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (request.params.secret.startsWith('unknown')) return reply.status(404).send({ code: 'NO_DRIVE_DATA' });
      if (request.params.secret === 'versioned') return { name: 'versioned', version };
      return { name: request.params.secret, lang: request.query.lang, ip: request.ip };
    },
  );
  await registerWeb(web, built);
  await web.ready();
});
afterAll(async () => {
  await web.close();
  fs.rmSync(built, { recursive: true, force: true });
});

let address = 0;
/** A visitor of their own (each gets the whole limit), or the one given. */
const visit = (url: string, headers: Record<string, string> = {}, remoteAddress = `10.0.0.${(address += 1)}`) =>
  web.inject({ method: 'GET', url, headers, remoteAddress });

const seedsOf = (body: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT}">(.*)</script>`).exec(body)![1]!) as unknown;

describe('pages rendered with their answer (decision 0050)', () => {
  it('does not load the renderer at start', () => {
    expect((globalThis as { vozkaRendererLoads?: number }).vozkaRendererLoads).toBeUndefined();
  });

  it("renders the page with the API's answer in the visitor's language, the answer beside it for the app", async () => {
    for (const [headers, language] of [
      [{ 'accept-language': 'cs-CZ' }, 'cs'],
      [{ cookie: 'vozka_language=en', 'accept-language': 'cs-CZ' }, 'en'],
    ] as const) {
      const res = await visit('/my-drive/abc123', headers, '10.1.1.1');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<div data-prerendered="${language}"><h1>${language} /my-drive/abc123 abc123</h1></div>`);
      // The answer was asked for in the page's language, from the visitor's address.
      expect(seedsOf(res.body)).toEqual([[['ride-overview', 'abc123'], { name: 'abc123', lang: language, ip: '10.1.1.1' }]]);
      expect(res.body.indexOf(PAGE_DATA_ELEMENT)).toBeGreaterThan(res.body.indexOf('</div></div>'));
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect([res.headers['cache-control'], res.headers['x-robots-tag']]).toEqual(['private, no-store', 'noindex']);
    }
  });

  it('keeps an answer’s text from closing the script or the page: < is escaped in both', async () => {
    const res = await visit(`/my-drive/${encodeURIComponent('a</script><b>')}`);
    expect(res.body).toContain('<h1>en /my-drive/a%3C%2Fscript%3E%3Cb%3E a&lt;/script>&lt;b></h1>');
    expect(res.body).not.toContain('a</script><b>');
    expect(res.body).toContain('\\u003c/script>\\u003cb>');
    expect(seedsOf(res.body)).toEqual([[['ride-overview', 'a</script><b>'], expect.objectContaining({ name: 'a</script><b>' })]]);
  });

  it('compresses the page for a browser that accepts it', async () => {
    const br = await visit('/my-drive/abc', { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], zlib.brotliDecompressSync(br.rawPayload).toString()]).toEqual([
      'br',
      expect.stringContaining('<h1>en /my-drive/abc abc</h1>'),
    ]);
    const gz = await visit('/my-drive/abc', { 'accept-encoding': 'gzip' });
    expect([gz.headers['content-encoding'], zlib.gunzipSync(gz.rawPayload).toString()]).toEqual([
      'gzip',
      expect.stringContaining('abc</h1>'),
    ]);
  });

  it("sends the build's frame when there is no answer: an unknown link, a failed render, HEAD", async () => {
    for (const url of ['/my-drive/unknown-1', '/my-drive/throw']) {
      const res = await visit(url);
      expect([url, res.statusCode, res.body, res.headers['cache-control']]).toEqual([url, 200, frame('en'), 'no-cache']);
    }
    const head = await web.inject({ method: 'HEAD', url: '/my-drive/abc' });
    expect([head.statusCode, head.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it("counts each page in the visitor's limit of the API's calls: over it, the frame, which asks nothing more of the data", async () => {
    const bodies: string[] = [];
    for (let i = 0; i <= LIMIT; i += 1) bodies.push((await visit('/my-drive/limited', {}, '10.2.2.2')).body);
    expect(bodies.slice(0, LIMIT).every((body) => body.includes('<h1>en /my-drive/limited limited</h1>'))).toBe(true);
    expect(bodies[LIMIT]).toBe(frame('en'));
    // Another visitor is not held by it.
    expect((await visit('/my-drive/limited', {}, '10.2.2.3')).body).toContain('limited</h1>');
  });

  it('loads the renderer once, at the first page that needs it', async () => {
    await visit('/my-drive/once');
    await visit('/my-drive/twice');
    expect((globalThis as { vozkaRendererLoads?: number }).vozkaRendererLoads).toBe(1);
  });

  it('renders a page again only when its answer or its language changed', async () => {
    const before = renders();
    const first = await visit('/my-drive/versioned');
    expect((await visit('/my-drive/versioned')).body).toBe(first.body);
    expect(renders() - before).toBe(1);
    version += 1;
    const changed = await visit('/my-drive/versioned');
    expect(seedsOf(changed.body)).toEqual([[['ride-overview', 'versioned'], { name: 'versioned', version: 2 }]]);
    expect((await visit('/my-drive/versioned', { 'accept-language': 'cs' })).body).toContain('<h1>cs /my-drive/versioned');
    expect(renders() - before).toBe(3);
  });
});

describe('a build without the renderer', () => {
  it("sends the build's frame", async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-web-unrendered-'));
    fs.cpSync(built, bare, { recursive: true });
    fs.rmSync(path.join(bare, 'ssr'), { recursive: true });
    const server = Fastify();
    server.decorateRequest('lang', 'en');
    server.get('/api/orders/:secret/overview', () => ({ name: 'x' }));
    await registerWeb(server, bare);
    const res = await server.inject({ method: 'GET', url: '/my-drive/abc' });
    expect([res.statusCode, res.body]).toEqual([200, frame('en')]);
    await server.close();
    fs.rmSync(bare, { recursive: true, force: true });
  });
});
