import type { Ride } from '@vozka/domain';
import { pragueLocalToIso } from '../../lib/time';
import type { RideFormValues } from './ride-form';

/** Why saving a ride asks first (issue 17 §9): it starts in the past, or it has no client. */
export type SaveWarning = 'past' | 'noClient';

/**
 * The confirmations a save needs: a pick-up time in the past (a new ride, or a changed time), and a
 * ride without a client (a new one, or one whose client was taken away). Other saves go straight on.
 */
export function saveWarnings(
  values: Pick<RideFormValues, 'date' | 'customer'>,
  ride: Pick<Ride, 'date' | 'customerId'> | null,
  now: Date = new Date(),
): SaveWarning[] {
  const warnings: SaveWarning[] = [];
  const date = pragueLocalToIso(values.date);
  const dateChanged = !ride || (date !== null && Date.parse(date) !== Date.parse(ride.date));
  if (date !== null && dateChanged && Date.parse(date) < now.getTime()) warnings.push('past');
  if (!values.customer && (!ride || ride.customerId !== null)) warnings.push('noClient');
  return warnings;
}
