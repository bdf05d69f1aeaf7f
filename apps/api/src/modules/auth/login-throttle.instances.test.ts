import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { startSecondInstance } from '../events/test-support.ts';

/**
 * Two API instances on one database (PostgreSQL: two pools; PGlite: the one embedded database): the
 * rate limits and the sign-in throttle count in `throttle_windows`, so tries on A and on B spend one
 * budget (docs/decisions/0037).
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof startSecondInstance>>;

beforeAll(async () => {
  a = await startTestApp();
  b = await startSecondInstance(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const ATTACKER_IP = '203.0.113.66';
const OWNER_IP = '198.51.100.7';
const on = (instance: 'A' | 'B') => (instance === 'A' ? a.app : b.app);

function signIn(instance: 'A' | 'B', email: string, password: string, remoteAddress: string) {
  return on(instance).inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

describe('one budget across instances', () => {
  it('sign-in failures on A count on B: the pair waits on both, the owner elsewhere signs in', async () => {
    const user = await buildUser(a.database);
    for (const instance of ['A', 'B', 'A', 'B', 'A'] as const) {
      expect((await signIn(instance, user.email!, 'bad-password', ATTACKER_IP)).statusCode).toBe(401);
    }
    for (const instance of ['A', 'B'] as const) {
      const blocked = await signIn(instance, user.email!, TEST_PASSWORD, ATTACKER_IP);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('900');
      expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 900 seconds.' });
    }
    expect((await signIn('B', user.email!, TEST_PASSWORD, OWNER_IP)).statusCode).toBe(200);
  });

  it('a route rate limit counts requests on A and B together, and its window ends on the shared clock', async () => {
    const reset = (instance: 'A' | 'B', i: number) =>
      on(instance).inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { email: `spray-${i}@example.test` },
        remoteAddress: '192.0.2.150',
      });
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await reset(i % 2 === 0 ? 'A' : 'B', i)).statusCode);
    expect(answers).toEqual(Array<number>(10).fill(200));
    for (const instance of ['A', 'B'] as const) {
      const limited = await reset(instance, 99);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('900');
      expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    }
    a.clock.advance(15 * 60_000);
    expect((await reset('B', 100)).statusCode).toBe(200);
  });
});
