import { OPERATING_STATES, type OperatingState, type RideStatus } from '@vozka/domain';

/**
 * What travels on the `vozka_events` channel (docs/decisions/0011): small JSON of ids and numbers,
 * far under PostgreSQL's 8,000-byte payload limit; each process turns them into SSE events per connection.
 * Rides and the free-rides count go in the envelope `{"e": id, "m": message}` of their `live_events` row
 * (live-log.ts, replay after a reconnect); positions as they are, or batched (`posb`).
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

/**
 * Sessions or users changed (a logout, a revoked session, a password, a status or a role): every process
 * drops what it cached of these users' sessions (modules/auth/session-cache.ts); `users: null` drops every
 * session. `nonce` names the change, so the process that made it knows when its own notification came.
 * Not a live event: it reaches the session caches only, never an event stream.
 */
export interface SessionsMessage {
  t: 'auth';
  users: number[] | null;
  nonce: string;
}

/** How a sessions message's payload starts (told apart from the live events before any parsing). */
export const SESSIONS_PAYLOAD_START = '{"t":"auth"';

/** A sessions message from its payload, or null for anything else. */
export function parseSessionsMessage(payload: string): SessionsMessage | null {
  if (!payload.startsWith(SESSIONS_PAYLOAD_START)) return null;
  try {
    const value = JSON.parse(payload) as Partial<SessionsMessage>;
    const users = value.users;
    if (typeof value.nonce !== 'string') return null;
    if (users !== null && !(Array.isArray(users) && users.every((u) => typeof u === 'number'))) return null;
    return { t: 'auth', users: users ?? null, nonce: value.nonce };
  } catch {
    return null;
  }
}

/** Parses a payload from the channel; anything else (another version, garbage) is ignored. */
export function parseBusMessage(payload: string): BusMessage | null {
  return parseBusMessages(payload)[0] ?? null;
}

/**
 * The messages of one payload: one, or each position of a batch (`t: 'posb'`, written by
 * `encodePositionBatches`); none for garbage.
 */
export function parseBusMessages(payload: string): BusMessage[] {
  let value: { t?: unknown; f?: unknown } | null;
  try {
    value = JSON.parse(payload) as { t?: unknown; f?: unknown } | null;
  } catch {
    return [];
  }
  if (!value) return [];
  if (value.t === 'posb') return Array.isArray(value.f) ? value.f.flatMap(positionOfRow) : [];
  return value.t === 'ride' || value.t === 'pos' || value.t === 'free' ? [value as BusMessage] : [];
}

/**
 * Many positions in one notification (modules/positions batches them): a row each,
 * `[driverId, fleetManagerId, latitude, longitude, heading, speed, operating index, at epoch ms]` —
 * about 60 bytes, so some 130 positions fit under the payload limit.
 */
type PositionRow = [number, number | null, number, number, number, number, number, number];

/** Below PostgreSQL's 8,000-byte NOTIFY payload limit, with room for the envelope. */
const MAX_PAYLOAD_BYTES = 7900;

/** The payloads carrying these positions: as few as fit under the limit, in order. */
export function encodePositionBatches(positions: PositionMessage[]): string[] {
  const payloads: string[] = [];
  const head = '{"t":"posb","f":[';
  let rows: string[] = [];
  let bytes = head.length + 2;
  for (const m of positions) {
    const row: PositionRow = [
      m.driverId,
      m.fleetManagerId,
      m.latitude,
      m.longitude,
      m.heading,
      m.speed,
      OPERATING_STATES.indexOf(m.operating),
      Date.parse(m.at),
    ];
    const text = JSON.stringify(row);
    if (rows.length > 0 && bytes + text.length + 1 > MAX_PAYLOAD_BYTES) {
      payloads.push(`${head}${rows.join(',')}]}`);
      rows = [];
      bytes = head.length + 2;
    }
    rows.push(text);
    bytes += text.length + 1;
  }
  if (rows.length > 0) payloads.push(`${head}${rows.join(',')}]}`);
  return payloads;
}

function positionOfRow(row: unknown): PositionMessage[] {
  if (!Array.isArray(row) || row.length !== 8) return [];
  const [driverId, fleetManagerId, latitude, longitude, heading, speed, operating, at] = row as PositionRow;
  const state = OPERATING_STATES[operating];
  if (state === undefined || typeof driverId !== 'number' || !Number.isFinite(at)) return [];
  return [{ t: 'pos', driverId, fleetManagerId, latitude, longitude, heading, speed, operating: state, at: new Date(at).toISOString() }];
}
