import type { LiveEvents } from './contracts.ts';

/** The names of what `GET /api/events` sends; their data is `LiveEvents` (dispatch/contracts.ts). */
export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES = [
  'ride.changed',
  'ride.deleted',
  'driver.position',
  'free-rides.count',
] as const satisfies readonly LiveEventName[];
