import { z } from 'zod';
import { PAYMENT_TYPES, RIDE_STATUSES, RIDE_TYPES, zUrlInt } from '@vozka/domain';
import { ZErrorBody } from '../../shared/api-schemas.ts';

// Ids follow the one rule of @vozka/domain (shared/ids.ts); re-exported for this module's routes.
export { ZId, ZIdParams } from '@vozka/domain';

export const ZNotifyQuery = z.object({
  /** Notifications come with a later issue; the flag is accepted and has no effect yet. */
  skipNotification: z.enum(['true', 'false', '1', '0']).optional(),
});

/** Minutes, 0–1440; an empty `time=` is no number. */
export const ZWaitingQuery = z.object({ time: zUrlInt(0, 24 * 60) });

const ZStatus = z.enum(RIDE_STATUSES);
const nullableInt = z.number().int().nullable();
const nullableText = z.string().nullable();

/** `RideAbilities` of `@vozka/domain`. */
export const ZRideAbilities = z.object({
  edit: z.boolean(),
  nextStatuses: z.array(ZStatus),
  clearFleet: z.boolean(),
  setWaiting: z.boolean(),
  duplicate: z.boolean(),
  delete: z.boolean(),
  history: z.boolean(),
  markSeen: z.boolean(),
  payments: z.object({ view: z.boolean(), manage: z.boolean(), addCash: z.boolean(), copyLinks: z.boolean() }),
});

/** `Ride` of `@vozka/domain`: keys a role may not see are absent (optional here). */
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
  route: z.array(
    z.object({ address: z.string(), placeId: nullableText, lat: z.number().nullable(), lng: z.number().nullable(), note: nullableText }),
  ),
  customerId: nullableInt,
  customerName: nullableText,
  passengerId: nullableInt,
  passengerName: nullableText,
  passengerPhone: nullableText,
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
  vehicleCategory: nullableText,
  waiting: z.number().int(),
  driverPrice: z.number().nullable().optional(),
  priceForClient: z.number().nullable().optional(),
  /** The pick-up lies outside the operation area (settings). */
  outsideArea: z.boolean().optional(),
  /** The track-your-driver key: ADMIN, the ride's fleet manager and its customer only (docs/api/dispatch.md §3). */
  trackingSlug: z.string().optional(),
  /** The key of the ride's payment page `/check-payment/drive/{paymentSecret}`: ADMIN, the ride's fleet manager and its customer only. */
  paymentSecret: z.string().optional(),
  /** CZK the assigned driver collects in cash (CASH_DRIVER rides, the driver's answer only). */
  cashToCollect: z.number().optional(),
  paymentType: z.enum(PAYMENT_TYPES).nullable(),
  paid: z.boolean(),
  largeLuggage: z.number().int(),
  smallLuggage: z.number().int(),
  childSeats: z.number().int(),
  childSeatCushions: z.number().int(),
  animals: z.number().int(),
  golfBags: z.number().int(),
  cradles: z.number().int(),
  flightNumber: nullableText,
  flightCompany: nullableText,
  timeOfArrival: nullableText,
  flightLabel: nullableText,
  driverNote: nullableText,
  clientNote: nullableText,
  dispatchingNote: nullableText.optional(),
  pickUpNote: nullableText,
  destinationNote: nullableText,
  meetingBoard: nullableText,
  cancelReason: nullableText,
  seen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abilities: ZRideAbilities,
});

export const ZRidePage = z.object({ totalPages: z.number().int(), objects: z.array(ZRide) });

/** A row of `GET /api/orders/{id}/history`. */
export const ZRideHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: nullableInt,
  userName: nullableText,
  field: z.string(),
  oldValue: nullableText,
  newValue: nullableText,
});

/** 409 of a write with a stale `version`: the error and the ride as it is now. */
export const ZRideConflict = z.object({ message: z.string(), code: z.literal('RIDE_VERSION_CONFLICT'), ride: ZRide });

/** A ride write's 409: a version conflict (with the current ride) or another conflict (plain error). */
export const ZWriteConflict = z.union([ZRideConflict, ZErrorBody]);
