import { z } from 'zod';
import { ZRideConflict, ZRideListQuery, ZRidePage } from '@vozka/domain';
import { ZErrorBody } from '../../shared/api-schemas.ts';

// The rides contract is the domain's (packages/domain/src/rides/contracts.ts); only what joins it to the
// API's own error body, and the list's keyset cursor (issue 18 §3), live here.

/** A ride write's 409: a version conflict (with the current ride) or another conflict (plain error). */
export const ZWriteConflict = z.union([ZRideConflict, ZErrorBody]);

/** `GET /api/orders`: the list's query and `cursor`, a page's `nextCursor` (opaque; an empty one is none). */
export const ZRideListPageQuery = ZRideListQuery.extend({
  cursor: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200, 'INVALID_INPUT').optional()),
});
export type RideListPageQuery = z.output<typeof ZRideListPageQuery>;

/** `GET /api/orders`: the spec's page (`totalPages`, `objects`) and the cursor of the page after it (absent on the last page). */
export const ZRideListPage = ZRidePage.extend({
  nextCursor: z
    .string()
    .optional()
    .describe('Pass as `cursor` for the page after this one (keyset: as fast however deep); absent on the last page'),
});
export type RideListPage = z.infer<typeof ZRideListPage>;
