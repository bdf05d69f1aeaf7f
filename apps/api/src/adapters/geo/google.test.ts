import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from '../../test/fake-google.ts';
import { GeoError, type GeoPoint, type GeoProvider } from './geo-provider.ts';
import { createGeoProvider } from './index.ts';
import { geoConfigFromEnv } from './config.ts';
import { haversineKm } from './route-estimate.ts';

let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
let geo: GeoProvider;

beforeAll(async () => {
  fake = await startFakeGoogle();
  geo = createGeoProvider(
    geoConfigFromEnv({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: fake.apiKey, GOOGLE_MAPS_API_URL: fake.url, GEO_TIMEOUT_MS: '300' }),
  );
});
afterAll(() => fake.close());

describe('google geo provider (against a fake Google Maps)', () => {
  it('suggests through Places Autocomplete, limited to Czechia and neighbours', async () => {
    const list = await geo.suggest('vodic', { limit: 5, lang: 'cs' });
    expect(list).toEqual([
      {
        fullName: 'Vodičkova 681/14, Nové Město, Praha 1, Česko',
        id: 'ChIJvodickova',
        placeId: 'google:ChIJvodickova',
        address: 'Vodičkova 681/14, Nové Město, Praha 1, Česko',
        lat: null,
        lng: null,
      },
    ]);
    const q = fake.requests.at(-1)!.query;
    expect([q.get('input'), q.get('language'), q.get('key'), q.get('components')]).toEqual([
      'vodic',
      'cs',
      fake.apiKey,
      'country:cz|country:sk|country:at|country:de|country:pl',
    ]);
    expect(await geo.suggest('zzzz', { limit: 5, lang: 'cs' })).toEqual([]); // ZERO_RESULTS
  });

  it('geocodes a google place id through Place Details; unknown is null', async () => {
    expect(await geo.geocode('google:ChIJairport')).toEqual({ lat: 50.1072, lng: 14.2665, address: 'Aviatická, 161 08 Praha 6, Česko' });
    expect(fake.requests.at(-1)!.query.get('fields')).toBe('formatted_address,geometry');
    expect(await geo.geocode('google:ChIJnothing')).toBeNull(); // NOT_FOUND
    expect(await geo.geocode('mapy:14,50:x')).toBeNull();
  });

  it('routes through the Distance Matrix, leg by leg along the diagonal', async () => {
    const pts: GeoPoint[] = [
      { lat: 50.1072, lng: 14.2665 },
      { lat: 50.0814, lng: 14.4247 },
      { lat: 49.1951, lng: 16.6068 },
    ];
    const r = await geo.route(pts);
    expect(r.estimate).toBe(false);
    expect(r.distanceKm).toBeCloseTo((haversineKm(pts[0]!, pts[1]!) + haversineKm(pts[1]!, pts[2]!)) * 1.2, 1);
    const q = fake.requests.at(-1)!.query;
    expect([q.get('origins'), q.get('destinations'), q.get('mode')]).toEqual([
      '50.1072,14.2665|50.0814,14.4247',
      '50.0814,14.4247|49.1951,16.6068',
      'driving',
    ]);
  });

  it('asks at most 10 legs a request (Google allows 100 elements)', async () => {
    const before = fake.requests.length;
    const pts = Array.from({ length: 16 }, (_, i) => ({ lat: 50 + i * 0.01, lng: 14 + i * 0.01 }));
    const r = await geo.route(pts);
    expect(fake.requests.length - before).toBe(2);
    expect(r.distanceKm).toBeGreaterThan(0);
  });

  it.each<[string, () => void, string]>([
    [
      'OVER_QUERY_LIMIT',
      () => {
        fake.failNext(200, { status: 'OVER_QUERY_LIMIT', error_message: 'quota', predictions: [] });
      },
      'QUOTA',
    ],
    [
      'REQUEST_DENIED',
      () => {
        fake.failNext(200, { status: 'REQUEST_DENIED', predictions: [] });
      },
      'DENIED',
    ],
    [
      'UNKNOWN_ERROR',
      () => {
        fake.failNext(200, { status: 'UNKNOWN_ERROR', predictions: [] });
      },
      'UNKNOWN',
    ],
    [
      'HTTP 503',
      () => {
        fake.failNext(503);
      },
      'HTTP',
    ],
    [
      'a slow answer',
      () => {
        fake.delayNext(1_000);
      },
      'TIMEOUT',
    ],
    [
      'not JSON-shaped as documented',
      () => {
        fake.failNext(200, [1, 2, 3]);
      },
      'BAD_ANSWER',
    ],
  ])('%s becomes a GeoError', async (_name, arrange, kind) => {
    arrange();
    const err = await geo.suggest('brno', { limit: 5, lang: 'cs' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeoError);
    expect(err).toMatchObject({ provider: 'google', kind });
  });

  it('a wrong key is DENIED; a leg without a road is NO_ROUTE', async () => {
    const bad = createGeoProvider(
      geoConfigFromEnv({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'wrong', GOOGLE_MAPS_API_URL: fake.url }),
    );
    await expect(bad.suggest('brno', { limit: 5, lang: 'cs' })).rejects.toMatchObject({ kind: 'DENIED' });
    await expect(
      geo.route([
        { lat: 50, lng: 14 },
        { lat: 20, lng: -30 },
      ]),
    ).rejects.toMatchObject({ kind: 'NO_ROUTE' });
  });
});
