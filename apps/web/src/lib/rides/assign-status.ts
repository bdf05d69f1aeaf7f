import type { DriverSuggestions } from '@vozka/domain';
import { api } from '../api-client';

// The status on assigning is the domain's `statusOnAssign` (one rule for the board and the edit form).

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
