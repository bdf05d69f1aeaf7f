import type { TRideExportQuery } from '@vozka/domain';
import { withQuery } from '../paged';

/** `GET /api/orders/export` (under /api): the rides list's filters as `fetchRides` sends them (no paging), and `for`. */
export function rideExportPath(query: TRideExportQuery): string {
  const { status, ...rest } = query;
  return withQuery('/orders/export', { ...rest, status: status?.join(',') });
}
