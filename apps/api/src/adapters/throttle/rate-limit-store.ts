import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { ThrottleStore } from './throttle-store.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands `child`: the route's merged limit options, with the route as `routeInfo`. */
interface RouteLimit {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The store of @fastify/rate-limit (its `store` option) on a ThrottleStore: each route's limit counts in
 * `throttle_windows` under `rate:<METHOD> <url>:<the route's key>`, one upsert per request, so every
 * instance on the database spends one budget (docs/decisions/0037). "Now" is the app's clock. The answers
 * (429, headers) are the plugin's own, as with its in-memory store; `continueExceeding` and
 * `exponentialBackoff` are not supported (no route uses them).
 */
export function rateLimitStore(store: ThrottleStore, now: () => number): FastifyRateLimitStoreCtor {
  class RateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options: object = {}) {
      const { method, url } = (options as RouteLimit).routeInfo ?? {};
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

    child(routeOptions: object): FastifyRateLimitStore {
      return new RateLimitStore(routeOptions);
    }
  }
  return RateLimitStore;
}
