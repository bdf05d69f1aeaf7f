import { DISPATCH_ONLY_FIELDS, halereToCzk, type RideInput } from '@vozka/domain';
import type { NewRideRow, RideRow } from '../../db/schema/index.ts';
import type { StopValues } from './rides.repository.ts';

/**
 * The ride fields of the API (`ZRideInput`, the history's field names) and the columns that hold them.
 * Writes work on `RideValues`: API names, database types (Date, haléře).
 */
export const FIELD_COLUMNS = {
  type: 'rideType',
  roundTrip: 'roundTrip',
  toAndBack: 'toAndBack',
  date: 'date',
  returnDate: 'returnDate',
  onThePlaceTime: 'onThePlaceTime',
  doneTime: 'doneTime',
  numberOfHours: 'rentHours',
  person: 'persons',
  customerId: 'customerId',
  passengerId: 'passengerId',
  driverId: 'driverId',
  fleetManagerId: 'fleetManagerId',
  vehicleId: 'vehicleId',
  vehicleOfferId: 'vehicleOfferId',
  vehicleCategory: 'vehicleCategory',
  status: 'status',
  cancelReason: 'cancelReason',
  waiting: 'waitingMinutes',
  driverPrice: 'driverPrice',
  priceForClient: 'clientPrice',
  paymentType: 'paymentType',
  paid: 'paid',
  largeLuggage: 'luggageLarge',
  smallLuggage: 'luggageSmall',
  childSeats: 'childSeats',
  childSeatCushions: 'childSeatCushions',
  animals: 'animals',
  golfBags: 'golfBags',
  cradles: 'cradles',
  flightNumber: 'flightNumber',
  flightCompany: 'flightCompany',
  timeOfArrival: 'flightArrival',
  flightLabel: 'flightLabel',
  driverNote: 'driverNote',
  clientNote: 'clientNote',
  dispatchingNote: 'dispatchingNote',
  pickUpNote: 'pickupNote',
  destinationNote: 'destinationNote',
  meetingBoard: 'meetingBoard',
} as const satisfies Record<string, keyof RideRow>;

export type RideField = keyof typeof FIELD_COLUMNS;
export type RideValues = { [F in RideField]: RideRow[(typeof FIELD_COLUMNS)[F]] };
export const RIDE_FIELDS = Object.keys(FIELD_COLUMNS) as RideField[];

const DATE_FIELDS = new Set<RideField>(['date', 'returnDate', 'onThePlaceTime', 'doneTime', 'timeOfArrival']);
const MONEY_FIELDS = new Set<RideField>(['driverPrice', 'priceForClient']);

/** The API values of a ride row. */
export function valuesOf(row: RideRow): RideValues {
  return Object.fromEntries(RIDE_FIELDS.map((f) => [f, row[FIELD_COLUMNS[f]]])) as RideValues;
}

/** The columns of (some) API values. */
export function columnsOf(values: Partial<RideValues>): Partial<NewRideRow> {
  return Object.fromEntries(Object.entries(values).map(([f, v]) => [FIELD_COLUMNS[f as RideField], v]));
}

/** The values a request names (fields left out are absent); the legacy `vehicleOferId` counts as `vehicleOfferId`. */
export function requestedValues(input: RideInput): Partial<RideValues> {
  const out: Record<string, unknown> = {};
  for (const f of RIDE_FIELDS) {
    let v: unknown = f === 'vehicleOfferId' ? (input.vehicleOfferId !== undefined ? input.vehicleOfferId : input.vehicleOferId) : input[f];
    if (v === undefined) continue;
    if (DATE_FIELDS.has(f) && typeof v === 'string') v = new Date(v);
    out[f] = v;
  }
  return out;
}

/** What a caller writes, by how it stands to the ride (docs/api/rides.md `PUT`). */
export type WriteMode = 'admin' | 'fleet' | 'take' | 'driver' | 'customer';

const CLIENT_IGNORED = new Set<RideField>([...DISPATCH_ONLY_FIELDS, 'customerId']);
const MODE_FIELDS: Record<WriteMode, ReadonlySet<RideField>> = {
  admin: new Set(RIDE_FIELDS),
  fleet: new Set(RIDE_FIELDS),
  /** A pool driver or fleet manager taking a FREE ride: the status PLANNED, the driver, the vehicle. */
  take: new Set<RideField>(['status', 'driverId', 'vehicleId']),
  /** The assigned driver: its progress only. */
  driver: new Set<RideField>(['status', 'onThePlaceTime', 'doneTime', 'cancelReason']),
  /** The customer: everything but the dispatch-only fields (its cancellation is the one status it sets). */
  customer: new Set(RIDE_FIELDS.filter((f) => !CLIENT_IGNORED.has(f))),
};

/** The requested values the mode may write; the rest is ignored, as the contract says. */
export function writableValues(mode: WriteMode, requested: Partial<RideValues>): Partial<RideValues> {
  const out: Partial<Record<RideField, unknown>> = {};
  for (const [f, v] of Object.entries(requested) as [RideField, unknown][]) if (MODE_FIELDS[mode].has(f)) out[f] = v;
  if (mode === 'customer' && requested.status === 'CANCELED_BY_CLIENT') out.status = requested.status;
  return out as Partial<RideValues>;
}

/** Whether the mode may replace the route. */
export function writesRoute(mode: WriteMode): boolean {
  return mode === 'admin' || mode === 'fleet' || mode === 'customer';
}

/** A value as the history shows it: ISO times, CZK, `true`/`false`; null stays null. */
export function historyText(field: RideField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return String(halereToCzk(value));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value); // no field holds an object today; never '[object Object]'
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

export function sameStops(a: StopValues[], b: StopValues[]): boolean {
  return (
    a.length === b.length &&
    a.every((s, i) => {
      const t = b[i]!;
      return s.address === t.address && s.placeId === t.placeId && s.lat === t.lat && s.lng === t.lng && s.note === t.note;
    })
  );
}

/** The route as one line of the history. */
export function routeText(stops: StopValues[]): string | null {
  return stops.length === 0 ? null : stops.map((s) => s.address).join(' → ');
}
