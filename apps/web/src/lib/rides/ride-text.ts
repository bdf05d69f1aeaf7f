import type { Ride } from '@vozka/domain';

/** "Pick-up → Destination" (a single stop alone; the stops between are left out). */
export function routeText(route: Ride['route']): string {
  const first = route[0]?.address ?? '';
  const last = route.length > 1 ? route[route.length - 1]?.address : null;
  return last ? `${first} → ${last}` : first;
}

/** Customer / passenger as a list row shows them. */
export function peopleText(ride: Pick<Ride, 'customerName' | 'passengerName'>): string {
  return [ride.customerName, ride.passengerName].filter(Boolean).join(' / ');
}

/** Roles that dispatch: they see and set the dispatch-only fields (spec §6). */
export function isDispatcher(roles: readonly string[]): boolean {
  return roles.includes('ADMIN') || roles.includes('FLEET_MANAGER');
}

/**
 * May the user open the ride form for this ride? When the API allows editing, and the user is dispatch
 * or a client; an assigned driver edits only the status and its times, with the detail's buttons.
 */
export function canUseRideForm(ride: { abilities: { edit: boolean } }, roles: readonly string[]): boolean {
  return ride.abilities.edit && (isDispatcher(roles) || roles.includes('CUSTOMER'));
}
