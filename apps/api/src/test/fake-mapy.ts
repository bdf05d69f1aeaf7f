import { haversineKm } from '../adapters/geo/route-estimate.ts';
import { fakeMatches, startFakeJsonServer, type FakeAnswer, type FakeJsonServer, type FakeRequest } from '../adapters/geo/test-support.ts';

/**
 * A local stand-in for the Mapy.com REST API (api.mapy.com/v1/docs/geocode and /routing), answering in
 * its documented format: `{ items: [{ name, label, position: { lon, lat }, type, location,
 * regionalStructure, zip }] }` for suggest and geocode, `{ length (m), duration (s), geometry }` for a
 * route; 401 without the key, 422 for a missing parameter, 404 `{ detail: [{ msg, errorCode: 7 }] }`
 * for a point off the road network.
 */
export const FAKE_MAPY_ITEMS = [
  {
    name: 'Karlín',
    label: 'Část obce',
    type: 'regional.municipality_part',
    location: 'Praha, Česko',
    position: { lon: 14.45, lat: 50.093 },
    zip: '',
  },
  {
    name: 'Karlovy Vary',
    label: 'Obec',
    type: 'regional.municipality',
    location: 'Karlovarský kraj, Česko',
    position: { lon: 12.872, lat: 50.2319 },
    zip: '',
  },
  {
    name: 'Vodičkova 681/14',
    label: 'Adresa',
    type: 'regional.address',
    location: 'Praha 1 - Nové Město, Česko',
    position: { lon: 14.4247, lat: 50.0814 },
    zip: '110 00',
  },
  {
    name: 'Letiště Václava Havla Praha',
    label: 'Letiště',
    type: 'poi',
    location: 'Praha 6 - Ruzyně, Česko',
    position: { lon: 14.2665, lat: 50.1072 },
    zip: '',
  },
  {
    name: 'Brno',
    label: 'Obec',
    type: 'regional.municipality',
    location: 'Jihomoravský kraj, Česko',
    position: { lon: 16.6068, lat: 49.1951 },
    zip: '',
  },
] as const;

/** Road length of the fake router: 1.25 × the straight line; speed 20 m/s. */
const FAKE_ROAD_FACTOR = 1.25;

function items(req: FakeRequest): FakeAnswer {
  const query = req.query.get('query');
  if (!query) return { status: 422, body: { detail: [{ loc: ['query', 'query'], msg: 'Field required', type: 'missing' }] } };
  const limit = Math.min(Number(req.query.get('limit') ?? 5), 15);
  const types = req.query.getAll('type');
  const found = FAKE_MAPY_ITEMS.filter(
    (i) => fakeMatches(i.name, query) && (types.length === 0 || types.some((t) => i.type.startsWith(t))),
  );
  return {
    status: 200,
    body: {
      items: found.slice(0, limit).map((i) => ({
        ...i,
        regionalStructure: [
          { name: i.name, type: i.type },
          { name: 'Česko', type: 'regional.country', isoCode: 'CZ' },
        ],
      })),
    },
  };
}

function lonLat(value: string | null): { lng: number; lat: number } | null {
  const m = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(value ?? '');
  return m ? { lng: Number(m[1]), lat: Number(m[2]) } : null;
}

function route(req: FakeRequest): FakeAnswer {
  const start = lonLat(req.query.get('start'));
  const end = lonLat(req.query.get('end'));
  const via = (req.query.get('waypoints') ?? '').split(';').filter(Boolean).map(lonLat);
  if (!start || !end || !req.query.get('routeType') || via.some((v) => v === null)) {
    return { status: 422, body: { detail: [{ loc: ['query'], msg: 'Invalid or missing parameter', type: 'value_error' }] } };
  }
  const points = [start, ...via.map((v) => v!), end];
  // Off the European road network (the sea, another continent): what Mapy.com answers with errorCode 7.
  if (points.some((p) => p.lat < 35 || p.lng < -10 || p.lng > 40))
    return { status: 404, body: { detail: [{ msg: 'Edge not found', errorCode: 7 }] } };
  let metres = 0;
  for (let i = 1; i < points.length; i++) metres += haversineKm(points[i - 1]!, points[i]!) * 1000 * FAKE_ROAD_FACTOR;
  return { status: 200, body: { length: Math.round(metres), duration: Math.round(metres / 20), geometry: '_p~iF~ps|U_ulLnnqC' } };
}

export async function startFakeMapy(apiKey = 'mapy-test-key'): Promise<FakeJsonServer & { apiKey: string }> {
  const server = await startFakeJsonServer((req) => {
    if ((req.headers['x-mapy-api-key'] ?? req.query.get('apikey')) !== apiKey) return { status: 401, body: { detail: 'Invalid API key' } };
    if (req.path === '/v1/suggest' || req.path === '/v1/geocode') return items(req);
    if (req.path === '/v1/routing/route') return route(req);
    return { status: 404, body: { detail: 'Not Found' } };
  });
  return Object.assign(server, { apiKey });
}

export { FAKE_ROAD_FACTOR };
