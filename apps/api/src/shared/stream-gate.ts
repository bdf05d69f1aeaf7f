import { addressKey } from './address-key.ts';
import { AppError } from './errors.ts';

/** How many server-sent event streams may be open at once (per API process; README "Configuration"). */
export interface StreamLimits {
  /** Anonymous streams (tracking links) from one client address (an IPv6 address counts by its /64). */
  perAddress: number;
  /** Anonymous streams in all. */
  anonymousTotal: number;
  /** Signed-in streams (`GET /api/events`) of one user: its tabs and devices. */
  perUser: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perAddress: 10, anonymousTotal: 1000, perUser: 5 };

/**
 * What a refused stream is told to wait: streams end within 15 minutes (their lifetime) and tabs close
 * sooner; the browser's EventSource gives up on a 429 and the pages fall back to polling meanwhile.
 */
export const STREAM_RETRY_AFTER_SECONDS = 60;

/** Who opens a stream: a client address (public streams) or a signed-in user. */
export type StreamOwner = { kind: 'anonymous'; address: string } | { kind: 'user'; id: number };

/**
 * Counts the open event streams and refuses one beyond a limit with 429 `TOO_MANY_STREAMS` and
 * `Retry-After` (issue 12 §11: one address held ~1,800 tracking streams open). `acquire` before the
 * stream opens; the answer releases the slot, once, when the stream ends.
 */
export function createStreamGate(limits: StreamLimits = DEFAULT_STREAM_LIMITS) {
  const byAddress = new Map<string, number>();
  const byUser = new Map<number, number>();
  let anonymous = 0;

  const refuse = () =>
    new AppError(429, 'TOO_MANY_STREAMS', {
      params: { seconds: STREAM_RETRY_AFTER_SECONDS },
      headers: { 'retry-after': String(STREAM_RETRY_AFTER_SECONDS) },
    });
  const bump = <K>(map: Map<K, number>, key: K, by: number) => {
    const n = (map.get(key) ?? 0) + by;
    if (n > 0) map.set(key, n);
    else map.delete(key);
  };

  return {
    acquire(owner: StreamOwner): () => void {
      if (owner.kind === 'user') {
        if ((byUser.get(owner.id) ?? 0) >= limits.perUser) throw refuse();
        bump(byUser, owner.id, 1);
      } else {
        const key = addressKey(owner.address);
        if (anonymous >= limits.anonymousTotal || (byAddress.get(key) ?? 0) >= limits.perAddress) throw refuse();
        bump(byAddress, key, 1);
        anonymous += 1;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (owner.kind === 'user') bump(byUser, owner.id, -1);
        else {
          bump(byAddress, addressKey(owner.address), -1);
          anonymous -= 1;
        }
      };
    },

    /** Open streams now (tests and diagnostics). */
    counts() {
      return {
        anonymous,
        addresses: byAddress.size,
        users: [...byUser.values()].reduce((a, b) => a + b, 0),
      };
    },
  };
}

export type StreamGate = ReturnType<typeof createStreamGate>;
