import { z } from 'zod';
import { CUSTOMER_TYPES, ROLES, USER_STATUSES } from '../auth/roles.ts';
import { signInOrigin } from '../auth/contracts.ts';
import { LANGUAGES } from '../shared/language.ts';
import { ZId, ZPaging } from '../shared/ids.ts';
import { sameFor } from '../shared/records.ts';
import { USER_DETAIL_TEXTS } from './user-fields.ts';

/**
 * The users area's answers and queries (issue 13 §1: one contract). The API validates and serializes
 * with them and documents them in OpenAPI; the web types its queries with their `z.infer` types.
 */

/** A paged answer: `{ totalPages, objects }` (`page` of the query is zero-based). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ totalPages: z.number().int(), objects: z.array(item) });
}

/** Every paged answer of the API. */
export type Page<T> = { totalPages: number; objects: T[] };

/**
 * The query a client sends for a query schema: its parsed values, each of which may be left out
 * (absent or null: not written into the URL, the API's defaults apply). The API parses the URL text.
 */
export type QueryOf<S extends z.ZodType> = { [K in keyof z.output<S>]?: z.output<S>[K] | null };

export const ZPersonRef = z.object({ id: z.number().int(), name: z.string() });
export type TPersonRef = z.infer<typeof ZPersonRef>;

/** How a user answer begins: its id, again as `userId` (the spec's clients read both), and its name. */
const userKey = { id: z.number().int(), userId: z.number().int(), name: z.string() };

/**
 * A customer's switches for what its passengers get by e-mail or SMS (issue 14 §7): the tracking link when
 * the driver sets off, "your driver is here" on arrival, the reminders 24 h and 1 h before a ride.
 */
export const ZPassengerAlerts = z.object({ tracking: z.boolean(), arrival: z.boolean(), reminders: z.boolean() });
export type PassengerAlerts = z.infer<typeof ZPassengerAlerts>;
export type PassengerAlert = keyof PassengerAlerts;
export const PASSENGER_ALERTS = ['tracking', 'arrival', 'reminders'] as const satisfies readonly PassengerAlert[];

/** The stored switches (`users.passenger_alerts`, jsonb) as switches: each is on unless stored as false. */
export function passengerAlertsOf(stored: unknown): PassengerAlerts {
  const o = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<Record<PassengerAlert, unknown>>;
  return { tracking: o.tracking !== false, arrival: o.arrival !== false, reminders: o.reminders !== false };
}

/** The user as `GET /api/user-details` and the users calls answer it (spec §3 User). */
export const ZUserDetails = z.object({
  ...userKey,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  type: z.enum(CUSTOMER_TYPES).nullable(),
  roles: z.array(z.object({ name: z.enum(ROLES) })),
  language: z.enum(LANGUAGES),
  vatPayer: z.boolean(),
  fleetManager: ZPersonRef.nullable(),
  ...sameFor(USER_DETAIL_TEXTS, z.string().nullable()),
  /** Spec §6: the trip-offers tab hidden for this fleet-managed driver (always sent by the API). */
  hideTripOffers: z.boolean().optional(),
  /** A customer's passenger alerts (always sent by the API; meaningful for customers). */
  passengerAlerts: ZPassengerAlerts.optional(),
  /** A client's buffer after a flight's landing, minutes; null: the offer's or the default (issue 20 §1). */
  flightBufferMinutes: z.number().int().nullable().optional(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

/** `GET /api/users/{id}`: the user with its paired vehicles and, for a passenger, its client. */
export const ZUserRecord = ZUserDetails.extend({
  vehicles: z.array(z.object({ id: z.number().int(), registrationPlate: z.string(), brand: z.string(), model: z.string() })),
  clientId: z.number().int().nullable(),
});
export type TUserRecord = z.infer<typeof ZUserRecord>;

/** A client's passenger (spec §3 Passenger), as the passengers calls answer it. */
export const ZPassenger = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  clientId: z.number().int().nullable(),
});
export type TPassenger = z.infer<typeof ZPassenger>;

/**
 * A customer or passenger as a FLEET_MANAGER gets it (customer and passenger pickers): only what its
 * rides need — who to ask for and how to call (issue 12 §3). ADMIN gets `UserDetails` / `Passenger`.
 */
export const ZClientContact = z.object({ ...userKey, phone: z.string().nullable() });
export type TClientContact = z.infer<typeof ZClientContact>;

/** A driver in the driver picker: `online` when its app reported in the last 5 minutes. */
export const ZDriverOption = z.object({
  ...userKey,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  online: z.boolean(),
  fleetManager: ZPersonRef.nullable(),
});
export type TDriverOption = z.infer<typeof ZDriverOption>;

/** A fleet in the fleet picker: the fleet manager and its company. */
export const ZFleetOption = z.object({ ...userKey, companyName: z.string().nullable() });
export type TFleetOption = z.infer<typeof ZFleetOption>;

/** One row of the login history (spec §2), for ADMIN. */
export const ZLoginHistoryEntry = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  at: z.string(),
  ...signInOrigin,
});
export type TLoginHistoryEntry = z.infer<typeof ZLoginHistoryEntry>;

/** An empty query parameter (`?roleName=`) means "not given", as the web's forms send it. */
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

const ZRoleName = z.preprocess(blankAsUndefined, z.enum(ROLES).optional());
const ZCustomerType = z.preprocess(blankAsUndefined, z.enum(CUSTOMER_TYPES).optional());
const ZSearch = z.preprocess(blankAsUndefined, z.string().trim().max(200).optional());

export const ZUsersQuery = z.object({ roleName: ZRoleName, type: ZCustomerType });
export const ZUserPageQuery = z.object({ ...ZPaging, roleName: ZRoleName, type: ZCustomerType, q: ZSearch });
export type TUserPageQuery = QueryOf<typeof ZUserPageQuery>;
export const ZSearchPageQuery = z.object({ ...ZPaging, q: ZSearch });
export type TSearchPageQuery = QueryOf<typeof ZSearchPageQuery>;
export const ZCustomersQuery = z.object({ ...ZPaging, q: ZSearch, type: ZCustomerType });
export type TCustomersQuery = QueryOf<typeof ZCustomersQuery>;
export const ZPassengersQuery = z.object({ ...ZPaging, q: ZSearch, clientId: z.preprocess(blankAsUndefined, ZId.optional()) });
export type TPassengersQuery = QueryOf<typeof ZPassengersQuery>;
export const ZLoginHistoryQuery = z.object({ ...ZPaging, userId: z.preprocess(blankAsUndefined, ZId.optional()) });
export type TLoginHistoryQuery = QueryOf<typeof ZLoginHistoryQuery>;
export const ZCreateQuery = z.object({
  quick: z.preprocess(blankAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()).transform((v) => v === '1' || v === 'true'),
});
