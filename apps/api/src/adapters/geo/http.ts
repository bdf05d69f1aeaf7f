import type { z } from 'zod';
import { GeoError, type GeoProviderName } from './geo-provider.ts';

/** Spec-free but firm: a geo call that takes longer than this fails as TIMEOUT. */
export const GEO_TIMEOUT_MS = 5_000;

export interface HttpOptions {
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

/**
 * GET a JSON answer, every failure a GeoError: TIMEOUT, NETWORK, DENIED (401/403), QUOTA (429), HTTP
 * (any other non-2xx, with its status), BAD_ANSWER (not JSON). The URL is never logged: it holds the key.
 */
export async function getJson(provider: GeoProviderName, url: URL, options: HttpOptions): Promise<unknown> {
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (e) {
    const name = e instanceof Error ? e.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new GeoError(provider, 'TIMEOUT', `no answer in ${options.timeoutMs} ms`);
    throw new GeoError(provider, 'NETWORK', e instanceof Error ? e.message : 'fetch failed');
  }
  if (!res.ok) {
    await res.body?.cancel();
    const kind = res.status === 401 || res.status === 403 ? 'DENIED' : res.status === 429 ? 'QUOTA' : 'HTTP';
    throw new GeoError(provider, kind, `HTTP ${res.status}`, res.status);
  }
  try {
    return (await res.json()) as unknown;
  } catch {
    throw new GeoError(provider, 'BAD_ANSWER', 'the answer is not JSON');
  }
}

/** The base URL with a path and query parameters (undefined ones left out; arrays repeated). */
export function buildUrl(base: string, path: string, params: Record<string, string | number | undefined | readonly string[]>): URL {
  const url = new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) continue;
    for (const one of typeof v === 'object' ? v : [v]) url.searchParams.append(k, String(one));
  }
  return url;
}

/** A service's answer checked against the documented shape (only the fields used): else BAD_ANSWER. */
export function parseAnswer<T>(provider: GeoProviderName, schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body);
  if (!r.success) throw new GeoError(provider, 'BAD_ANSWER', 'unexpected answer shape');
  return r.data;
}
