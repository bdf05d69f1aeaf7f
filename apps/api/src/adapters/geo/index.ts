import { builtinGeoProvider } from './builtin.ts';
import type { GeoConfig } from './config.ts';
import type { GeoError, GeoProvider } from './geo-provider.ts';
import { googleGeoProvider } from './google.ts';
import { noLocalPlaces, withLocalPlaces, type LocalPlacesSource } from './local-places.ts';
import { mapyGeoProvider } from './mapy.ts';

export * from './geo-provider.ts';
export { geoConfigFromEnv, type GeoConfig } from './config.ts';
export type { LocalPlace, LocalPlacesCache, LocalPlacesSource } from './local-places.ts';
export { haversineKm, estimateRoute } from './route-estimate.ts';

export interface GeoDeps {
  /** The company's locations and frequently used addresses (none until the module owning them wires it). */
  localPlaces?: LocalPlacesSource;
  /** Told when the provider failed but local places still answered a suggestion (log it). */
  onProviderError?: (error: GeoError) => void;
  fetch?: typeof fetch;
}

/** The configured geo provider, always with the company's own places in front of it. */
export function createGeoProvider(config: GeoConfig, deps: GeoDeps = {}): GeoProvider {
  const local = { localPlaces: deps.localPlaces ?? noLocalPlaces, onProviderError: deps.onProviderError };
  const http = { timeoutMs: config.timeoutMs, fetch: deps.fetch };
  switch (config.provider) {
    case 'builtin':
      return builtinGeoProvider(local);
    case 'mapy':
      if (!config.mapy) throw new Error('GEO_PROVIDER=mapy needs MAPY_API_KEY');
      return withLocalPlaces(mapyGeoProvider({ ...config.mapy, ...http }), local);
    case 'google':
      if (!config.google) throw new Error('GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY');
      return withLocalPlaces(googleGeoProvider({ ...config.google, ...http }), local);
    default: {
      const never: never = config.provider;
      throw new Error(`unknown GEO_PROVIDER ${String(never)}`);
    }
  }
}
