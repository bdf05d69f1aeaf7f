import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { PRERENDER_MANIFEST } from '@vozka/domain';
import { registerWeb } from './web.ts';
import { registerErrorHandler } from './errors.ts';

let app: FastifyInstance;

/** The web app of a build in `webDist`, with the app's error handling. */
async function serve(webDist: string): Promise<FastifyInstance> {
  const server = Fastify();
  server.decorateRequest('lang', 'en');
  registerErrorHandler(server);
  await registerWeb(server, webDist);
  await server.ready();
  return server;
}
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vozka</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync('console.log(1)'));
  app = await serve(dist);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('answers client routes (GET and HEAD) with index.html, never cached', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/manage/drives?freeRide=1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/auth/login' })).body).toContain('<title>Vozka</title>');
  });

  it('serves the web app at the site root and at directory paths, never a JSON error', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      for (const url of ['/', '/?lang=cs', '/assets/', '/assets', '/no/such/page', '/apis']) {
        const res = await app.inject({ method, url });
        expect([method, url, res.statusCode, res.headers['content-type']]).toEqual([method, url, 200, 'text/html; charset=utf-8']);
      }
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<title>Vozka</title>');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves an asset written after the start (one wildcard route for the assets, not a route per file)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-5678.css'), 'body{}');
    const res = await app.inject({ method: 'GET', url: '/assets/late-5678.css' });
    expect([res.statusCode, res.body, res.headers['cache-control']]).toEqual([200, 'body{}', 'public, max-age=31536000, immutable']);
    const missing = await app.inject({ method: 'GET', url: '/assets/none-0000.js' });
    expect([missing.statusCode, missing.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('serves index.html itself never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/index.html' });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('sends the precompressed copy the browser accepts, and the plain file to one that accepts none', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect([br.statusCode, br.headers['content-encoding'], br.headers['content-type']]).toEqual([
      200,
      'br',
      'application/javascript; charset=utf-8',
    ]);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/assets/app-1234.js', headers: { 'accept-encoding': 'identity' } });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log(1)']);
  });

  it('keeps unknown API paths and non-GET requests as JSON 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/api' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'GET', url: '/api?x=1' })).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/manage/drives' })).statusCode).toBe(404);
  });
});

describe('build-time pages (apps/web/vite-prerender.ts)', () => {
  const built = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-web-prerendered-'));
  let web: FastifyInstance;
  const page = (language: string) => `<html lang="${language}"><div id="root"><div data-prerendered="${language}">login</div></div>`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(built, 'prerendered'));
    fs.writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Vozka</title>');
    for (const language of ['cs', 'en']) {
      const file = path.join(built, 'prerendered', `login.${language}.html`);
      fs.writeFileSync(file, page(language));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(page(language)));
    }
    const files = { cs: 'prerendered/login.cs.html', en: 'prerendered/login.en.html' };
    fs.writeFileSync(path.join(built, PRERENDER_MANIFEST), JSON.stringify([{ path: '^/auth/login/?$', files }]));
    web = await serve(built);
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(built, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

  it("sends a page's HTML in the language of the visitor's cookie, else of the browser's first language", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cookie: 'vozka_language=cs', 'accept-language': 'en-US' }, 'cs'],
      [{ cookie: 'vozka_language=en', 'accept-language': 'cs-CZ' }, 'en'],
      [{ 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' }, 'cs'],
      [{ 'accept-language': 'cs' }, 'cs'],
      // The app decides by the browser's first language only (spec §9): a German browser gets English.
      [{ 'accept-language': 'de-DE,cs;q=0.9' }, 'en'],
      [{ cookie: 'vozka_language=xx' }, 'en'],
      [{}, 'en'],
    ];
    for (const [headers, language] of cases) {
      const res = await get('/auth/login', headers);
      expect([headers, res.statusCode, res.body]).toEqual([headers, 200, page(language)]);
      expect([res.headers['content-type'], res.headers['cache-control']]).toEqual(['text/html; charset=utf-8', 'no-cache']);
      expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie');
    }
  });

  it("sends the compressed copy the browser accepts, on the page's addresses only", async () => {
    const br = await get('/auth/login/?next=1', { 'accept-encoding': 'gzip, br', 'accept-language': 'cs' });
    expect([br.headers['content-encoding'], zlib.brotliDecompressSync(br.rawPayload).toString()]).toEqual(['br', page('cs')]);
    // No gzip copy was written: a browser that takes only gzip gets the plain file.
    const gz = await get('/auth/login', { 'accept-encoding': 'gzip' });
    expect([gz.headers['content-encoding'], gz.body]).toEqual([undefined, page('en')]);
    for (const url of ['/auth/register', '/auth/login/x', '/']) expect((await get(url)).body).toBe('<!doctype html><title>Vozka</title>');
    // The files themselves are no addresses of the site.
    expect((await get('/prerendered/login.cs.html')).body).toBe('<!doctype html><title>Vozka</title>');
  });
});
