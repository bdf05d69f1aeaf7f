import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerWeb } from './web.ts';
import { registerErrorHandler } from './errors.ts';

let app: FastifyInstance;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vozka</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), zlib.gzipSync('console.log(1)'));
  app = Fastify();
  app.decorateRequest('lang', 'en');
  registerErrorHandler(app);
  await registerWeb(app, dist);
  await app.ready();
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
