import { localPlaceId, normalizePlaceText, type LocalPlaceKind } from '@vozka/domain';
import type { AddressSuggestion, GeocodedPlace, GeoProvider } from './geo-provider.ts';
import { isGeoError, type GeoError } from './geo-provider.ts';
import { CZ_PLACES } from './data/cz-places.ts';
import type { RankingGeoProvider } from './builtin.ts';
import { indexPlaces, rankPlaces, STRONG_MATCH, toSuggestion, type SearchablePlace } from './place-search.ts';

/** One of the company's own places: a location (spec §3 Location) or a frequently used address. */
export interface LocalPlace {
  kind: LocalPlaceKind;
  id: number;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

/**
 * Where the company's places come from (the locations and frequently used addresses tables; wired by
 * the module that owns them). Called on every suggestion: cache there if it is ever slow.
 */
export type LocalPlacesSource = () => Promise<readonly LocalPlace[]>;

/** The company's places for the geo provider, read once and kept until a write changes them
 * (implemented by the places module, which owns those tables; wired in app.ts). */
export interface LocalPlacesCache {
  source: LocalPlacesSource;
  /** Locations or frequently used addresses changed: the next suggestion reads them again. */
  invalidate(): void;
}

export const noLocalPlaces: LocalPlacesSource = () => Promise.resolve([]);

/** The company's locations go before frequently used addresses among equally good matches. */
const LOCAL_WEIGHT: Record<LocalPlaceKind, number> = { location: 90, address: 80 };

function searchable(p: LocalPlace): SearchablePlace {
  return { placeId: localPlaceId(p.kind, p.id), name: p.name, address: p.address, lat: p.lat, lng: p.lng, weight: LOCAL_WEIGHT[p.kind] };
}

const BUNDLED_BY_ID = new Map(CZ_PLACES.map((p) => [p.placeId, p]));

export interface WithLocalPlacesOptions {
  localPlaces: LocalPlacesSource;
  /** Told when the provider fails but the company's own places still answered the suggestion. */
  onProviderError?: (error: GeoError) => void;
}

function dedupe(list: AddressSuggestion[], limit: number): AddressSuggestion[] {
  const seen = new Set<string>();
  return list
    .filter((s) => {
      const key = normalizePlaceText(s.fullName);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}

function canRank(provider: GeoProvider): provider is RankingGeoProvider {
  return typeof (provider as Partial<RankingGeoProvider>).rank === 'function';
}

/** Text lookups for a place without coordinates: the whole address, then its comma-separated parts. */
function lookupTexts(address: string): string[] {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return [...new Set([address, ...parts])];
}

/**
 * Puts the company's places in front of any provider (docs/api/pricing.md "Geo"). Suggestions: with the
 * offline provider one ranking of local and bundled places (local ones weigh more); with a remote one,
 * local places matching by name first, then the provider's, then local ones matching only by address.
 * `local:` and `builtin:` place ids are resolved here, whichever provider is configured, so fixed prices
 * on locations and stored rides keep working; a local place without coordinates is looked up by its
 * address through the provider.
 */
export function withLocalPlaces(provider: GeoProvider, options: WithLocalPlacesOptions): GeoProvider {
  const rankLocal = async (term: string, limit: number) =>
    rankPlaces(indexPlaces((await options.localPlaces()).map(searchable)), term, limit);

  async function byAddress(address: string): Promise<GeocodedPlace | null> {
    for (const text of lookupTexts(address)) {
      const [first] = await provider.suggest(text, { limit: 1, lang: 'cs' });
      if (!first) continue;
      if (first.lat !== null && first.lng !== null) return { lat: first.lat, lng: first.lng, address };
      const found = await provider.geocode(first.placeId);
      if (found) return { ...found, address };
    }
    return null;
  }

  return {
    name: provider.name,
    async suggest(term, opts) {
      const local = await rankLocal(term, opts.limit);
      if (canRank(provider)) {
        const merged = [...local, ...provider.rank(term, opts.limit)].sort((a, b) => b.score - a.score);
        return dedupe(
          merged.map((r) => toSuggestion(r.place)),
          opts.limit,
        );
      }
      const strong = local.filter((r) => r.score >= STRONG_MATCH).map((r) => toSuggestion(r.place));
      const weak = local.filter((r) => r.score < STRONG_MATCH).map((r) => toSuggestion(r.place));
      if (strong.length >= opts.limit) return strong.slice(0, opts.limit);
      try {
        return dedupe([...strong, ...(await provider.suggest(term, opts)), ...weak], opts.limit);
      } catch (e) {
        if (!isGeoError(e) || local.length === 0) throw e;
        options.onProviderError?.(e);
        return [...strong, ...weak];
      }
    },
    async geocode(placeId) {
      const bundled = BUNDLED_BY_ID.get(placeId);
      if (bundled) return { lat: bundled.lat, lng: bundled.lng, address: bundled.address };
      if (!placeId.startsWith('local:')) return provider.geocode(placeId);
      const local = (await options.localPlaces()).find((p) => localPlaceId(p.kind, p.id) === placeId);
      if (!local) return null;
      if (local.lat !== null && local.lng !== null) return { lat: local.lat, lng: local.lng, address: local.address };
      return byAddress(local.address);
    },
    route: (points) => provider.route(points),
  };
}
