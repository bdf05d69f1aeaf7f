import type { CustomerType, UserDetails } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { type Paged, withQuery } from '../../../lib/paged';
import { PICKER_PAGE_SIZE } from '../rules';

/** GET /api/customers: ACTIVE customers (a CUSTOMER gets only itself). */
export function fetchCustomers(
  params: { q: string; page: number; type?: CustomerType | null },
  signal?: AbortSignal,
): Promise<Paged<UserDetails>> {
  return api.get(withQuery('/customers', { ...params, size: PICKER_PAGE_SIZE }), { signal });
}
