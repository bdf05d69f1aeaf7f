import type { DriverSuggestions, Ride, RideStatus } from '@vozka/domain';
import { api } from '../api-client';

/** Statuses in which a ride waits for a driver; assigning one moves it to PLANNED ("Assigned") when allowed. */
const WAITING: readonly RideStatus[] = ['NEW', 'FREE', 'UNCONFIRMED'];

/**
 * The status a ride gets when a dispatcher gives it a driver — on the board's assign screen and in the
 * ride's edit form alike (issue 17 §9): PLANNED for a waiting ride the caller may plan, else none.
 */
export function statusOnAssign(ride: Pick<Ride, 'status' | 'abilities'>, driverId: number | null): 'PLANNED' | null {
  return driverId !== null && WAITING.includes(ride.status) && ride.abilities.nextStatuses.includes('PLANNED') ? 'PLANNED' : null;
}

/**
 * The paired vehicle a driver takes on a ride it is given: the one the ★ driver suggestions name for it
 * (GET /api/orders/{id}/driver-suggestions — the dispatch module's rule of fitting, valid vehicles); none
 * when the driver is left out there or the suggestions cannot be loaded (the ride keeps its vehicle).
 */
export async function pairedVehicleOnAssign(rideId: number, driverId: number): Promise<number | null> {
  try {
    const answer = await api.get<DriverSuggestions>(`/orders/${rideId}/driver-suggestions`);
    return answer.suggestions.find((s) => s.driverId === driverId)?.vehicle.id ?? null;
  } catch {
    return null;
  }
}
