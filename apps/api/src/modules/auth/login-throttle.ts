/**
 * Counts failed sign-ins per IP and per account in fixed windows. After `max` failures the key is
 * blocked until its window ends. In-process memory: enough for one instance (the embedded default);
 * several instances behind a balancer should move these counters to Redis (docs/decisions/0005).
 */
export interface ThrottleRule {
  max: number;
  windowMs: number;
}

interface Bucket {
  failures: number;
  resetAt: number;
}

export class LoginThrottle {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rules: { perIp: ThrottleRule; perAccount: ThrottleRule },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait before another try, or 0 when the caller may try now. */
  retryAfter(ip: string, account: string): number {
    const t = this.now();
    let wait = 0;
    for (const [key, rule] of this.keys(ip, account)) {
      const b = this.buckets.get(key);
      if (b && b.resetAt > t && b.failures >= rule.max) wait = Math.max(wait, Math.ceil((b.resetAt - t) / 1000));
    }
    return wait;
  }

  fail(ip: string, account: string): void {
    const t = this.now();
    for (const [key, rule] of this.keys(ip, account)) {
      const b = this.buckets.get(key);
      if (!b || b.resetAt <= t) this.buckets.set(key, { failures: 1, resetAt: t + rule.windowMs });
      else b.failures += 1;
    }
    if (this.buckets.size > 50_000) this.sweep(t);
  }

  /** A successful sign-in clears the account's counter (not the IP's: one IP may try many accounts). */
  succeed(account: string): void {
    this.buckets.delete(`acct:${account}`);
  }

  private keys(ip: string, account: string): [string, ThrottleRule][] {
    return [
      [`ip:${ip}`, this.rules.perIp],
      [`acct:${account}`, this.rules.perAccount],
    ];
  }

  private sweep(t: number): void {
    for (const [key, b] of this.buckets) if (b.resetAt <= t) this.buckets.delete(key);
  }
}
