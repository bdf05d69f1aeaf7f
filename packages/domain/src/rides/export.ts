import { z } from 'zod';
import { RIDE_EXPORT_VARIANTS } from '../auth/permissions.ts';
import { todayInPrague } from '../shared/time.ts';
import { type QueryOf } from '../users/contracts.ts';
import { ZRideListQuery } from './contracts.ts';

/**
 * `GET /api/orders/export` (docs/api/rides.md, Export): the rides list's filters and order (no paging: every
 * page) and `for`, the variant of the file. Who may ask which variant: rideExportVariants (auth/permissions.ts).
 */
export const ZRideExportQuery = ZRideListQuery.omit({ page: true, size: true }).extend({
  for: z.enum(RIDE_EXPORT_VARIANTS, { error: 'INVALID_INPUT' }),
});
/** The query as the API reads it. */
export type RideExportQuery = z.output<typeof ZRideExportQuery>;
/** The query as a client builds it (the list's filters as the rides screen holds them, and `for`). */
export type TRideExportQuery = QueryOf<typeof ZRideExportQuery>;

/**
 * The download's name, from the filter's Prague calendar dates: `jizdy-2026-11-01-2026-11-30.xlsx`; one side
 * only: `jizdy-od-2026-11-01.xlsx` / `jizdy-do-2026-11-30.xlsx`; no range: today's date in Prague.
 */
export function rideExportFileName(query: { dateFrom?: string | null; dateTo?: string | null }, now: Date = new Date()): string {
  const from = query.dateFrom?.slice(0, 10);
  const to = query.dateTo?.slice(0, 10);
  if (from && to) return `jizdy-${from}-${to}.xlsx`;
  if (from) return `jizdy-od-${from}.xlsx`;
  if (to) return `jizdy-do-${to}.xlsx`;
  return `jizdy-${todayInPrague(now)}.xlsx`;
}
