import { z } from 'zod';
import { envUrl, parseEnv } from '../../shared/env.ts';

/** AeroDataBox on RapidAPI (the documented base URL and host header). */
export const AERODATABOX_API_URL = 'https://aerodatabox.p.rapidapi.com';
export const AERODATABOX_HOST = 'aerodatabox.p.rapidapi.com';
/** A provider call that takes longer than this fails as TIMEOUT (the ride keeps its time). */
export const FLIGHT_TIMEOUT_MS = 5_000;

/** Where the flight provider is reached; the provider and its key are ADMIN's settings. */
export interface FlightApiConfig {
  baseUrl: string;
  host: string;
  timeoutMs: number;
}

const FlightEnv = z.object({
  FLIGHT_API_URL: envUrl,
  FLIGHT_API_HOST: z.string().trim().min(1).optional(),
  FLIGHT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
});

/**
 * FLIGHT_API_URL (tests and e2e point it at a local fake), FLIGHT_API_HOST, FLIGHT_TIMEOUT_MS; all optional.
 * A bad value stops the start with a clear message (like config.ts).
 */
export function flightApiConfig(env: Record<string, string | undefined> = process.env): FlightApiConfig {
  const e = parseEnv(FlightEnv, env);
  return {
    baseUrl: e.FLIGHT_API_URL ?? AERODATABOX_API_URL,
    host: e.FLIGHT_API_HOST ?? AERODATABOX_HOST,
    timeoutMs: e.FLIGHT_TIMEOUT_MS ?? FLIGHT_TIMEOUT_MS,
  };
}
