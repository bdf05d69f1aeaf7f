import type { ClientContact, TCustomersQuery, UserDetails } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { type Paged, withQuery } from '../../../lib/paged';

/** GET /api/customers: ACTIVE customers (a FLEET_MANAGER its rides' customers as contacts; a CUSTOMER only itself). */
export function fetchCustomers(params: TCustomersQuery, signal?: AbortSignal): Promise<Paged<UserDetails | ClientContact>> {
  return api.get(withQuery('/customers', params), { signal });
}
