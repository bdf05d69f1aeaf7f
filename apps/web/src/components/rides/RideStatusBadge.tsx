import type { RideStatus } from '@vozka/domain';
import { statusBadgeOf } from '../ui/StatusBadge';

/** A colour per status: waiting for a driver orange, on the road blue, finished green or grey. */
export const STATUS_COLOR: Record<RideStatus, string> = {
  NEW: 'cyan',
  FREE: 'orange',
  UNCONFIRMED: 'yellow',
  PLANNED: 'indigo',
  ACCEPTED_BY_DRIVER: 'blue',
  ON_THE_WAY: 'vozka',
  ON_THE_PLACE: 'grape',
  OCCUPIED: 'violet',
  DONE: 'teal',
  NOT_ARRIVED: 'pink',
  CANCELED_BY_CLIENT: 'red',
  CANCELED_BY_DRIVER: 'red',
  DELETED: 'gray',
};

/** The status with the spec's names (UNCONFIRMED is "Unassigned", PLANNED "Assigned"). */
export const RideStatusBadge = statusBadgeOf({ namespace: 'rides', prefix: 'statuses', colors: STATUS_COLOR });
