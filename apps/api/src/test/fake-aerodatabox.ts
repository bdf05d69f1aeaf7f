import { startFakeJsonServer, type FakeAnswer, type FakeJsonServer, type FakeRequest } from '../adapters/geo/test-support.ts';

/**
 * A local stand-in for AeroDataBox on RapidAPI (`GET /flights/number/{number}/{dateLocal}`), answering in
 * its documented format: an array of FlightContract `{ number, status, arrival: { airport: { iata, icao,
 * name }, scheduledTime, revisedTime, runwayTime: { utc: "2026-11-28 14:05Z", local } } }`; 403 without
 * the RapidAPI key (RapidAPI's "You are not subscribed to this API."), 404 for a flight it does not know.
 * Each flight plays a scenario the test sets; `GET /__fake/flight?number=&kind=&scheduled=&minutes=` sets
 * one over HTTP (the e2e server's tests).
 */
export type FakeFlightKind = 'scheduled' | 'delayed' | 'early' | 'landed' | 'diverted' | 'cancelled' | 'down';

export interface FakeFlight {
  kind: FakeFlightKind;
  /** The timetable's arrival. */
  scheduled: Date;
  /** delayed / early: the estimate's minutes off; landed: the landing's minutes off (negative = early). */
  minutes?: number;
}

const key = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** `2026-11-28 14:05Z` and the Prague wall time with its offset, as AeroDataBox writes them. */
function adbTime(d: Date) {
  const utc = `${d.toISOString().slice(0, 16).replace('T', ' ')}Z`;
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'longOffset',
  }).format(d);
  const [date, time, zone] = parts.split(' ');
  return { utc, local: `${date} ${time}${(zone ?? 'GMT+00:00').replace('GMT', '') || '+00:00'}` };
}

const PRAGUE = { icao: 'LKPR', iata: 'PRG', name: 'Prague', shortName: 'Prague', municipalityName: 'Prague', countryCode: 'CZ' };
const BRNO = { icao: 'LKTB', iata: 'BRQ', name: 'Brno', shortName: 'Brno', municipalityName: 'Brno', countryCode: 'CZ' };
const LONDON = { icao: 'EGLL', iata: 'LHR', name: 'London Heathrow', shortName: 'Heathrow', municipalityName: 'London', countryCode: 'GB' };

const ADB_STATUS: Record<Exclude<FakeFlightKind, 'down'>, string> = {
  scheduled: 'Expected',
  delayed: 'EnRoute',
  early: 'Approaching',
  landed: 'Arrived',
  diverted: 'Diverted',
  cancelled: 'Canceled',
};

/** The FlightContract of a scenario. */
export function fakeFlightContract(number: string, f: FakeFlight) {
  const at = (minutes: number) => adbTime(new Date(f.scheduled.getTime() + minutes * 60_000));
  const m = f.minutes ?? 0;
  const kind = f.kind === 'down' ? 'scheduled' : f.kind;
  const arrival: Record<string, unknown> = {
    airport: kind === 'diverted' ? BRNO : PRAGUE,
    scheduledTime: at(0),
    terminal: '1',
    quality: ['Basic', 'Live'],
  };
  if (kind === 'delayed') arrival.revisedTime = at(m);
  if (kind === 'early') arrival.revisedTime = at(-Math.abs(m));
  if (kind === 'landed') Object.assign(arrival, { revisedTime: at(m), runwayTime: at(m) });
  return {
    number,
    callSign: null,
    status: ADB_STATUS[kind],
    codeshareStatus: 'IsOperator',
    isCargo: false,
    departure: { airport: LONDON, scheduledTime: at(-120), quality: ['Basic'] },
    arrival,
    airline: { name: 'Czech Airlines', iata: 'OK', icao: 'CSA' },
  };
}

export interface FakeAeroDataBox extends FakeJsonServer {
  apiKey: string;
  set(number: string, flight: FakeFlight): void;
}

export async function startFakeAeroDataBox(apiKey = 'adb-test-key'): Promise<FakeAeroDataBox> {
  const flights = new Map<string, FakeFlight>();
  const handle = (req: FakeRequest): FakeAnswer => {
    if (req.path === '/__fake/flight') {
      const number = req.query.get('number') ?? '';
      const scheduled = new Date(req.query.get('scheduled') ?? '');
      if (!number || Number.isNaN(scheduled.getTime())) return { status: 400, body: { message: 'number and scheduled needed' } };
      const kind = (req.query.get('kind') ?? 'scheduled') as FakeFlightKind;
      flights.set(key(number), { kind, scheduled, minutes: Number(req.query.get('minutes') ?? 0) });
      return { status: 200, body: { ok: true } };
    }
    if (req.headers['x-rapidapi-key'] !== apiKey) return { status: 403, body: { message: 'You are not subscribed to this API.' } };
    const m = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/.exec(req.path);
    if (!m) return { status: 404, body: { message: 'Endpoint does not exist' } };
    const flight = flights.get(key(decodeURIComponent(m[1]!)));
    if (!flight) return { status: 404, body: { message: 'Flight not found' } };
    if (flight.kind === 'down') return { status: 503, body: { message: 'Service unavailable' } };
    return { status: 200, body: [fakeFlightContract(decodeURIComponent(m[1]!), flight)] };
  };
  const server = await startFakeJsonServer(handle);
  return Object.assign(server, {
    apiKey,
    set(number: string, flight: FakeFlight) {
      flights.set(key(number), flight);
    },
  });
}
