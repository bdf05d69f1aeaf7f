import { describe, expect, it } from 'vitest';
import { buildUser, login, useTestApp, type TestApp } from '../test/test-app.ts';
import { counters } from '../shared/counters.ts';

const TOKEN = 'metrics-token-of-the-test';

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  useTestApp((app) => (t = app), { metricsToken: TOKEN });

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a missing or wrong token with 401, in the caller language', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'METRICS_TOKEN_INVALID', message: 'The metrics token is missing or wrong.' });
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x`, 'accept-language': 'cs' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'METRICS_TOKEN_INVALID', message: 'Token pro metriky chybí nebo není správný.' });
    expect((await scrape(TOKEN)).statusCode).toBe(401);
  });

  it('answers the Prometheus text with every family', async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    const families = [
      'vozka_http_requests_total counter',
      'vozka_http_request_duration_seconds histogram',
      'vozka_sse_streams_open gauge',
      'vozka_jobs gauge',
      'vozka_job_failures_total counter',
      'vozka_gps_fixes_total counter',
      'process_cpu_seconds_total counter',
      'nodejs_eventloop_lag_seconds gauge',
    ];
    if (t.database.kind === 'postgres') families.push('vozka_db_pool_connections gauge');
    for (const family of families) expect(res.body).toContain(`# TYPE ${family}`);
    expect(res.body).toMatch(/^vozka_sse_streams_open\{kind="user"\} 0$/m);
    if (t.database.kind === 'postgres') expect(res.body).toMatch(/^vozka_db_pool_connections\{state="max"\} \d+$/m);
  });

  it('counts a request by its route pattern, not its URL', async () => {
    const secret = 'a-registration-key-in-the-path';
    expect((await t.app.inject({ method: 'GET', url: `/api/registration/${secret}` })).statusCode).toBe(410);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(
      /^vozka_http_request_duration_seconds_count\{method="GET",route="\/api\/registration\/:key",status="410"\} [1-9]\d*$/m,
    );
    expect(text).toMatch(/^vozka_http_requests_total\{method="GET",route="\/api\/registration\/:key",status="410"\} [1-9]\d*$/m);
    expect(text).not.toContain(secret);
  });

  it('counts the GPS fixes drivers post', async () => {
    const fixes = async () => Number(/^vozka_gps_fixes_total (\d+)$/m.exec((await scrape(`Bearer ${TOKEN}`)).body)?.[1]);
    const before = await fixes();
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const token = await login(t.app, driver.email!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drivers/me/position',
      headers: { authorization: `Bearer ${token}` },
      payload: { latitude: 50.08, longitude: 14.42, heading: 90, speed: 30 },
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await fixes()).toBe(before + 1);
  });

  it('counts failed job runs by queue, as the queue counts them', async () => {
    const failures = async (queue: string) =>
      Number(
        new RegExp(`^vozka_job_failures_total\\{queue="${queue}"\\} (\\d+)$`, 'm').exec((await scrape(`Bearer ${TOKEN}`)).body)?.[1] ?? 0,
      );
    const before = await failures('metrics-test-queue');
    counters.jobFailures.inc('metrics-test-queue');
    counters.jobFailures.inc('metrics-test-queue');
    counters.jobFailures.inc('another-queue');
    expect(await failures('metrics-test-queue')).toBe(before + 2);
    expect(await failures('another-queue')).toBeGreaterThanOrEqual(1);
  });

  it('shows the queue by queue and state, jobs due later apart', async () => {
    // Workers are on: a job due now may already be running; one due in an hour waits as scheduled.
    await t.app.jobs.send(t.database.db, 'deliver', { deliveryId: -1 }, { startAfter: 3600 });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^vozka_jobs\{queue="deliver",state="scheduled"\} [1-9]\d*$/m);
    expect(text).not.toMatch(/^vozka_jobs\{queue="deliver",state="created"\}/m);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  useTestApp((app) => (t = app));

  it('is off: 404 whatever the caller sends', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
  });
});
