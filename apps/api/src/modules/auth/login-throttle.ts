/**
 * Slows password guessing without letting a stranger lock an account (docs/decisions/0014):
 * - per (account, address) pair: `perPair.max` failures, then that address waits out the window for that
 *   account — the attacker's address, never the owner's;
 * - per address over all accounts: `perAddress.max` failures (one address trying many accounts);
 * - per account over all addresses: after `perAccount.freeFailures` failures every further try waits
 *   1 s, 2 s, 4 s … up to `maxDelayMs` — except from an address the account signed in from lately
 *   (the caller says so), so the owner still gets in while others hammer its account;
 * - password reset requests per account (`resetPerAccount`), from any address.
 * In-process memory: enough for one instance (the embedded default); several instances behind a
 * balancer should move these counters to a shared store.
 */
export interface WindowRule {
  max: number;
  windowMs: number;
}

export interface ThrottleRules {
  perPair: WindowRule;
  perAddress: WindowRule;
  perAccount: { freeFailures: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };
  resetPerAccount: WindowRule;
}

const MINUTE = 60_000;

export const DEFAULT_THROTTLE_RULES: ThrottleRules = {
  perPair: { max: 5, windowMs: 15 * MINUTE },
  perAddress: { max: 50, windowMs: 15 * MINUTE },
  perAccount: { freeFailures: 20, baseDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: 60 * MINUTE },
  resetPerAccount: { max: 3, windowMs: 60 * MINUTE },
};

/** How long a sign-in from an address keeps it "usual" for the account (exempt from the account's backoff). */
export const USUAL_ADDRESS_MS = 30 * 24 * 60 * MINUTE;

interface Window {
  count: number;
  resetAt: number;
}

interface Backoff {
  failures: number;
  lastAt: number;
}

/**
 * One IPv6 host can use a whole /64, so IPv6 addresses count by their /64 prefix; IPv4 (also mapped into
 * IPv6) counts by the address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginThrottle {
  private readonly rules: ThrottleRules;
  private readonly windows = new Map<string, Window>();
  private readonly backoffs = new Map<string, Backoff>();

  constructor(
    rules: Partial<ThrottleRules> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.rules = { ...DEFAULT_THROTTLE_RULES, ...rules };
  }

  /** Whether the account is backing off now (the caller then checks whether the address is a usual one). */
  accountBackingOff(account: string): boolean {
    return this.accountWaitMs(account, this.now()) > 0;
  }

  /**
   * Seconds to wait before another sign-in try, or 0 when the caller may try now. `usualAddress`: the
   * account signed in from this address lately, so the account's own backoff does not hold it back.
   */
  retryAfter(ip: string, account: string, options: { usualAddress: boolean }): number {
    const t = this.now();
    const address = addressKey(ip);
    let waitMs = Math.max(
      this.windowWaitMs(`pair:${address}|${account}`, this.rules.perPair, t),
      this.windowWaitMs(`ip:${address}`, this.rules.perAddress, t),
    );
    if (!options.usualAddress) waitMs = Math.max(waitMs, this.accountWaitMs(account, t));
    return Math.ceil(waitMs / 1000);
  }

  fail(ip: string, account: string): void {
    const t = this.now();
    const address = addressKey(ip);
    this.count(`pair:${address}|${account}`, this.rules.perPair, t);
    this.count(`ip:${address}`, this.rules.perAddress, t);
    const b = this.backoffs.get(account);
    if (!b || t - b.lastAt > this.rules.perAccount.forgetAfterMs) this.backoffs.set(account, { failures: 1, lastAt: t });
    else {
      b.failures += 1;
      b.lastAt = t;
    }
    if (this.windows.size + this.backoffs.size > 50_000) this.sweep(t);
  }

  /**
   * A successful sign-in clears its pair's counter (the owner's own typos), not the address's (one address
   * may try many accounts) nor the account's (others may still be guessing it; it fades by itself).
   */
  succeed(ip: string, account: string): void {
    this.windows.delete(`pair:${addressKey(ip)}|${account}`);
  }

  /**
   * Counts a password reset request for the account; answers the seconds to wait when it is over its
   * limit (then nothing is sent, and the link sent last stays the valid one). Keyed by the e-mail as typed
   * (normalised), so an e-mail without an account is limited alike and the answer tells nothing.
   */
  requestReset(account: string): number {
    const t = this.now();
    const key = `reset:${account}`;
    const waitMs = this.windowWaitMs(key, this.rules.resetPerAccount, t);
    if (waitMs > 0) return Math.ceil(waitMs / 1000);
    this.count(key, this.rules.resetPerAccount, t);
    return 0;
  }

  private windowWaitMs(key: string, rule: WindowRule, t: number): number {
    const w = this.windows.get(key);
    return w && w.resetAt > t && w.count >= rule.max ? w.resetAt - t : 0;
  }

  private count(key: string, rule: WindowRule, t: number): void {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) this.windows.set(key, { count: 1, resetAt: t + rule.windowMs });
    else w.count += 1;
  }

  private accountWaitMs(account: string, t: number): number {
    const b = this.backoffs.get(account);
    const { freeFailures, baseDelayMs, maxDelayMs, forgetAfterMs } = this.rules.perAccount;
    if (!b || b.failures < freeFailures || t - b.lastAt > forgetAfterMs) return 0;
    const delay = Math.min(baseDelayMs * 2 ** Math.min(b.failures - freeFailures, 30), maxDelayMs);
    return Math.max(0, b.lastAt + delay - t);
  }

  private sweep(t: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
    for (const [key, b] of this.backoffs) if (t - b.lastAt > this.rules.perAccount.forgetAfterMs) this.backoffs.delete(key);
  }
}
