import { z } from 'zod';
import { ZId, ZPaging, zUrlInt } from '../shared/ids.ts';
import { parsePragueFilterDate } from '../shared/time.ts';
import { type QueryOf } from '../users/contracts.ts';
import { RIDE_STATUSES, type RideStatus } from './ride-status.ts';
import { PAYMENT_TYPES, RIDE_COUNTERS, RIDE_PAGE_SIZE, RIDE_PAGE_SIZE_MAX, RIDE_TYPES } from './ride.ts';
import { sameFor } from '../shared/records.ts';
import { ZRideFlight } from '../integrations/flights.ts';

/**
 * The answers of the rides API (docs/api/rides.md): the API serializes and documents them with these
 * schemas, the web types its queries with their `z.infer` types — one contract, no copies.
 */

/** `?skipNotification=true`: this one create or save e-mails nobody (spec §4: the flag resets after each write). */
export const ZNotifyQuery = z.object({
  skipNotification: z.enum(['true', 'false', '1', '0']).optional(),
});
export type TNotifyQuery = z.infer<typeof ZNotifyQuery>;

/** `PUT /api/orders/{id}/waiting?time=`: minutes, 0–1440; an empty `time=` is no number. */
export const ZWaitingQuery = z.object({ time: zUrlInt(0, 24 * 60) });
export type TWaitingQuery = z.infer<typeof ZWaitingQuery>;

const ZStatus = z.enum(RIDE_STATUSES);

/** Orders of the rides list (spec §3 `sortBy`). */
export const RIDE_SORTS = ['date', '-date', 'id', '-id'] as const;
export type RideSort = (typeof RIDE_SORTS)[number];

/** An empty query parameter (`?driverId=`) means "not given", as the web's forms send it. */
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

/** `yyyy-MM-dd_HH:mm:ss` in Europe/Prague (parsePragueFilterDate); any other text answers 400 INVALID_DATE_FILTER. */
const ZFilterDate = z.string().refine((text) => parsePragueFilterDate(text) !== null, { message: 'INVALID_DATE_FILTER' });

/** One status or several, comma-separated (a repeated `status=` parameter works too). */
const ZStatuses = z
  .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string())
  .transform((text, ctx) => {
    const list = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    for (const s of list) {
      if (!(RIDE_STATUSES as readonly string[]).includes(s)) {
        ctx.addIssue({ code: 'custom', message: 'INVALID_INPUT' });
        return z.NEVER;
      }
    }
    return [...new Set(list)] as RideStatus[];
  });

/** The query of `GET /api/orders` (docs/api/rides.md): paging, filters (spec §3), order and search. */
export const ZRideListQuery = z.object({
  page: ZPaging.page,
  size: zUrlInt(1, RIDE_PAGE_SIZE_MAX, RIDE_PAGE_SIZE),
  dateFrom: optional(ZFilterDate),
  dateTo: optional(ZFilterDate),
  status: optional(ZStatuses),
  clientPaid: optional(z.enum(['PAID', 'NOT_PAID'], { error: 'INVALID_INPUT' })),
  fleetManagerId: optional(ZId),
  driverId: optional(ZId),
  customerId: optional(ZId),
  passengerId: optional(ZId),
  sortBy: z.preprocess(blankAsUndefined, z.enum(RIDE_SORTS, { error: 'INVALID_INPUT' }).default('-date')),
  q: optional(z.string().trim().max(200, 'INVALID_INPUT')),
});
/** The query as the API reads it (dates still as sent: the filter parses them). */
export type RideListQuery = z.output<typeof ZRideListQuery>;
/** The query as a client builds it: every field optional, null or absent meaning "not given". */
export type TRideListQuery = QueryOf<typeof ZRideListQuery>;

const nullableInt = z.number().int().nullable();
const nullableText = z.string().nullable();

/** What the caller may do with one ride (computed by ride-abilities.ts, sent as the ride's `abilities`). */
export const ZRideAbilities = z.object({
  edit: z.boolean(),
  nextStatuses: z.array(ZStatus),
  clearFleet: z.boolean(),
  setWaiting: z.boolean(),
  duplicate: z.boolean(),
  delete: z.boolean(),
  /** The History tab. */
  history: z.boolean(),
  /** The "seen" button of a new ride (ADMIN, the ride's fleet manager). */
  markSeen: z.boolean(),
  /** The Notifications tab: the ride's e-mails and SMS, send a message (ADMIN, the ride's fleet manager). */
  notifications: z.boolean(),
  /** The ride's payments: see them, add/change/delete them, add a cash one, copy their public links. */
  payments: z.object({ view: z.boolean(), manage: z.boolean(), addCash: z.boolean(), copyLinks: z.boolean() }),
});
export type RideAbilities = z.infer<typeof ZRideAbilities>;

export const ZRideStopView = z.object({
  address: z.string(),
  placeId: nullableText,
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  note: nullableText,
});
export type RideStopView = z.infer<typeof ZRideStopView>;

/**
 * A ride as the API answers it (spec §3). Keys a role may not see are absent (optional here): a driver
 * never gets `priceForClient` or `dispatchingNote`, a customer or passenger never `driverPrice` or
 * `dispatchingNote`.
 */
export const ZRide = z.object({
  id: z.number().int(),
  secretIdent: z.string(),
  status: ZStatus,
  previousStatus: ZStatus.nullable(),
  version: z.number().int(),
  type: z.enum(RIDE_TYPES),
  roundTrip: z.boolean(),
  toAndBack: z.boolean(),
  date: z.string(),
  returnDate: nullableText,
  onThePlaceTime: nullableText,
  doneTime: nullableText,
  numberOfHours: nullableInt,
  person: z.number().int(),
  route: z.array(ZRideStopView),
  /** Left out of a free-ride offer until it is taken (the client and its passenger; issue 17 §4). */
  customerId: nullableInt.optional(),
  customerName: nullableText.optional(),
  passengerId: nullableInt.optional(),
  passengerName: nullableText.optional(),
  passengerPhone: nullableText.optional(),
  /** ADMIN and the ride's customer only: the driver and the fleet manager get the name and the phone. */
  passengerEmail: nullableText.optional(),
  driverId: nullableInt,
  driverName: nullableText,
  driverPhone: nullableText,
  fleetManagerId: nullableInt,
  fleetManagerName: nullableText,
  vehicleId: nullableInt,
  vehicleBrand: nullableText,
  vehicleModel: nullableText,
  vehicleColor: nullableText,
  vehicleRegistrationPlate: nullableText,
  vehicleOfferId: nullableInt,
  /** The vehicle offer's name in the caller's language (the English one when there is one; issue 17 §13). */
  vehicleOfferName: nullableText,
  vehicleCategory: nullableText,
  waiting: z.number().int(),
  driverPrice: z.number().nullable().optional(),
  priceForClient: z.number().nullable().optional(),
  /** The pick-up lies outside the operation area of the settings (flagged to the dispatcher). */
  outsideArea: z.boolean().optional(),
  /** The track-your-driver key (`/{trackingSlug}/track-your-driver`): ADMIN, the ride's fleet manager and its customer only (docs/api/dispatch.md §3). */
  trackingSlug: z.string().optional(),
  /**
   * The key of the ride's public payment page (`/check-payment/drive/{paymentSecret}`), apart from the
   * contract's `secretIdent`: ADMIN, the ride's fleet manager and its customer only — never a driver.
   */
  paymentSecret: z.string().optional(),
  /**
   * What the assigned driver collects in cash on a CASH_DRIVER ride, in CZK: the unpaid sum of the ride's
   * payments, or the client price when it has none. Only in the assigned driver's answer.
   */
  cashToCollect: z.number().optional(),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  paid: z.boolean(),
  ...sameFor(RIDE_COUNTERS, z.number().int()),
  flightNumber: nullableText,
  flightCompany: nullableText,
  timeOfArrival: nullableText,
  flightLabel: nullableText,
  /** The tracked flight of an arrival pickup (a flight number and `timeOfArrival`): issue 20 §1. */
  flight: ZRideFlight.optional(),
  driverNote: nullableText,
  clientNote: nullableText,
  dispatchingNote: nullableText.optional(),
  pickUpNote: nullableText,
  destinationNote: nullableText,
  /** Left out of a free-ride offer, like the passenger (it names the passenger). */
  meetingBoard: nullableText.optional(),
  cancelReason: nullableText,
  seen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: ZRideAbilities,
});
export type Ride = z.infer<typeof ZRide>;

/** `GET /api/orders`: one page of rides. */
export const ZRidePage = z.object({ totalPages: z.number().int(), objects: z.array(ZRide) });
export type TRidePage = z.infer<typeof ZRidePage>;

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

/** A row of `GET /api/orders/{id}/history`: one changed field, values as the API stores them, as text. */
export const ZRideHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: nullableInt,
  userName: nullableText,
  field: z.string(),
  oldValue: nullableText,
  newValue: nullableText,
});
export type TRideHistoryEntry = z.infer<typeof ZRideHistoryEntry>;

/** 409 of a write with a stale `version`: the error and the ride as it is now. */
export const ZRideConflict = z.object({ message: z.string(), code: z.literal('RIDE_VERSION_CONFLICT'), ride: ZRide });
export type TRideConflict = z.infer<typeof ZRideConflict>;

/** `GET /api/orders/free-count`: how many FREE rides the caller sees (docs/api/dispatch.md §5). */
export const ZFreeCount = z.object({ count: z.number().int() });
export type TFreeCount = z.infer<typeof ZFreeCount>;
