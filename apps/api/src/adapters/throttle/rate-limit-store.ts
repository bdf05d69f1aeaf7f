import type { ThrottleStore } from './throttle-store.ts';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store of @fastify/rate-limit (its `store` option) on a ThrottleStore: each route's limit counts in
 * `throttle_windows` under `rate:<METHOD> <url>:<the route's key>`, one upsert per request, so every
 * instance on the database spends one budget. "Now" is the app's clock. The answers (429, headers) are
 * the plugin's own, as with its in-memory store; `continueExceeding` and `exponentialBackoff` are not
 * supported (no route uses them).
 */
export function rateLimitStore(store: ThrottleStore, now: () => number) {
  return class RateLimitStore {
    private readonly prefix: string;

    constructor(options: RouteOptions = {}) {
      const { method, url } = options.routeInfo ?? {};
      this.prefix = url ? `rate:${[method ?? ''].flat().join(',')} ${url}` : 'rate';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const t = now();
      store.hit({ key: `${this.prefix}:${key}`, windowMs: timeWindow }, t).then(
        (w) => {
          callback(null, { current: w.count, ttl: Math.max(0, w.resetAt - t) });
        },
        (err: unknown) => {
          callback(err instanceof Error ? err : new Error(String(err)));
        },
      );
    }

    child(routeOptions: RouteOptions): RateLimitStore {
      return new RateLimitStore(routeOptions);
    }
  };
}
