import { addressKey } from '../../shared/address-key.ts';
import { nextWindow, type CountWindow, type ThrottleStore, type WindowHit } from '../../adapters/throttle/throttle-store.ts';

/**
 * Slows password guessing without letting a stranger lock an account (docs/decisions/0014):
 * - per (account, address) pair: `perPair.max` failures, then that address waits out the window for that
 *   account — the attacker's address, never the owner's;
 * - per address over all accounts: `perAddress.max` failures (one address trying many accounts);
 * - per account over all addresses: after `perAccount.freeFailures` failures every further try waits
 *   1 s, 2 s, 4 s … up to `maxDelayMs` — except from an address the account signed in from lately
 *   (the caller says so), so the owner still gets in while others hammer its account;
 * - password reset requests per account (`resetPerAccount`), from any address.
 * The rules are pure (`SignInRules`) over counting windows; the app counts them in `throttle_windows`
 * (`SharedLoginThrottle` on adapters/throttle), so every instance on the database sees one budget
 * (docs/decisions/0037). `LoginThrottle` keeps them in process memory (unit tests, a single process).
 * Keys: `login:pair:<account>:<address>`, `login:ip:<address>`, `login:account:<account>` (the back-off: a
 * sliding window whose count is the failures and whose end is an hour after the last one) and
 * `login:reset:<account>`.
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

/** What the sign-in service asks of a throttle (memory or shared: the same rules and answers). */
export interface SignInThrottle {
  /** Whether the account is backing off now (the caller then checks whether the address is a usual one). */
  accountBackingOff(account: string): boolean | Promise<boolean>;
  /**
   * Seconds to wait before another sign-in try, or 0 when the caller may try now. `usualAddress`: the
   * account signed in from this address lately, so the account's own backoff does not hold it back.
   */
  retryAfter(ip: string, account: string, options: { usualAddress: boolean }): number | Promise<number>;
  fail(ip: string, account: string): void | Promise<void>;
  /**
   * A successful sign-in clears its pair's counter (the owner's own typos), not the address's (one address
   * may try many accounts) nor the account's (others may still be guessing it; it fades by itself).
   */
  succeed(ip: string, account: string): void | Promise<void>;
  /**
   * Counts a password reset request for the account; answers the seconds to wait when it is over its
   * limit (then nothing is sent, and the link sent last stays the valid one). Keyed by the e-mail as typed
   * (normalised), so an e-mail without an account is limited alike and the answer tells nothing.
   */
  requestReset(account: string): number | Promise<number>;
}

/** The keys of one try. */
interface TryKeys {
  pair: string;
  address: string;
  account: string;
}

type Windows = ReadonlyMap<string, CountWindow>;

/** The pure rules: which windows a try counts in, and how long it waits given those windows. */
export class SignInRules {
  readonly rules: ThrottleRules;

  constructor(rules: Partial<ThrottleRules> = {}) {
    this.rules = { ...DEFAULT_THROTTLE_RULES, ...rules };
  }

  keys(ip: string, account: string): TryKeys {
    const address = addressKey(ip);
    return { pair: `login:pair:${account}:${address}`, address: `login:ip:${address}`, account: `login:account:${account}` };
  }

  resetKey(account: string): string {
    return `login:reset:${account}`;
  }

  /** The hits of a failed try: its pair, its address and the account's back-off. */
  failHits(k: TryKeys): WindowHit[] {
    const { perPair, perAddress, perAccount } = this.rules;
    return [
      { key: k.pair, windowMs: perPair.windowMs },
      { key: k.address, windowMs: perAddress.windowMs },
      // Ends one millisecond after `forgetAfterMs` from the last failure: forgotten once more than that passed.
      { key: k.account, windowMs: perAccount.forgetAfterMs + 1, sliding: true },
    ];
  }

  resetHit(account: string): WindowHit {
    return { key: this.resetKey(account), windowMs: this.rules.resetPerAccount.windowMs };
  }

  /** Seconds to wait after a reset request counted into window `w` (0: send the link). */
  resetWait(w: CountWindow, t: number): number {
    return w.count > this.rules.resetPerAccount.max ? Math.ceil((w.resetAt - t) / 1000) : 0;
  }

  retryAfter(windows: Windows, k: TryKeys, t: number, usualAddress: boolean): number {
    let waitMs = Math.max(
      windowWaitMs(windows.get(k.pair), this.rules.perPair, t),
      windowWaitMs(windows.get(k.address), this.rules.perAddress, t),
    );
    if (!usualAddress) waitMs = Math.max(waitMs, this.accountWaitMs(windows.get(k.account), t));
    return Math.ceil(waitMs / 1000);
  }

  accountWaitMs(w: CountWindow | undefined, t: number): number {
    const { freeFailures, baseDelayMs, maxDelayMs, forgetAfterMs } = this.rules.perAccount;
    if (!w || w.resetAt <= t || w.count < freeFailures) return 0;
    const lastAt = w.resetAt - forgetAfterMs - 1;
    const delay = Math.min(baseDelayMs * 2 ** Math.min(w.count - freeFailures, 30), maxDelayMs);
    return Math.max(0, lastAt + delay - t);
  }
}

function windowWaitMs(w: CountWindow | undefined, rule: WindowRule, t: number): number {
  return w && w.resetAt > t && w.count >= rule.max ? w.resetAt - t : 0;
}

/** The rules on windows in process memory: one instance only (unit tests; the app uses SharedLoginThrottle). */
export class LoginThrottle implements SignInThrottle {
  private readonly core: SignInRules;
  private readonly windows = new Map<string, CountWindow>();

  constructor(
    rules: Partial<ThrottleRules> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.core = new SignInRules(rules);
  }

  accountBackingOff(account: string): boolean {
    return this.core.accountWaitMs(this.windows.get(this.core.keys('', account).account), this.now()) > 0;
  }

  retryAfter(ip: string, account: string, options: { usualAddress: boolean }): number {
    return this.core.retryAfter(this.windows, this.core.keys(ip, account), this.now(), options.usualAddress);
  }

  fail(ip: string, account: string): void {
    const t = this.now();
    for (const hit of this.core.failHits(this.core.keys(ip, account))) this.hit(hit, t);
    if (this.windows.size > 50_000) for (const [key, w] of this.windows) if (w.resetAt <= t) this.windows.delete(key);
  }

  succeed(ip: string, account: string): void {
    this.windows.delete(this.core.keys(ip, account).pair);
  }

  requestReset(account: string): number {
    const t = this.now();
    return this.core.resetWait(this.hit(this.core.resetHit(account), t), t);
  }

  private hit(hit: WindowHit, t: number): CountWindow {
    const w = nextWindow(this.windows.get(hit.key), hit, t);
    this.windows.set(hit.key, w);
    return w;
  }
}

/** The rules on a shared store (`throttle_windows`): every instance on the database counts the same tries. */
export class SharedLoginThrottle implements SignInThrottle {
  private readonly core: SignInRules;

  constructor(
    rules: Partial<ThrottleRules>,
    private readonly now: () => number,
    private readonly store: ThrottleStore,
  ) {
    this.core = new SignInRules(rules);
  }

  async accountBackingOff(account: string): Promise<boolean> {
    const t = this.now();
    const key = this.core.keys('', account).account;
    return this.core.accountWaitMs((await this.store.read([key], t)).get(key), t) > 0;
  }

  async retryAfter(ip: string, account: string, options: { usualAddress: boolean }): Promise<number> {
    const t = this.now();
    const k = this.core.keys(ip, account);
    return this.core.retryAfter(await this.store.read([k.pair, k.address, k.account], t), k, t, options.usualAddress);
  }

  async fail(ip: string, account: string): Promise<void> {
    const t = this.now();
    await Promise.all(this.core.failHits(this.core.keys(ip, account)).map((hit) => this.store.hit(hit, t)));
  }

  async succeed(ip: string, account: string): Promise<void> {
    await this.store.remove(this.core.keys(ip, account).pair);
  }

  async requestReset(account: string): Promise<number> {
    const t = this.now();
    return this.core.resetWait(await this.store.hit(this.core.resetHit(account), t), t);
  }
}
