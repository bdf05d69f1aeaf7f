import { z } from 'zod';
import { RIDE_STATUSES } from './ride-status.ts';
import { ZOptionalIdRef } from '../shared/ids.ts';
import { czkToHalere, MAX_CZK } from '../shared/money.ts';
import { ZCoordinate, ZNullableText } from '../shared/text.ts';
import { sameFor } from '../shared/records.ts';
import { DEFAULT_TRANSFER_MINUTES, PAYMENT_TYPES, RIDE_COUNTERS, RIDE_TYPES, type RideType } from './ride-constants.ts';

export {
  RIDE_TYPES,
  type RideType,
  PAYMENT_TYPES,
  type PaymentType,
  RIDE_COUNTERS,
  type RideCounter,
  RIDE_PAGE_SIZE,
  RIDE_PAGE_SIZE_MAX,
  DEFAULT_TRANSFER_MINUTES,
} from './ride-constants.ts';

const count = z
  .number()
  .int()
  .min(0)
  .max(99)
  .nullish()
  .transform((v) => v ?? 0);
const text = (max: number) => ZNullableText(max);
const id = ZOptionalIdRef;
const instant = z.iso.datetime({ offset: true, error: 'INVALID_INPUT' });
/** CZK with at most two decimals on the wire; haléře inside. */
const czk = z
  .number()
  .min(0)
  .max(MAX_CZK)
  .nullish()
  .transform((v) => (v === null || v === undefined ? null : czkToHalere(v)));

export const ZRideStop = z.object({
  address: z.string({ error: 'FILL_EVERY_FIELD' }).trim().min(1, 'FILL_EVERY_FIELD').max(500),
  placeId: text(200),
  lat: ZCoordinate(90),
  lng: ZCoordinate(180),
  note: text(1000),
});

/**
 * The ride JSON of `POST /api/orders` and `PUT /api/orders/{id}` (spec §3). On PUT, fields left out keep
 * their value. `vehicleOferId` is the legacy misspelt name old clients send for `vehicleOfferId`.
 */
export const ZRideInput = z.object({
  version: z.number().int().min(1).optional(),
  type: z.enum(RIDE_TYPES).optional(),
  roundTrip: z.boolean().optional(),
  toAndBack: z.boolean().optional(),
  date: instant.optional(),
  returnDate: instant.nullish(),
  onThePlaceTime: instant.nullish(),
  doneTime: instant.nullish(),
  numberOfHours: z.number().int().min(1).max(240).nullish(),
  person: z.number().int().min(1).max(99).optional(),
  route: z.array(ZRideStop).min(1).max(25).optional(),
  customerId: id.optional(),
  passengerId: id.optional(),
  driverId: id.optional(),
  fleetManagerId: id.optional(),
  vehicleId: id.optional(),
  vehicleOfferId: id.optional(),
  vehicleOferId: id.optional(),
  vehicleCategory: text(32).optional(),
  status: z.enum(RIDE_STATUSES).optional(),
  cancelReason: text(1000).optional(),
  waiting: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  driverPrice: czk.optional(),
  priceForClient: czk.optional(),
  paymentType: z.enum(PAYMENT_TYPES).nullish(),
  paid: z.boolean().optional(),
  ...sameFor(RIDE_COUNTERS, count.optional()),
  flightNumber: text(16).optional(),
  flightCompany: text(100).optional(),
  timeOfArrival: instant.nullish(),
  flightLabel: text(200).optional(),
  driverNote: text(4000).optional(),
  clientNote: text(4000).optional(),
  dispatchingNote: text(4000).optional(),
  pickUpNote: text(1000).optional(),
  destinationNote: text(1000).optional(),
  meetingBoard: text(200).optional(),
});
export type TRideInput = z.input<typeof ZRideInput>;
export type RideInput = z.output<typeof ZRideInput>;

/** Fields only the dispatch side may set: a customer's or passenger's values are ignored (spec §6). */
export const DISPATCH_ONLY_FIELDS = [
  'status',
  'driverId',
  'fleetManagerId',
  'vehicleId',
  'driverPrice',
  'priceForClient',
  'paid',
  'dispatchingNote',
  'waiting',
] as const;

/** When a ride stops holding its driver: rent hours, else a transfer estimate (twice for to-and-back). */
export function busyUntil(ride: {
  date: Date;
  type: RideType;
  numberOfHours: number | null;
  toAndBack: boolean;
  roundTrip: boolean;
  returnDate: Date | null;
}): Date {
  if (ride.type === 'RENT' && ride.numberOfHours) return new Date(ride.date.getTime() + ride.numberOfHours * 3_600_000);
  const legs = ride.toAndBack || ride.roundTrip ? 2 : 1;
  const end = new Date(ride.date.getTime() + legs * DEFAULT_TRANSFER_MINUTES * 60_000);
  return ride.returnDate && ride.returnDate > end ? new Date(ride.returnDate.getTime() + DEFAULT_TRANSFER_MINUTES * 60_000) : end;
}
