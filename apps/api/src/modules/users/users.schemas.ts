import { z } from 'zod';
import { CUSTOMER_TYPES, ROLES, ZId, ZPaging } from '@vozka/domain';
import { ZUserDetails } from '../../shared/api-schemas.ts';

// Ids and paging follow the one rule of @vozka/domain (shared/ids.ts); re-exported for this module's routes.
export { ZId, ZIdParams, ZPaging } from '@vozka/domain';

/** An empty query parameter (`?roleName=`) means "not given", as the web's forms send it. */
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const ZRoleName = z.preprocess(blankAsUndefined, z.enum(ROLES).optional());
const ZCustomerType = z.preprocess(blankAsUndefined, z.enum(CUSTOMER_TYPES).optional());
const ZSearch = z.preprocess(blankAsUndefined, z.string().trim().max(200).optional());

export const ZUsersQuery = z.object({ roleName: ZRoleName, type: ZCustomerType });
export const ZUserPageQuery = z.object({ ...ZPaging, roleName: ZRoleName, type: ZCustomerType, q: ZSearch });
export const ZSearchPageQuery = z.object({ ...ZPaging, q: ZSearch });
export const ZCustomersQuery = z.object({ ...ZPaging, q: ZSearch, type: ZCustomerType });
export const ZPassengersQuery = z.object({ ...ZPaging, q: ZSearch, clientId: z.preprocess(blankAsUndefined, ZId.optional()) });
export const ZLoginHistoryQuery = z.object({ ...ZPaging, userId: z.preprocess(blankAsUndefined, ZId.optional()) });
export const ZCreateQuery = z.object({
  quick: z.preprocess(blankAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()).transform((v) => v === '1' || v === 'true'),
});

export type Paging = { page: number; size: number };

/** A paged answer: `{ totalPages, objects }`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ totalPages: z.number().int(), objects: z.array(item) });
}

const ZPersonRef = z.object({ id: z.number().int(), name: z.string() });

/** `UserRecord` of `@vozka/domain`: a user with its paired vehicles and its client. */
export const ZUserRecord = ZUserDetails.extend({
  vehicles: z.array(z.object({ id: z.number().int(), registrationPlate: z.string(), brand: z.string(), model: z.string() })),
  clientId: z.number().int().nullable(),
});

/** `Passenger` of `@vozka/domain`. */
export const ZPassenger = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  clientId: z.number().int().nullable(),
});

/** `ClientContact` of `@vozka/domain`: a fleet manager's view of a customer or passenger. */
export const ZClientContact = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
});

/** `DriverOption` of `@vozka/domain`. */
export const ZDriverOption = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  online: z.boolean(),
  fleetManager: ZPersonRef.nullable(),
});

/** `FleetOption` of `@vozka/domain`. */
export const ZFleetOption = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
});

/** `LoginHistoryEntry` of `@vozka/domain`. */
export const ZLoginHistoryEntry = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
