import type { ClientContact, Passenger } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { type Paged, withQuery } from '../../../lib/paged';

/**
 * GET /api/active-passengers: the ACTIVE passengers of a client to choose in the ride form (ADMIN and
 * FLEET_MANAGER name the client — a fleet manager gets its rides' passengers as contacts; a CUSTOMER gets
 * its own) — decision 0010.
 */
export function fetchActivePassengers(
  params: { clientId: number | null; q: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<Paged<Passenger | ClientContact>> {
  return api.get(withQuery('/active-passengers', params), { signal });
}
