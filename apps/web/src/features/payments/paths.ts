import type { Ride, Role, UserDetails } from '@vozka/domain';
import type { PaymentPageKind } from './api/keys';

/** The path of a public check-payment page: by the ride's secret, or by a payment's public id. */
export function checkPaymentPath(kind: PaymentPageKind, id: string): string {
  return `/check-payment/${kind}/${encodeURIComponent(id)}`;
}

/** The full link of a check-payment page (what is copied for the customer, and the provider's return URL). */
export function checkPaymentUrl(kind: PaymentPageKind, id: string, origin = window.location.origin): string {
  return `${origin}${checkPaymentPath(kind, id)}`;
}

/** What the signed-in user may do with a ride's payments (the API decides; this only hides what it would refuse). */
export interface PaymentAbilities {
  /** The Payments tab: the ride's parties (an assigned driver sees its cash payments). */
  view: boolean;
  /** Add, edit and delete any payment (ADMIN). */
  manage: boolean;
  /** Record the cash it took (the ride's assigned driver). */
  addCash: boolean;
  /** Copy the public payment links (ADMIN, the ride's fleet manager, its customer). */
  copyLinks: boolean;
}

export function paymentAbilities(
  ride: Pick<Ride, 'driverId' | 'fleetManagerId' | 'customerId'>,
  user: Pick<UserDetails, 'id'>,
  roles: readonly Role[],
): PaymentAbilities {
  const admin = roles.includes('ADMIN');
  const assignedDriver = roles.includes('DRIVER') && ride.driverId === user.id;
  const copyLinks =
    admin ||
    (roles.includes('FLEET_MANAGER') && ride.fleetManagerId === user.id) ||
    (roles.includes('CUSTOMER') && ride.customerId === user.id);
  const party = admin || roles.some((role) => role === 'FLEET_MANAGER' || role === 'CUSTOMER' || role === 'PASSENGER');
  return { view: party || assignedDriver, manage: admin, addCash: !admin && assignedDriver, copyLinks };
}
