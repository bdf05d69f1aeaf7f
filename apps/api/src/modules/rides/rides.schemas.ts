import { z } from 'zod';
import { ZRideConflict } from '@vozka/domain';
import { ZErrorBody } from '../../shared/api-schemas.ts';

// The rides contract is the domain's (packages/domain/src/rides/contracts.ts, the list's keyset cursor too);
// only what joins it to the API's own error body lives here.

/** A ride write's 409: a version conflict (with the current ride) or another conflict (plain error). */
export const ZWriteConflict = z.union([ZRideConflict, ZErrorBody]);
