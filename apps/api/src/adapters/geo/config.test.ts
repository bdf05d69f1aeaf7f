import { describe, expect, it } from 'vitest';
import { geoConfigFromEnv } from './config.ts';
import { createGeoProvider } from './index.ts';

describe('geoConfigFromEnv', () => {
  it('defaults to the offline builtin provider', () => {
    expect(geoConfigFromEnv({})).toEqual({ provider: 'builtin', timeoutMs: 5_000, mapy: null, google: null });
    expect(createGeoProvider(geoConfigFromEnv({ GEO_PROVIDER: '' })).name).toBe('builtin');
  });

  it('takes the keys and the documented base URLs', () => {
    expect(geoConfigFromEnv({ GEO_PROVIDER: 'mapy', MAPY_API_KEY: 'k' }).mapy).toEqual({ apiKey: 'k', baseUrl: 'https://api.mapy.com' });
    expect(geoConfigFromEnv({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'g' }).google).toEqual({
      apiKey: 'g',
      baseUrl: 'https://maps.googleapis.com',
    });
    expect(createGeoProvider(geoConfigFromEnv({ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: 'g' })).name).toBe('google');
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ GEO_PROVIDER: 'mapy' }, /MAPY_API_KEY: GEO_PROVIDER=mapy needs a Mapy.com API key/],
    [{ GEO_PROVIDER: 'google', GOOGLE_MAPS_API_KEY: ' ' }, /GOOGLE_MAPS_API_KEY/],
    [{ GEO_PROVIDER: 'osm' }, /GEO_PROVIDER/],
    [{ MAPY_API_URL: 'not a url' }, /MAPY_API_URL/],
    [{ GEO_TIMEOUT_MS: '5' }, /GEO_TIMEOUT_MS/],
  ])('%j fails clearly', (env, message) => {
    expect(() => geoConfigFromEnv(env)).toThrow(message);
  });
});
