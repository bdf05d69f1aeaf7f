import { describe, expect, it } from 'vitest';
import { flightBadge, ZFlightTrackingInput } from './flights.ts';
import { makeRideFlight } from './flight-fixtures.ts';

describe('flightBadge', () => {
  it('says "tracking off" without a provider, whatever the status', () => {
    expect(flightBadge(makeRideFlight({ tracking: false, status: 'CANCELLED' }))).toEqual({ kind: 'off' });
  });
  it('gives the minutes of a delay or of being early, the airport of a diversion', () => {
    expect(flightBadge(makeRideFlight({ status: 'DELAYED', delayMinutes: 40 }))).toEqual({ kind: 'delayed', minutes: 40 });
    expect(flightBadge(makeRideFlight({ status: 'EARLY', delayMinutes: -12 }))).toEqual({ kind: 'early', minutes: 12 });
    expect(flightBadge(makeRideFlight({ status: 'DIVERTED', divertedTo: 'BRQ' }))).toEqual({ kind: 'diverted', divertedTo: 'BRQ' });
    expect(flightBadge(makeRideFlight({ status: 'UNKNOWN' }))).toEqual({ kind: 'unknown' });
    expect(flightBadge(makeRideFlight({ status: 'LANDED' }))).toEqual({ kind: 'landed' });
  });
});

describe('ZFlightTrackingInput', () => {
  const base = { provider: 'aerodatabox', bufferMinutes: 20, maxEarlierMinutes: 60, maxLaterMinutes: 240 };
  it('keeps the key when left out, removes it with null', () => {
    expect(ZFlightTrackingInput.parse(base).apiKey).toBeUndefined();
    expect(ZFlightTrackingInput.parse({ ...base, apiKey: null }).apiKey).toBeNull();
    expect(ZFlightTrackingInput.parse({ ...base, apiKey: '  k-1  ' }).apiKey).toBe('k-1');
  });
  it('refuses a buffer over 4 h, limits over 12 h, an unknown provider', () => {
    expect(ZFlightTrackingInput.safeParse({ ...base, bufferMinutes: 241 }).success).toBe(false);
    expect(ZFlightTrackingInput.safeParse({ ...base, maxLaterMinutes: 721 }).success).toBe(false);
    expect(ZFlightTrackingInput.safeParse({ ...base, provider: 'flightaware' }).success).toBe(false);
  });
});
