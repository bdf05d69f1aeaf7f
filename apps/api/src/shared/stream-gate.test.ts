import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { loadConfig } from '../config.ts';
import { createStreamGate, DEFAULT_STREAM_LIMITS } from './stream-gate.ts';

const refused = (open: () => unknown) => {
  try {
    open();
  } catch (err) {
    return err instanceof AppError ? [err.statusCode, err.code, err.options.headers?.['retry-after']] : err;
  }
  return 'opened';
};

describe('the stream gate', () => {
  it('caps anonymous streams per address and in all, and user streams per user, independently', () => {
    const gate = createStreamGate({ perAddress: 2, anonymousTotal: 3, perUser: 1 });
    gate.acquire({ kind: 'anonymous', address: '10.0.0.1' });
    gate.acquire({ kind: 'anonymous', address: '10.0.0.1' });
    expect(refused(() => gate.acquire({ kind: 'anonymous', address: '10.0.0.1' }))).toEqual([429, 'TOO_MANY_STREAMS', '60']);
    gate.acquire({ kind: 'anonymous', address: '10.0.0.2' });
    // The fourth anonymous stream in all, from a fresh address.
    expect(refused(() => gate.acquire({ kind: 'anonymous', address: '10.0.0.3' }))).toEqual([429, 'TOO_MANY_STREAMS', '60']);
    gate.acquire({ kind: 'user', id: 7 });
    expect(refused(() => gate.acquire({ kind: 'user', id: 7 }))).toEqual([429, 'TOO_MANY_STREAMS', '60']);
    gate.acquire({ kind: 'user', id: 8 });
    expect(gate.counts()).toEqual({ anonymous: 3, addresses: 2, users: 2 });
  });

  it('frees a slot once per stream, however often its release is called', () => {
    const gate = createStreamGate({ perAddress: 1, anonymousTotal: 10, perUser: 1 });
    const release = gate.acquire({ kind: 'anonymous', address: '10.0.0.1' });
    const other = gate.acquire({ kind: 'anonymous', address: '10.0.0.2' });
    release();
    release();
    expect(gate.counts()).toEqual({ anonymous: 1, addresses: 1, users: 0 });
    gate.acquire({ kind: 'anonymous', address: '10.0.0.1' });
    expect(refused(() => gate.acquire({ kind: 'anonymous', address: '10.0.0.1' }))).toEqual([429, 'TOO_MANY_STREAMS', '60']);
    other();
    const user = gate.acquire({ kind: 'user', id: 1 });
    user();
    user();
    expect(gate.counts()).toEqual({ anonymous: 1, addresses: 1, users: 0 });
  });

  it('counts an IPv6 /64 as one address', () => {
    const gate = createStreamGate({ perAddress: 1, anonymousTotal: 10, perUser: 1 });
    gate.acquire({ kind: 'anonymous', address: '2001:db8:1:2::1' });
    expect(refused(() => gate.acquire({ kind: 'anonymous', address: '2001:db8:1:2:ffff::9' }))).toEqual([429, 'TOO_MANY_STREAMS', '60']);
    expect(refused(() => gate.acquire({ kind: 'anonymous', address: '2001:db8:1:3::1' }))).toBe('opened');
  });
});

describe('the stream limits in the configuration', () => {
  it('default to 10 per address, 1,000 anonymous, 5 per user; STREAMS_* set them; a bad one stops the start naming it', () => {
    expect(loadConfig({}).streams).toEqual(DEFAULT_STREAM_LIMITS);
    expect(DEFAULT_STREAM_LIMITS).toEqual({ perAddress: 10, anonymousTotal: 1000, perUser: 5 });
    expect(loadConfig({ STREAMS_PER_ADDRESS: '3', STREAMS_ANONYMOUS_TOTAL: '50', STREAMS_PER_USER: '2' }).streams).toEqual({
      perAddress: 3,
      anonymousTotal: 50,
      perUser: 2,
    });
    expect(() => loadConfig({ STREAMS_PER_USER: '0' })).toThrow(/STREAMS_PER_USER/);
  });
});
