import { z } from 'zod';
import { todayInPrague, type FlightStatus } from '@vozka/domain';
import type { FlightApiConfig } from './config.ts';
import { FlightProviderError, type FlightQuery, type FlightReport, type FlightStatusProvider } from './provider.ts';

/**
 * AeroDataBox (RapidAPI): `GET /flights/number/{number}/{dateLocal}` with `X-RapidAPI-Key` and
 * `X-RapidAPI-Host`, answering an array of FlightContract — `status` (Expected, EnRoute, CheckIn, Boarding,
 * GateClosed, Departed, Delayed, Approaching, Arrived, Canceled, CanceledUncertain, Diverted, Unknown) and
 * `arrival` { airport { iata, icao, name }, scheduledTime, revisedTime, predictedTime, runwayTime }, each time
 * `{ utc: "2026-11-28 14:05Z", local: "2026-11-28 15:05+01:00" }`. 204 or 404: no such flight that day.
 */
const ZTime = z.object({ utc: z.string() }).partial().nullish();
const ZAirport = z.object({ iata: z.string().nullish(), icao: z.string().nullish(), name: z.string().nullish() }).nullish();
const ZMovement = z.object({
  airport: ZAirport,
  scheduledTime: ZTime,
  revisedTime: ZTime,
  predictedTime: ZTime,
  runwayTime: ZTime,
});
const ZFlight = z.object({ number: z.string().optional(), status: z.string(), arrival: ZMovement.nullish() });
const ZAnswer = z.array(ZFlight);
type AdbFlight = z.infer<typeof ZFlight>;

/** Minutes off the timetable that still count as on time. */
const ON_TIME_MINUTES = 5;

const timeOf = (t: z.infer<typeof ZTime>): Date | null => {
  if (!t?.utc) return null;
  const d = new Date(t.utc.replace(' ', 'T'));
  return Number.isNaN(d.getTime()) ? null : d;
};

/** `OK 123` → `OK123` (the path segment the API expects). */
export const adbFlightNumber = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** The answer's flight arriving nearest the ride's scheduled arrival (a number may fly twice a day). */
function nearest(flights: AdbFlight[], scheduled: Date): AdbFlight | undefined {
  const distance = (f: AdbFlight) => Math.abs((timeOf(f.arrival?.scheduledTime) ?? scheduled).getTime() - scheduled.getTime());
  return [...flights].sort((a, b) => distance(a) - distance(b))[0];
}

/** One FlightContract in the portal's terms. */
export function normaliseAdbFlight(flight: AdbFlight): FlightReport {
  const a = flight.arrival;
  const scheduledArrival = timeOf(a?.scheduledTime);
  const landedAt = timeOf(a?.runwayTime) ?? timeOf(a?.revisedTime);
  const estimate = timeOf(a?.revisedTime) ?? timeOf(a?.predictedTime);
  const airport = a?.airport?.iata ?? a?.airport?.icao ?? a?.airport?.name ?? null;
  switch (flight.status) {
    case 'Canceled':
    case 'CanceledUncertain':
      return { status: 'CANCELLED', scheduledArrival, expectedArrival: null };
    case 'Diverted':
      return { status: 'DIVERTED', scheduledArrival, expectedArrival: estimate, divertedTo: airport };
    case 'Arrived':
      return { status: 'LANDED', scheduledArrival, expectedArrival: landedAt ?? estimate, landedAt: landedAt ?? estimate };
    case 'Unknown':
      return { status: 'UNKNOWN', scheduledArrival, expectedArrival: estimate };
  }
  if (!estimate || !scheduledArrival)
    return { status: flight.status === 'Delayed' ? 'DELAYED' : 'SCHEDULED', scheduledArrival, expectedArrival: estimate };
  const off = (estimate.getTime() - scheduledArrival.getTime()) / 60_000;
  const status: FlightStatus = off > ON_TIME_MINUTES ? 'DELAYED' : off < -ON_TIME_MINUTES ? 'EARLY' : 'ON_TIME';
  return { status, scheduledArrival, expectedArrival: estimate };
}

/** The AeroDataBox adapter; `fetch` injected in tests, the global one otherwise. */
export function createAeroDataBoxProvider(apiKey: string, config: FlightApiConfig, fetchFn: typeof fetch = fetch): FlightStatusProvider {
  const fail = (kind: ConstructorParameters<typeof FlightProviderError>[1], message: string) =>
    new FlightProviderError('aerodatabox', kind, message);
  return {
    name: 'aerodatabox',
    configured: true,
    async lookup(query: FlightQuery): Promise<FlightReport> {
      const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
      const path = `flights/number/${encodeURIComponent(adbFlightNumber(query.flightNumber))}/${todayInPrague(query.scheduledArrival)}`;
      const url = new URL(path, base);
      url.searchParams.set('withAircraftImage', 'false');
      url.searchParams.set('withLocation', 'false');
      let res: Response;
      try {
        res = await fetchFn(url, {
          headers: { accept: 'application/json', 'X-RapidAPI-Key': apiKey, 'X-RapidAPI-Host': config.host },
          signal: AbortSignal.timeout(config.timeoutMs),
          redirect: 'error',
        });
      } catch (e) {
        const name = e instanceof Error ? e.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') throw fail('TIMEOUT', `no answer in ${config.timeoutMs} ms`);
        throw fail('NETWORK', e instanceof Error ? e.message : 'fetch failed');
      }
      if (res.status === 204 || res.status === 404) {
        await res.body?.cancel();
        throw fail('NOT_FOUND', 'no such flight that day');
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw fail(res.status === 401 || res.status === 403 ? 'DENIED' : res.status === 429 ? 'QUOTA' : 'HTTP', `HTTP ${res.status}`);
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw fail('BAD_ANSWER', 'the answer is not JSON');
      }
      const parsed = ZAnswer.safeParse(body);
      if (!parsed.success) throw fail('BAD_ANSWER', 'unexpected answer shape');
      const flight = nearest(parsed.data, query.scheduledArrival);
      if (!flight) throw fail('NOT_FOUND', 'no such flight that day');
      return normaliseAdbFlight(flight);
    },
  };
}
