/**
 * What the rides module tells the higher modules about a ride write, as jobs sent in the write's
 * transaction (rides lie below notifications: they send a job, they import nothing of them —
 * docs/architecture.md). One write is one `ride-event` job, however many fields it changed.
 */

/** The notifications fan-out: who gets which e-mail or SMS about this write. */
export const RIDE_EVENT_JOB = 'ride-event';
/** The passenger reminders of a ride (24 h and 1 h before), (re)planned when its time or status changed. */
export const RIDE_SCHEDULE_JOB = 'ride-schedule';

export interface RideChange {
  /** A ride field name of the history (`date`, `route`, `status`, `driverId` …). */
  field: string;
  /** As the history writes it (ISO times, CZK, names for people and vehicles); null when empty. */
  oldValue: string | null;
  newValue: string | null;
}

export interface RideEventJob {
  rideId: number;
  /** WRITE: a create or save (the changes say what); APPROACHING: the driver is close (positions). */
  kind: 'WRITE' | 'APPROACHING';
  /** The write created the ride. */
  created: boolean;
  /** ISO time of the write (the app's clock). */
  at: string;
  /** Who wrote (null: the system). Nobody is e-mailed about their own change. */
  actorId: number | null;
  statusBefore: string | null;
  statusAfter: string;
  changes: RideChange[];
}

export interface RideScheduleJob {
  rideId: number;
}
