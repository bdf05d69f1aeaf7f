import { Counter } from 'prom-client';

/**
 * Counters of this process that code deep in the app increments and `/metrics` (plugins/metrics.ts) reports.
 * They belong to no registry here: each app's metrics registry adds them, so tests that build several apps
 * in one process share one count, as the process does.
 */
export const counters = {
  /** GPS fixes accepted from drivers' phones (modules/positions): `counters.gpsFixes.inc(n)`. */
  gpsFixes: new Counter({
    name: 'vozka_gps_fixes_total',
    help: 'GPS fixes accepted from drivers',
    registers: [],
  }),
  /** Job runs whose handler failed (they are retried, or given up on their last try), per queue. */
  jobFailures: new Counter({
    name: 'vozka_job_failures_total',
    help: 'Job runs that failed, per queue',
    labelNames: ['queue'] as const,
    registers: [],
  }),
};
