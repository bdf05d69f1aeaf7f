import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';
import { buildUser, startTestApp, TEST_PASSWORD } from '../../test/test-app.ts';

describe('LoginThrottle', () => {
  it('blocks a key after max failures until its window ends', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perIp: { max: 10, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter('1.1.1.1', 'a@x')).toBe(0);
      throttle.fail('1.1.1.1', 'a@x');
    }
    expect(throttle.retryAfter('2.2.2.2', 'a@x')).toBe(60); // the account is blocked from any IP
    expect(throttle.retryAfter('1.1.1.1', 'b@x')).toBe(0); // the IP may still try other accounts
    now = 30_000;
    expect(throttle.retryAfter('1.1.1.1', 'a@x')).toBe(30);
    now = 60_000;
    expect(throttle.retryAfter('1.1.1.1', 'a@x')).toBe(0);
  });

  it('blocks an IP that tries many accounts', () => {
    const throttle = new LoginThrottle({ perIp: { max: 3, windowMs: 1000 }, perAccount: { max: 100, windowMs: 1000 } }, () => 0);
    for (const a of ['a', 'b', 'c']) throttle.fail('9.9.9.9', a);
    expect(throttle.retryAfter('9.9.9.9', 'd')).toBe(1);
    expect(throttle.retryAfter('8.8.8.8', 'd')).toBe(0);
  });
});

describe('throttled sign-in over HTTP', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({
      throttle: new LoginThrottle({ perIp: { max: 100, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 with Retry-After after repeated failures, even for the right password', async () => {
    const user = await buildUser(t.database);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: 'bad-password' } });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(blocked.json().message).toMatch(/Try again in \d+ seconds/);
  });
});
