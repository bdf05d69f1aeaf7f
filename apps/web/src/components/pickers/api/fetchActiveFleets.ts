import type { FleetOption, TSearchPageQuery } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { type Paged, withQuery } from '../../../lib/paged';
import { PICKER_PAGE_SIZE } from '../rules';

/** GET /api/active-fleets: ACTIVE fleet managers (a FLEET_MANAGER gets only itself). */
export function fetchActiveFleets(params: TSearchPageQuery, signal?: AbortSignal): Promise<Paged<FleetOption>> {
  return api.get(withQuery('/active-fleets', { ...params, size: PICKER_PAGE_SIZE }), { signal });
}
