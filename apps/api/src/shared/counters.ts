/**
 * A count that only grows, by label value (`''` for a count without labels): what a Prometheus counter
 * reports. Plain numbers here, so that code deep in the app counts without loading prom-client, which
 * `/metrics` (plugins/metrics.ts) loads only when it is on (loading it took about 12 ms of every start,
 * issue 18 §5).
 */
export class Tally {
  private readonly counts = new Map<string, number>();

  inc(label = '', by = 1): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + by);
  }

  /** Each label value with its count, in the order first counted. */
  entries(): [string, number][] {
    return [...this.counts];
  }
}

/**
 * Counters of this process that code deep in the app increments and `/metrics` reports. One per process:
 * tests that build several apps in one process share one count, as the process does.
 */
export const counters = {
  /** GPS fixes accepted from drivers' phones (modules/positions). */
  gpsFixes: new Tally(),
  /** Job runs whose handler failed (they are retried, or given up on their last try), by queue. */
  jobFailures: new Tally(),
};
