import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.ts';

const MINUTE = 60_000;
const stranger = { usualAddress: false };
const usual = { usualAddress: true };

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('LoginThrottle per (account, address)', () => {
  it('makes one address wait for one account after 5 failures; the account elsewhere and the address for others go on', () => {
    const c = clock();
    const throttle = new LoginThrottle({}, c.now);
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter('203.0.113.9', 'driver@x', stranger)).toBe(0);
      throttle.fail('203.0.113.9', 'driver@x');
    }
    expect(throttle.retryAfter('203.0.113.9', 'driver@x', stranger)).toBe(15 * 60);
    expect(throttle.retryAfter('198.51.100.7', 'driver@x', stranger)).toBe(0); // the owner elsewhere
    expect(throttle.retryAfter('203.0.113.9', 'other@x', stranger)).toBe(0);
    c.advance(10 * MINUTE);
    expect(throttle.retryAfter('203.0.113.9', 'driver@x', stranger)).toBe(5 * 60);
    c.advance(5 * MINUTE);
    expect(throttle.retryAfter('203.0.113.9', 'driver@x', stranger)).toBe(0);
  });

  it('a success clears its own pair only', () => {
    const c = clock();
    const throttle = new LoginThrottle({}, c.now);
    for (let i = 0; i < 4; i++) throttle.fail('10.0.0.1', 'a@x');
    throttle.succeed('10.0.0.1', 'a@x');
    for (let i = 0; i < 4; i++) throttle.fail('10.0.0.1', 'a@x');
    expect(throttle.retryAfter('10.0.0.1', 'a@x', stranger)).toBe(0);
    throttle.fail('10.0.0.1', 'a@x');
    expect(throttle.retryAfter('10.0.0.1', 'a@x', stranger)).toBeGreaterThan(0);
  });
});

describe('LoginThrottle per address', () => {
  it('blocks an address that fails on many accounts, for every account', () => {
    const c = clock();
    const throttle = new LoginThrottle({}, c.now);
    for (let i = 0; i < 50; i++) throttle.fail('192.0.2.1', `victim${i}@x`);
    expect(throttle.retryAfter('192.0.2.1', 'fresh@x', stranger)).toBe(15 * 60);
    expect(throttle.retryAfter('192.0.2.1', 'fresh@x', usual)).toBe(15 * 60);
    expect(throttle.retryAfter('192.0.2.2', 'victim1@x', stranger)).toBe(0);
  });

  it('counts an IPv6 /64 as one address', () => {
    const throttle = new LoginThrottle({}, clock().now);
    for (let i = 0; i < 5; i++) throttle.fail(`2001:db8:1:2::${i + 1}`, 'a@x');
    expect(throttle.retryAfter('2001:db8:1:2:ffff::9', 'a@x', stranger)).toBeGreaterThan(0);
    expect(throttle.retryAfter('2001:db8:1:3::1', 'a@x', stranger)).toBe(0);
  });
});

describe('LoginThrottle per account', () => {
  /** `n` failures on the account, each from its own address (no pair or address limit is reached). */
  function failFromMany(throttle: LoginThrottle, n: number, from = 0) {
    for (let i = from; i < from + n; i++) throttle.fail(`198.18.${Math.floor(i / 250)}.${i % 250}`, 'driver@x');
  }

  it('backs off 1 s, 2 s, 4 s … up to a minute after 20 failures from anywhere', () => {
    const c = clock();
    const throttle = new LoginThrottle({}, c.now);
    failFromMany(throttle, 19);
    expect(throttle.accountBackingOff('driver@x')).toBe(false);
    failFromMany(throttle, 1, 19);
    expect(throttle.accountBackingOff('driver@x')).toBe(true);
    expect(throttle.retryAfter('203.0.113.50', 'driver@x', stranger)).toBe(1);
    const waits = [];
    for (let i = 0; i < 8; i++) {
      failFromMany(throttle, 1, 20 + i);
      waits.push(throttle.retryAfter('203.0.113.50', 'driver@x', stranger));
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60, 60]);
    c.advance(59_000);
    expect(throttle.retryAfter('203.0.113.50', 'driver@x', stranger)).toBe(1);
    c.advance(1000);
    expect(throttle.retryAfter('203.0.113.50', 'driver@x', stranger)).toBe(0);
  });

  it('does not hold back an address the account signed in from lately', () => {
    const throttle = new LoginThrottle({}, clock().now);
    failFromMany(throttle, 40);
    expect(throttle.retryAfter('198.51.100.7', 'driver@x', stranger)).toBe(60);
    expect(throttle.retryAfter('198.51.100.7', 'driver@x', usual)).toBe(0);
  });

  it('forgets the failures an hour after the last one', () => {
    const c = clock();
    const throttle = new LoginThrottle({}, c.now);
    failFromMany(throttle, 25);
    c.advance(60 * MINUTE + 1);
    expect(throttle.accountBackingOff('driver@x')).toBe(false);
    failFromMany(throttle, 1, 30);
    expect(throttle.accountBackingOff('driver@x')).toBe(false);
  });
});

describe('LoginThrottle password reset', () => {
  it('allows 3 requests an hour per e-mail, from any address', () => {
    const c = clock();
    const throttle = new LoginThrottle({}, c.now);
    expect([1, 2, 3].map(() => throttle.requestReset('a@x'))).toEqual([0, 0, 0]);
    expect(throttle.requestReset('a@x')).toBe(60 * 60);
    expect(throttle.requestReset('b@x')).toBe(0);
    c.advance(30 * MINUTE);
    expect(throttle.requestReset('a@x')).toBe(30 * 60);
    c.advance(30 * MINUTE);
    expect(throttle.requestReset('a@x')).toBe(0);
  });
});
