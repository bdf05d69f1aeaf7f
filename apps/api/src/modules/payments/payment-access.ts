import { partiesOf } from '@vozka/domain';
import type { RideCaller } from '../rides/ride-access.ts';
import type { RideParties } from './payments.repository.ts';

type RideRef = Pick<RideParties, 'status' | 'driverId' | 'fleetManagerId' | 'customerId' | 'passengerId'>;

const isPassenger = (caller: RideCaller, ride: RideRef) => caller.roles.includes('PASSENGER') && ride.passengerId === caller.id;

/**
 * Which payments of a ride the caller reads (docs/api/payments.md): every one for ADMIN, the ride's
 * fleet manager, customer and passenger; only the cash ones for its assigned driver (the others would
 * tell it the client price); none for anyone else who sees the ride (a pool driver or fleet manager).
 */
export function paymentReadScope(caller: RideCaller, ride: RideRef): 'all' | 'cash' | null {
  const parties = partiesOf(caller, ride);
  if (parties.has('ADMIN') || parties.has('RIDE_FLEET_MANAGER') || parties.has('RIDE_CUSTOMER') || isPassenger(caller, ride)) return 'all';
  if (parties.has('ASSIGNED_DRIVER')) return 'cash';
  return null;
}

/** Who records payments: ADMIN any; the ride's assigned driver the cash it took. */
export function paymentWriteScope(caller: RideCaller, ride: RideRef): 'admin' | 'driver' | null {
  const parties = partiesOf(caller, ride);
  if (parties.has('ADMIN')) return 'admin';
  if (parties.has('ASSIGNED_DRIVER')) return 'driver';
  return null;
}

/** Who may pay a payment by its numeric id: ADMIN, the ride's customer or passenger (DELETED rides never). */
export function mayPayById(caller: RideCaller | null, ride: RideRef): boolean {
  if (!caller || ride.status === 'DELETED') return false;
  const parties = partiesOf(caller, ride);
  return parties.has('ADMIN') || parties.has('RIDE_CUSTOMER') || isPassenger(caller, ride);
}
