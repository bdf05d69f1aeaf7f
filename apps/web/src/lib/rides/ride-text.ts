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
