import {
  mayPayById as mayPay,
  partiesOf,
  paymentReadScope as readScope,
  paymentWriteScope as writeScope,
  type RideStatus,
} from '@vozka/domain';
import type { RideCaller } from '../rides/ride-access.ts';
import type { RideParties } from './payments.repository.ts';

type RideRef = Pick<RideParties, 'status' | 'driverId' | 'fleetManagerId' | 'customerId' | 'passengerId'>;

/*
 * The rules are the domain's (rides/ride-abilities.ts), which also gives the web the ride's payment
 * abilities; these read how the caller stands to the ride's row and ask them.
 */

/** Which payments of a ride the caller reads: 'all', only the 'cash' ones (its assigned driver), or none. */
export function paymentReadScope(caller: RideCaller, ride: RideRef): 'all' | 'cash' | null {
  return readScope(partiesOf(caller, ride));
}

/** Who records payments: ADMIN any; the ride's assigned driver the cash it took. */
export function paymentWriteScope(caller: RideCaller, ride: RideRef): 'admin' | 'driver' | null {
  return writeScope(partiesOf(caller, ride));
}

/** Who may pay a payment by its numeric id: ADMIN, the ride's customer or passenger (DELETED rides never). */
export function mayPayById(caller: RideCaller | null, ride: RideRef): boolean {
  return caller !== null && mayPay(ride.status as RideStatus, partiesOf(caller, ride));
}
