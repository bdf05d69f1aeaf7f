import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { testWebDist } from '../../test/web-dist.ts';

let t: TestApp;
useTestApp((app) => (t = app), { webDist: testWebDist() });

describe('health, readiness and documentation', () => {
  it('health answers ok and names the database up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document generated from the route schemas, and Swagger UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user-details', '/api/registration/{key}']));
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it("sends an API answer's security headers and answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
    // JSON is no document: OWASP's set for API answers (docs/decisions/0052).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("sends a page's security headers with a page", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manage/drives' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    // Map tiles (working area, dispatch board, tracking page) come from the tile server, nothing else from outside.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('live and ready answer ok for a load balancer', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up', queue: 'up' });
  });

  it('ready answers 503 naming the job queue once it has stopped; live still answers', async () => {
    await t.app.jobs.stop();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'cs' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      database: 'up',
      queue: 'down',
      code: 'SERVICE_UNAVAILABLE',
      message: 'Služba teď není dostupná, zkuste to prosím později',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('ready and health answer 503 once the database stops answering; health names it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe('5');
    expect(health.json()).toEqual({ status: 'degraded', database: 'down' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down', code: 'SERVICE_UNAVAILABLE' });
    // The process itself is alive: restarting it would not bring the database back.
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    t.database.close = () => Promise.resolve();
  });
});
