import type { OperatingState } from './operating.ts';
import type { RideStatus } from '../rides/ride-status.ts';

/** What `GET /api/events` sends (docs/api/dispatch.md §4): the event name and its data. */
export interface LiveEvents {
  'ride.changed': { id: number; status: RideStatus; driverId: number | null; fleetManagerId: number | null; version: number };
  'ride.deleted': { id: number };
  'driver.position': {
    idDriver: number;
    latitude: number;
    longitude: number;
    heading: number;
    speed: number;
    operating: OperatingState;
    updatedAt: string;
  };
  'free-rides.count': { count: number };
}
export type LiveEventName = keyof LiveEvents;
export const LIVE_EVENT_NAMES = [
  'ride.changed',
  'ride.deleted',
  'driver.position',
  'free-rides.count',
] as const satisfies readonly LiveEventName[];
