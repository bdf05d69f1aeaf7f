import { z } from 'zod';
import { envUrl, parseEnv } from '../../shared/env.ts';
import { GEO_PROVIDERS, type GeoProviderName } from './geo-provider.ts';
import { GOOGLE_MAPS_API_URL } from './google.ts';
import { GEO_TIMEOUT_MS } from './http.ts';
import { MAPY_API_URL } from './mapy.ts';

const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const GeoEnvSchema = z.object({
  GEO_PROVIDER: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'builtin')
    .pipe(z.enum(GEO_PROVIDERS)),
  MAPY_API_KEY: optional,
  MAPY_API_URL: envUrl,
  GOOGLE_MAPS_API_KEY: optional,
  GOOGLE_MAPS_API_URL: envUrl,
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
});

export interface GeoConfig {
  provider: GeoProviderName;
  timeoutMs: number;
  mapy: { apiKey: string; baseUrl: string } | null;
  google: { apiKey: string; baseUrl: string } | null;
}

/**
 * The geo part of the environment (ARCHITECTURE §7): GEO_PROVIDER builtin (default) | mapy | google,
 * MAPY_API_KEY, GOOGLE_MAPS_API_KEY, and for tests MAPY_API_URL, GOOGLE_MAPS_API_URL, GEO_TIMEOUT_MS.
 * A bad value, or a provider without its key, stops the start with a clear message (like config.ts).
 */
export function geoConfigFromEnv(env: Record<string, string | undefined> = process.env): GeoConfig {
  const e = parseEnv(GeoEnvSchema, env);
  if (e.GEO_PROVIDER === 'mapy' && !e.MAPY_API_KEY)
    throw new Error('Invalid configuration:\n  MAPY_API_KEY: GEO_PROVIDER=mapy needs a Mapy.com API key');
  if (e.GEO_PROVIDER === 'google' && !e.GOOGLE_MAPS_API_KEY) {
    throw new Error('Invalid configuration:\n  GOOGLE_MAPS_API_KEY: GEO_PROVIDER=google needs a Google Maps API key');
  }
  return {
    provider: e.GEO_PROVIDER,
    timeoutMs: e.GEO_TIMEOUT_MS ?? GEO_TIMEOUT_MS,
    mapy: e.MAPY_API_KEY ? { apiKey: e.MAPY_API_KEY, baseUrl: e.MAPY_API_URL ?? MAPY_API_URL } : null,
    google: e.GOOGLE_MAPS_API_KEY ? { apiKey: e.GOOGLE_MAPS_API_KEY, baseUrl: e.GOOGLE_MAPS_API_URL ?? GOOGLE_MAPS_API_URL } : null,
  };
}
