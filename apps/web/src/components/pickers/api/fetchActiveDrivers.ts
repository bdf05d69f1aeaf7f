import type { DriverOption, TSearchPageQuery } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { type Paged, withQuery } from '../../../lib/paged';

/** GET /api/active-drivers: ACTIVE drivers (a FLEET_MANAGER's own), with their online state. */
export function fetchActiveDrivers(params: TSearchPageQuery, signal?: AbortSignal): Promise<Paged<DriverOption>> {
  return api.get(withQuery('/active-drivers', params), { signal });
}
