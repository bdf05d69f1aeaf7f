import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAeroDataBox, type FakeAeroDataBox } from '../../test/fake-aerodatabox.ts';
import { createAeroDataBoxProvider } from './aerodatabox.ts';
import { FlightProviderError } from './provider.ts';
import { flightApiConfig } from './config.ts';
import { flightProviderFor } from './index.ts';
import { DEFAULT_FLIGHT_TRACKING } from '@vozka/domain';

const scheduled = new Date('2026-11-28T14:00:00Z');
const at = (minutes: number) => new Date(scheduled.getTime() + minutes * 60_000);
let fake: FakeAeroDataBox;
const config = () => ({ baseUrl: fake.url, host: 'aerodatabox.p.rapidapi.com', timeoutMs: 1_000 });

beforeAll(async () => {
  fake = await startFakeAeroDataBox();
});
afterAll(async () => {
  await fake.close();
});

describe('AeroDataBox adapter against a local fake in its documented format', () => {
  const lookup = (number: string) =>
    createAeroDataBoxProvider(fake.apiKey, config()).lookup({ flightNumber: number, scheduledArrival: scheduled });

  it('asks /flights/number/{number}/{dateLocal} with the RapidAPI headers', async () => {
    fake.set('OK 1', { kind: 'scheduled', scheduled });
    expect(await lookup('OK 1')).toEqual({ status: 'SCHEDULED', scheduledArrival: scheduled, expectedArrival: null });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/flights/number/OK1/2026-11-28');
    expect(req.headers['x-rapidapi-key']).toBe(fake.apiKey);
    expect(req.headers['x-rapidapi-host']).toBe('aerodatabox.p.rapidapi.com');
  });

  it('normalises delayed, early, landed, diverted and cancelled flights', async () => {
    fake.set('OK2', { kind: 'delayed', minutes: 40, scheduled });
    expect(await lookup('OK2')).toMatchObject({ status: 'DELAYED', expectedArrival: at(40) });
    fake.set('OK3', { kind: 'early', minutes: 12, scheduled });
    expect(await lookup('OK3')).toMatchObject({ status: 'EARLY', expectedArrival: at(-12) });
    fake.set('OK4', { kind: 'landed', minutes: -15, scheduled });
    expect(await lookup('OK4')).toMatchObject({ status: 'LANDED', expectedArrival: at(-15), landedAt: at(-15) });
    fake.set('OK5', { kind: 'diverted', scheduled });
    expect(await lookup('OK5')).toMatchObject({ status: 'DIVERTED', divertedTo: 'BRQ' });
    fake.set('OK6', { kind: 'cancelled', scheduled });
    expect(await lookup('OK6')).toMatchObject({ status: 'CANCELLED', expectedArrival: null });
  });

  it('fails as a FlightProviderError: 5xx, an unknown flight, a wrong key, a timeout', async () => {
    fake.set('OK7', { kind: 'down', scheduled });
    await expect(lookup('OK7')).rejects.toMatchObject({ kind: 'HTTP' });
    await expect(lookup('XX999')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const wrongKey = createAeroDataBoxProvider('wrong', config());
    await expect(wrongKey.lookup({ flightNumber: 'OK2', scheduledArrival: scheduled })).rejects.toMatchObject({ kind: 'DENIED' });
    fake.delayNext(2_500);
    await expect(lookup('OK2')).rejects.toBeInstanceOf(FlightProviderError);
  });
});

describe('the provider the settings name', () => {
  it('is `none` (not configured) without a provider or a key', async () => {
    const none = flightProviderFor(DEFAULT_FLIGHT_TRACKING, flightApiConfig({}));
    expect(none.configured).toBe(false);
    await expect(none.lookup({ flightNumber: 'OK1', scheduledArrival: scheduled })).rejects.toMatchObject({ kind: 'NOT_CONFIGURED' });
    expect(flightProviderFor({ ...DEFAULT_FLIGHT_TRACKING, provider: 'aerodatabox' }, flightApiConfig({})).configured).toBe(false);
    expect(flightProviderFor({ ...DEFAULT_FLIGHT_TRACKING, provider: 'aerodatabox', apiKey: 'k' }, flightApiConfig({})).name).toBe(
      'aerodatabox',
    );
  });
  it('reads FLIGHT_API_URL, and refuses a bad one', () => {
    expect(flightApiConfig({ FLIGHT_API_URL: 'http://127.0.0.1:9/' }).baseUrl).toBe('http://127.0.0.1:9/');
    expect(() => flightApiConfig({ FLIGHT_API_URL: 'not a url' })).toThrow(/FLIGHT_API_URL/);
  });
});
