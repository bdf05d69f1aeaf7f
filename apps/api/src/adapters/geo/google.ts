import { z } from 'zod';
import { checkRoutePoints, GeoError, type GeoErrorKind, type GeoPoint, type GeoProvider } from './geo-provider.ts';
import { buildUrl, getJson, parseAnswer, type HttpOptions } from './http.ts';

export const GOOGLE_MAPS_API_URL = 'https://maps.googleapis.com';

export interface GoogleOptions extends HttpOptions {
  apiKey: string;
  baseUrl: string;
}

/** Suggestions from the Czech Republic and its neighbours (Places Autocomplete takes at most 5 countries). */
export const GOOGLE_COUNTRIES = 'country:cz|country:sk|country:at|country:de|country:pl';
/** Distance Matrix allows 100 elements a request: legs are asked 10 at a time (10 × 10). */
const LEGS_PER_REQUEST = 10;

const ZStatus = z.object({ status: z.string(), error_message: z.string().optional() });
const ZAutocomplete = ZStatus.extend({
  predictions: z.array(z.object({ description: z.string(), place_id: z.string() })).default([]),
});
const ZDetails = ZStatus.extend({
  result: z
    .object({ formatted_address: z.string(), geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) })
    .optional(),
});
const ZMatrix = ZStatus.extend({
  rows: z
    .array(
      z.object({
        elements: z.array(
          z.object({
            status: z.string(),
            distance: z.object({ value: z.number() }).optional(),
            duration: z.object({ value: z.number() }).optional(),
          }),
        ),
      }),
    )
    .default([]),
});

const parse = <T>(schema: z.ZodType<T>, body: unknown): T => parseAnswer('google', schema, body);

/** Google answers HTTP 200 with a `status`; everything but OK and ZERO_RESULTS (and NOT_FOUND) fails. */
function checkStatus(body: z.output<typeof ZStatus>, alsoFine: readonly string[] = []): void {
  if (body.status === 'OK' || body.status === 'ZERO_RESULTS' || alsoFine.includes(body.status)) return;
  const kinds: Record<string, GeoErrorKind> = {
    OVER_QUERY_LIMIT: 'QUOTA',
    OVER_DAILY_LIMIT: 'QUOTA',
    REQUEST_DENIED: 'DENIED',
    INVALID_REQUEST: 'INVALID_REQUEST',
    MAX_ELEMENTS_EXCEEDED: 'INVALID_REQUEST',
    MAX_DIMENSIONS_EXCEEDED: 'INVALID_REQUEST',
  };
  throw new GeoError('google', kinds[body.status] ?? 'UNKNOWN', body.error_message ?? body.status);
}

const latLng = (p: GeoPoint) => `${p.lat},${p.lng}`;

/** GEO_PROVIDER=google: Places Autocomplete, Place Details and the Distance Matrix (key in `key`). */
export function googleGeoProvider(options: GoogleOptions): GeoProvider {
  const get = (path: string, params: Parameters<typeof buildUrl>[2]) =>
    getJson('google', buildUrl(options.baseUrl, path, { ...params, key: options.apiKey }), options);
  return {
    name: 'google',
    async suggest(term, { limit, lang }) {
      const body = parse(
        ZAutocomplete,
        await get('/maps/api/place/autocomplete/json', { input: term, language: lang, components: GOOGLE_COUNTRIES }),
      );
      checkStatus(body);
      return body.predictions.slice(0, limit).map((p) => ({
        fullName: p.description,
        id: p.place_id,
        placeId: `google:${p.place_id}`,
        address: p.description,
        lat: null,
        lng: null,
      }));
    },
    async geocode(placeId) {
      if (!placeId.startsWith('google:')) return null;
      const params = { place_id: placeId.slice('google:'.length), fields: 'formatted_address,geometry', language: 'cs' };
      const body = parse(ZDetails, await get('/maps/api/place/details/json', params));
      checkStatus(body, ['NOT_FOUND']);
      if (!body.result) return null;
      return { ...body.result.geometry.location, address: body.result.formatted_address };
    },
    async route(points) {
      checkRoutePoints('google', points);
      let metres = 0;
      let seconds = 0;
      for (let first = 0; first < points.length - 1; first += LEGS_PER_REQUEST) {
        const legs = Math.min(LEGS_PER_REQUEST, points.length - 1 - first);
        const origins = points
          .slice(first, first + legs)
          .map(latLng)
          .join('|');
        const destinations = points
          .slice(first + 1, first + 1 + legs)
          .map(latLng)
          .join('|');
        const body = parse(
          ZMatrix,
          await get('/maps/api/distancematrix/json', { origins, destinations, mode: 'driving', units: 'metric' }),
        );
        checkStatus(body);
        // Leg i goes from origin i to destination i: the diagonal of the matrix.
        for (let i = 0; i < legs; i++) {
          const el = body.rows[i]?.elements[i];
          if (!el || el.status !== 'OK' || !el.distance || !el.duration)
            throw new GeoError('google', 'NO_ROUTE', el?.status ?? 'missing element');
          metres += el.distance.value;
          seconds += el.duration.value;
        }
      }
      return { distanceKm: metres / 1000, durationMin: Math.ceil(seconds / 60), estimate: false };
    },
  };
}
