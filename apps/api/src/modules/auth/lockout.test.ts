import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';
import { buildUser, TEST_PASSWORD, useTestApp, type TestApp } from '../../test/test-app.ts';

/** Sign-in and reset throttling over HTTP (docs/decisions/0014): a stranger cannot lock an owner out. */
let t: TestApp;
// A clock that stands still: no window ends while the test runs.
useTestApp((app) => (t = app), { throttle: new LoginThrottle({}, () => 5_000_000) });

const OWNER_IP = '198.51.100.7';
const ATTACKER_IP = '203.0.113.66';

function signIn(email: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

describe('sign-in throttling', () => {
  it('an address hammering an account is held back, while the owner signs in from its own address', async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) answers.push((await signIn(driver.email!, `guess-${i}`, ATTACKER_IP)).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));

    const owner = await signIn(driver.email!, TEST_PASSWORD, OWNER_IP);
    expect(owner.statusCode).toBe(200);
  });

  it('the same (account, address) pair stays blocked, even with the right password', async () => {
    const user = await buildUser(t.database);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email!, 'bad-password', ATTACKER_IP)).statusCode).toBe(401);
    const blocked = await signIn(user.email!, TEST_PASSWORD, ATTACKER_IP);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    expect(blocked.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts. Try again in 900 seconds.' });
  });

  it('an attack from many addresses slows new addresses down, but not the address the owner signed in from', async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    expect((await signIn(driver.email!, TEST_PASSWORD, OWNER_IP)).statusCode).toBe(200);
    // 20 failures from 4 addresses: each address reaches its pair limit, the account its backoff.
    for (let a = 0; a < 4; a++) {
      for (let i = 0; i < 5; i++) expect((await signIn(driver.email!, 'guess', `192.0.2.${a + 10}`)).statusCode).toBe(401);
    }
    const newAddress = await signIn(driver.email!, TEST_PASSWORD, '192.0.2.200');
    expect(newAddress.statusCode).toBe(429);
    expect(newAddress.headers['retry-after']).toBe('1');
    expect((await signIn(driver.email!, TEST_PASSWORD, OWNER_IP)).statusCode).toBe(200);
  });
});

describe('password reset limits', () => {
  const reset = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { email }, remoteAddress });

  it('limits one e-mail to 3 requests an hour from any address, alike for an e-mail without an account', async () => {
    const user = await buildUser(t.database);
    for (const email of [user.email!, 'nobody-here@example.test']) {
      for (let i = 0; i < 3; i++) expect((await reset(email, `192.0.2.${i + 50}`)).statusCode).toBe(200);
      const limited = await reset(email, '192.0.2.99');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3600');
      expect(limited.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect((await reset('someone-else@example.test', '192.0.2.99')).statusCode).toBe(200);
  });

  it('limits one address to 10 requests in 15 minutes over all e-mails', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) answers.push((await reset(`spray-${i}@example.test`, '192.0.2.150')).statusCode);
    expect(answers).toEqual([...Array<number>(10).fill(200), 429]);
  });
});
