import type { OperatingState, RideStatus } from '@vozka/domain';

/**
 * What travels on the `vozka_events` channel (docs/decisions/0011): small JSON of ids and numbers,
 * far under PostgreSQL's 8,000-byte payload limit; each process turns them into SSE events per connection.
 */
export const EVENTS_CHANNEL = 'vozka_events';

/** The people a ride belongs to: enough to decide who sees it without a query. */
export interface RideParties {
  status: RideStatus;
  driverId: number | null;
  fleetManagerId: number | null;
  customerId: number | null;
  passengerId: number | null;
}

/** A ride was written: its parties now and (for an update) before. */
export interface RideMessage {
  t: 'ride';
  id: number;
  version: number;
  now: RideParties;
  before: RideParties | null;
}

/** A driver's position (or `operating: OFFLINE` when it went off duty). */
export interface PositionMessage {
  t: 'pos';
  driverId: number;
  fleetManagerId: number | null;
  latitude: number;
  longitude: number;
  heading: number;
  speed: number;
  operating: OperatingState;
  at: string;
}

/** The free-rides pool changed size. */
export interface FreeCountMessage {
  t: 'free';
  count: number;
}

export type BusMessage = RideMessage | PositionMessage | FreeCountMessage;

/** Parses a payload from the channel; anything else (another version, garbage) is ignored. */
export function parseBusMessage(payload: string): BusMessage | null {
  try {
    const value = JSON.parse(payload) as { t?: unknown } | null;
    return value && (value.t === 'ride' || value.t === 'pos' || value.t === 'free') ? (value as BusMessage) : null;
  } catch {
    return null;
  }
}
