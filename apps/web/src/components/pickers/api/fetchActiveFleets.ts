import type { FleetOption, TSearchPageQuery } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { type Paged, withQuery } from '../../../lib/paged';

/** GET /api/active-fleets: ACTIVE fleet managers (a FLEET_MANAGER gets only itself). */
export function fetchActiveFleets(params: TSearchPageQuery, signal?: AbortSignal): Promise<Paged<FleetOption>> {
  return api.get(withQuery('/active-fleets', params), { signal });
}
