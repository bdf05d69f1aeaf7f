import { z } from 'zod';
import { checkRoutePoints, GeoError, type AddressSuggestion, type GeocodedPlace, type GeoProvider } from './geo-provider.ts';
import { buildUrl, getJson, parseAnswer, type HttpOptions } from './http.ts';

export const MAPY_API_URL = 'https://api.mapy.com';

export interface MapyOptions extends HttpOptions {
  apiKey: string;
  baseUrl: string;
}

/** Mapy.com REST API answers (api.mapy.com/v1/docs: geocode and routing), only the fields used. */
const ZMapyItem = z.object({
  name: z.string(),
  label: z.string().optional(),
  type: z.string().optional(),
  location: z.string().optional().default(''),
  position: z.object({ lon: z.number(), lat: z.number() }),
});
const ZMapyItems = z.object({ items: z.array(ZMapyItem) });
const ZMapyRoute = z.object({ length: z.number().nonnegative(), duration: z.number().nonnegative() });

/** The kinds of results worth a pick-up: addresses, streets, towns and their parts, points of interest. */
const SUGGEST_TYPES = ['regional.address', 'regional.street', 'regional.municipality', 'regional.municipality_part', 'poi'];

const parse = <T>(schema: z.ZodType<T>, body: unknown): T => parseAnswer('mapy', schema, body);

function fullNameOf(item: z.output<typeof ZMapyItem>): string {
  return item.location ? `${item.name}, ${item.location}` : item.name;
}

/**
 * Mapy.com gives no stable place id: ours carries the position and the text, `mapy:<lon>,<lat>:<text>`,
 * so geocoding a chosen suggestion needs no second call.
 */
export function mapyPlaceId(lon: number, lat: number, text: string): string {
  return `mapy:${lon.toFixed(6)},${lat.toFixed(6)}:${text}`;
}

export function parseMapyPlaceId(placeId: string): GeocodedPlace | null {
  const m = /^mapy:(-?\d{1,3}(?:\.\d+)?),(-?\d{1,2}(?:\.\d+)?):(.*)$/s.exec(placeId);
  return m ? { lng: Number(m[1]), lat: Number(m[2]), address: m[3]! } : null;
}

function toSuggestion(item: z.output<typeof ZMapyItem>): AddressSuggestion {
  const fullName = fullNameOf(item);
  const placeId = mapyPlaceId(item.position.lon, item.position.lat, fullName);
  return { fullName, id: placeId, placeId, address: fullName, lat: item.position.lat, lng: item.position.lon };
}

/** GEO_PROVIDER=mapy: suggest, geocode and car routing of the Mapy.com REST API (key in X-Mapy-Api-Key). */
export function mapyGeoProvider(options: MapyOptions): GeoProvider {
  const http: HttpOptions = { ...options, headers: { 'X-Mapy-Api-Key': options.apiKey } };
  const get = (path: string, params: Parameters<typeof buildUrl>[2]) => getJson('mapy', buildUrl(options.baseUrl, path, params), http);
  return {
    name: 'mapy',
    async suggest(term, { limit, lang }) {
      const body = await get('/v1/suggest', { query: term, lang, limit: Math.min(limit, 15), type: SUGGEST_TYPES });
      return parse(ZMapyItems, body).items.slice(0, limit).map(toSuggestion);
    },
    async geocode(placeId) {
      if (placeId.startsWith('mapy:')) return parseMapyPlaceId(placeId);
      if (/^[a-z]+:/.test(placeId)) return null; // another provider's id
      // Free text (an address typed before a provider was configured): the first geocoding result.
      const [first] = parse(ZMapyItems, await get('/v1/geocode', { query: placeId, lang: 'cs', limit: 1 })).items;
      return first ? { lat: first.position.lat, lng: first.position.lon, address: fullNameOf(first) } : null;
    },
    async route(points) {
      checkRoutePoints('mapy', points);
      const lonLat = (p: { lat: number; lng: number }) => `${p.lng},${p.lat}`;
      const via = points.slice(1, -1).map(lonLat);
      try {
        const body = await get('/v1/routing/route', {
          start: lonLat(points[0]!),
          end: lonLat(points.at(-1)!),
          routeType: 'car_fast',
          format: 'polyline',
          waypoints: via.length ? via.join(';') : undefined,
        });
        const route = parse(ZMapyRoute, body);
        return { distanceKm: route.length / 1000, durationMin: Math.ceil(route.duration / 60), estimate: false };
      } catch (e) {
        // Mapy.com answers 404 when a point lies off the road network for the route type.
        if (e instanceof GeoError && e.status === 404) throw new GeoError('mapy', 'NO_ROUTE', 'no car route between the points', 404);
        throw e;
      }
    },
  };
}
