import { CZ_PLACES } from './data/cz-places.ts';
import { checkRoutePoints, type GeoProvider } from './geo-provider.ts';
import { withLocalPlaces, type WithLocalPlacesOptions } from './local-places.ts';
import { indexPlaces, rankPlaces, toSuggestion, type RankedPlace, type SearchablePlace } from './place-search.ts';
import { estimateRoute } from './route-estimate.ts';

const INDEX = indexPlaces(CZ_PLACES);
const BY_ID = new Map(CZ_PLACES.map((p) => [p.placeId, p]));

/** A provider that can score its suggestions, so local places are merged into its ranking. */
export interface RankingGeoProvider extends GeoProvider {
  rank(term: string, limit: number): RankedPlace<SearchablePlace>[];
}

/** The bundled Czech places alone, offline: names are Czech whatever the language asked. */
export function bundledPlacesProvider(): RankingGeoProvider {
  return {
    name: 'builtin',
    rank: (term, limit) => rankPlaces(INDEX, term, limit),
    suggest: (term, opts) => Promise.resolve(rankPlaces(INDEX, term, opts.limit).map((r) => toSuggestion(r.place))),
    geocode(placeId) {
      const p = BY_ID.get(placeId);
      return Promise.resolve(p ? { lat: p.lat, lng: p.lng, address: p.address } : null);
    },
    // A promise executor: bad points reject (GeoError) as from the other providers, never throw.
    route: (points) =>
      new Promise((resolve) => {
        checkRoutePoints('builtin', points);
        resolve(estimateRoute(points));
      }),
  };
}

/** The default provider (GEO_PROVIDER=builtin): the company's places, then the bundled ones; routes estimated. */
export function builtinGeoProvider(options: WithLocalPlacesOptions): GeoProvider {
  return withLocalPlaces(bundledPlacesProvider(), options);
}
