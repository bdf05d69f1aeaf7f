import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMapy } from '../../test/fake-mapy.ts';
import { GeoError, type GeoProvider } from './geo-provider.ts';
import { createGeoProvider } from './index.ts';
import { geoConfigFromEnv } from './config.ts';
import { haversineKm } from './route-estimate.ts';

let fake: Awaited<ReturnType<typeof startFakeMapy>>;
let geo: GeoProvider;
const LOCAL = [{ kind: 'location' as const, id: 1, name: 'Karlín depo', address: 'Pernerova 1, Praha 8', lat: 50.094, lng: 14.449 }];

beforeAll(async () => {
  fake = await startFakeMapy();
  const config = geoConfigFromEnv({ GEO_PROVIDER: 'mapy', MAPY_API_KEY: fake.apiKey, MAPY_API_URL: fake.url, GEO_TIMEOUT_MS: '300' });
  geo = createGeoProvider(config, { localPlaces: () => Promise.resolve(LOCAL) });
});
afterAll(() => fake.close());

describe('mapy geo provider (against a fake Mapy.com)', () => {
  it('suggests through /v1/suggest with the key in its header, the company places first', async () => {
    const list = await geo.suggest('karl', { limit: 5, lang: 'en' });
    expect(list.map((s) => s.fullName)).toEqual([
      'Karlín depo, Pernerova 1, Praha 8',
      'Karlín, Praha, Česko',
      'Karlovy Vary, Karlovarský kraj, Česko',
    ]);
    expect(list[1]).toMatchObject({
      placeId: 'mapy:14.450000,50.093000:Karlín, Praha, Česko',
      lat: 50.093,
      lng: 14.45,
      address: 'Karlín, Praha, Česko',
    });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/suggest');
    expect(req.headers['x-mapy-api-key']).toBe(fake.apiKey);
    expect(req.query.get('apikey')).toBeNull(); // the key never travels in a URL that could be logged
    expect(Object.fromEntries(['query', 'lang', 'limit'].map((k) => [k, req.query.get(k)]))).toEqual({
      query: 'karl',
      lang: 'en',
      limit: '5',
    });
    expect(req.query.getAll('type')).toContain('regional.address');
  });

  it('geocodes its own place ids without a call, free text through /v1/geocode', async () => {
    const before = fake.requests.length;
    expect(await geo.geocode('mapy:14.450000,50.093000:Karlín, Praha, Česko')).toEqual({
      lat: 50.093,
      lng: 14.45,
      address: 'Karlín, Praha, Česko',
    });
    expect(fake.requests.length).toBe(before);
    expect(await geo.geocode('Vodičkova')).toEqual({
      lat: 50.0814,
      lng: 14.4247,
      address: 'Vodičkova 681/14, Praha 1 - Nové Město, Česko',
    });
    expect(fake.requests.at(-1)!.path).toBe('/v1/geocode');
    expect(await geo.geocode('google:ChIJx')).toBeNull();
    expect(await geo.geocode('builtin:brno')).toMatchObject({ lat: 49.1951, lng: 16.6068 }); // bundled ids still resolve
  });

  it('routes by car_fast with lon,lat points and waypoints; not an estimate', async () => {
    const a = { lat: 50.1072, lng: 14.2665 };
    const b = { lat: 50.0814, lng: 14.4247 };
    const c = { lat: 49.1951, lng: 16.6068 };
    const r = await geo.route([a, b, c]);
    expect(r.estimate).toBe(false);
    expect(r.distanceKm).toBeCloseTo((haversineKm(a, b) + haversineKm(b, c)) * 1.25, 0);
    const q = fake.requests.at(-1)!.query;
    expect([q.get('start'), q.get('end'), q.get('waypoints'), q.get('routeType')]).toEqual([
      '14.2665,50.1072',
      '16.6068,49.1951',
      '14.4247,50.0814',
      'car_fast',
    ]);
    expect(r.durationMin).toBe(Math.ceil(Math.round(r.distanceKm * 1000) / 20 / 60));
  });

  it.each<[string, () => void | Promise<void>, string, number | undefined]>([
    [
      'HTTP 500',
      () => {
        fake.failNext(500);
      },
      'HTTP',
      500,
    ],
    [
      'HTTP 429 (quota)',
      () => {
        fake.failNext(429);
      },
      'QUOTA',
      429,
    ],
    [
      'HTTP 403',
      () => {
        fake.failNext(403);
      },
      'DENIED',
      403,
    ],
    [
      'a slow answer (timeout)',
      () => {
        fake.delayNext(1_000);
      },
      'TIMEOUT',
      undefined,
    ],
    [
      'an answer of another shape',
      () => {
        fake.failNext(200, { results: [] });
      },
      'BAD_ANSWER',
      undefined,
    ],
  ])('%s becomes a GeoError, never a crash', async (_name, arrange, kind, status) => {
    await arrange();
    const err = await geo
      .route([
        { lat: 50, lng: 14 },
        { lat: 50.1, lng: 14.1 },
      ])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeoError);
    expect(err).toMatchObject({ provider: 'mapy', kind, status });
  });

  it('a point off the road network is NO_ROUTE (Mapy.com answers 404)', async () => {
    await expect(
      geo.route([
        { lat: 50, lng: 14 },
        { lat: 20, lng: -30 },
      ]),
    ).rejects.toMatchObject({ kind: 'NO_ROUTE', status: 404 });
  });

  it('a wrong key is DENIED; the company places still answer a suggestion when the service fails', async () => {
    const errors: GeoError[] = [];
    const config = geoConfigFromEnv({ GEO_PROVIDER: 'mapy', MAPY_API_KEY: 'wrong', MAPY_API_URL: fake.url });
    const bad = createGeoProvider(config, { localPlaces: () => Promise.resolve(LOCAL), onProviderError: (e) => errors.push(e) });
    await expect(bad.suggest('brno', { limit: 5, lang: 'cs' })).rejects.toMatchObject({ kind: 'DENIED', status: 401 });
    expect((await bad.suggest('karlin', { limit: 5, lang: 'cs' })).map((s) => s.placeId)).toEqual(['local:location:1']);
    expect(errors.map((e) => e.kind)).toEqual(['DENIED']);
  });
});
