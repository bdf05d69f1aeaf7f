import { haversineKm } from '../adapters/geo/route-estimate.ts';
import { fakeMatches, startFakeJsonServer, type FakeAnswer, type FakeJsonServer, type FakeRequest } from '../adapters/geo/test-support.ts';

/**
 * A local stand-in for the Google Maps web services, answering in their documented (legacy) JSON:
 * Places Autocomplete `{ predictions: [{ description, place_id, structured_formatting, terms, types }],
 * status }`, Place Details `{ result: { formatted_address, geometry: { location } }, status }`, Distance
 * Matrix `{ origin_addresses, destination_addresses, rows: [{ elements: [{ distance, duration, status }] }],
 * status }`. As Google does, failures are HTTP 200 with a status (REQUEST_DENIED without the key,
 * INVALID_REQUEST, MAX_ELEMENTS_EXCEEDED over 100 elements) and `error_message`.
 */
export const FAKE_GOOGLE_PLACES = [
  {
    place_id: 'ChIJkarlin',
    main: 'Karlín',
    secondary: 'Praha 8, Česko',
    address: 'Karlín, 186 00 Praha 8, Česko',
    lat: 50.093,
    lng: 14.45,
  },
  {
    place_id: 'ChIJvodickova',
    main: 'Vodičkova 681/14',
    secondary: 'Nové Město, Praha 1, Česko',
    address: 'Vodičkova 681/14, 110 00 Nové Město, Česko',
    lat: 50.0814,
    lng: 14.4247,
  },
  {
    place_id: 'ChIJairport',
    main: 'Letiště Václava Havla Praha',
    secondary: 'Aviatická, Praha 6, Česko',
    address: 'Aviatická, 161 08 Praha 6, Česko',
    lat: 50.1072,
    lng: 14.2665,
  },
  { place_id: 'ChIJbrno', main: 'Brno', secondary: 'Česko', address: 'Brno, Česko', lat: 49.1951, lng: 16.6068 },
] as const;

const FAKE_ROAD_FACTOR = 1.2;

/** The empty answer of each service, which a failure status comes with. */
function emptyOf(path: string): Record<string, unknown[]> {
  if (path.endsWith('/autocomplete/json')) return { predictions: [] };
  if (path.endsWith('/distancematrix/json')) return { destination_addresses: [], origin_addresses: [], rows: [] };
  return { html_attributions: [] };
}
const denied = (req: FakeRequest, status: string, message: string): FakeAnswer => ({
  status: 200,
  body: { ...emptyOf(req.path), status, error_message: message },
});

function autocomplete(req: FakeRequest): FakeAnswer {
  const input = req.query.get('input');
  if (!input) return denied(req, 'INVALID_REQUEST', 'Missing the input parameter.');
  const found = FAKE_GOOGLE_PLACES.filter((p) => fakeMatches(`${p.main} ${p.secondary}`, input)).slice(0, 5);
  const predictions = found.map((p) => ({
    description: `${p.main}, ${p.secondary}`,
    place_id: p.place_id,
    reference: p.place_id,
    structured_formatting: { main_text: p.main, secondary_text: p.secondary },
    terms: [{ offset: 0, value: p.main }],
    types: ['geocode'],
  }));
  return { status: 200, body: { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' } };
}

function details(req: FakeRequest): FakeAnswer {
  const id = req.query.get('place_id');
  if (!id) return denied(req, 'INVALID_REQUEST', 'Missing the place_id parameter.');
  const p = FAKE_GOOGLE_PLACES.find((x) => x.place_id === id);
  if (!p) return { status: 200, body: { html_attributions: [], status: 'NOT_FOUND' } };
  return {
    status: 200,
    body: {
      html_attributions: [],
      result: { formatted_address: p.address, geometry: { location: { lat: p.lat, lng: p.lng } } },
      status: 'OK',
    },
  };
}

function latLngs(value: string | null) {
  return (value ?? '')
    .split('|')
    .filter(Boolean)
    .map((s) => {
      const [lat, lng] = s.split(',').map(Number);
      return { lat: lat!, lng: lng! };
    });
}

function matrix(req: FakeRequest): FakeAnswer {
  const origins = latLngs(req.query.get('origins'));
  const destinations = latLngs(req.query.get('destinations'));
  if (!origins.length || !destinations.length) return denied(req, 'INVALID_REQUEST', 'origins and destinations are required');
  if (origins.length * destinations.length > 100) return denied(req, 'MAX_ELEMENTS_EXCEEDED', 'Too many elements.');
  const rows = origins.map((o) => ({
    elements: destinations.map((d) => {
      // Across the ocean there is no road: Google answers ZERO_RESULTS for that element.
      if (o.lat < 35 || d.lat < 35) return { status: 'ZERO_RESULTS' };
      const metres = Math.round(haversineKm(o, d) * 1000 * FAKE_ROAD_FACTOR);
      const seconds = Math.round(metres / 18);
      return {
        distance: { text: `${(metres / 1000).toFixed(1)} km`, value: metres },
        duration: { text: `${Math.round(seconds / 60)} mins`, value: seconds },
        status: 'OK',
      };
    }),
  }));
  const names = (ps: { lat: number; lng: number }[]) => ps.map((p) => `${p.lat},${p.lng}`);
  return { status: 200, body: { destination_addresses: names(destinations), origin_addresses: names(origins), rows, status: 'OK' } };
}

export async function startFakeGoogle(apiKey = 'google-test-key'): Promise<FakeJsonServer & { apiKey: string }> {
  const server = await startFakeJsonServer((req) => {
    if (req.query.get('key') !== apiKey) return denied(req, 'REQUEST_DENIED', 'The provided API key is invalid.');
    if (req.path === '/maps/api/place/autocomplete/json') return autocomplete(req);
    if (req.path === '/maps/api/place/details/json') return details(req);
    if (req.path === '/maps/api/distancematrix/json') return matrix(req);
    return { status: 404, body: { error: 'Not Found' } };
  });
  return Object.assign(server, { apiKey });
}

export { FAKE_ROAD_FACTOR };
