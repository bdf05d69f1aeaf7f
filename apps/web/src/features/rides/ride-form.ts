import { RIDE_COUNTERS, statusOnAssign } from '@vozka/domain';
import type { PaymentType, Ride, RideStatus, RideType, TRideInput } from '@vozka/domain';
import type { PickerValue } from '../../components/pickers/rules';
import { isoToPragueLocal, pragueLocalToIso } from '../../lib/time';

/** One stop of the route as the form edits it; the first is the pick-up, the last the destination. */
export interface StopValues {
  address: string;
  /** The place id of the chosen address suggestion; null for typed text (issue 5). */
  placeId?: string | null;
  /** The pick-up note on the first stop, the destination note on the last, else the stop's own note. */
  note: string;
}

/** Spec §3 passenger counters, in the form's order. */
export const COUNTERS = ['person', ...RIDE_COUNTERS] as const;
export type Counter = (typeof COUNTERS)[number];
/** ZRideInput bounds: at least one person; every other counter 0–99. */
export const COUNTER_MIN = Object.fromEntries(COUNTERS.map((counter) => [counter, counter === 'person' ? 1 : 0])) as Record<
  Counter,
  number
>;
export const COUNTER_MAX = 99;

export type NumberValue = number | string;

export interface RideFormValues extends Record<Counter, NumberValue> {
  type: RideType;
  numberOfHours: NumberValue;
  roundTrip: boolean;
  toAndBack: boolean;
  /** Prague wall-clock "YYYY-MM-DDTHH:mm" (datetime-local inputs). */
  date: string;
  returnDate: string;
  stops: StopValues[];
  flightNumber: string;
  flightCompany: string;
  timeOfArrival: string;
  flightLabel: string;
  vehicleCategory: string | null;
  /** The chosen vehicle offer's id (a select value), or null. */
  vehicleOfferId: string | null;
  customer: PickerValue;
  passenger: PickerValue;
  driver: PickerValue;
  fleet: PickerValue;
  paymentType: PaymentType | null;
  priceForClient: NumberValue;
  driverPrice: NumberValue;
  paid: boolean;
  driverNote: string;
  clientNote: string;
  dispatchingNote: string;
  meetingBoard: string;
  /** Editing only: the current status or one of `abilities.nextStatuses`. */
  status: RideStatus | null;
  cancelReason: string;
  /** Spec §4: save without notifying anyone; reset after each create or save. */
  skipNotification: boolean;
}

const emptyStop = (): StopValues => ({ address: '', placeId: null, note: '' });

const picked = (id: number | null | undefined, name: string | null | undefined): PickerValue =>
  id ? { id, name: name ?? `#${id}` } : null;

export function rideFormDefaults(ride?: Ride | null): RideFormValues {
  if (!ride) {
    return {
      type: 'TRANSFER',
      numberOfHours: '',
      roundTrip: false,
      toAndBack: false,
      date: '',
      returnDate: '',
      stops: [emptyStop(), emptyStop()],
      ...Object.fromEntries(COUNTERS.map((c) => [c, COUNTER_MIN[c]])),
      flightNumber: '',
      flightCompany: '',
      timeOfArrival: '',
      flightLabel: '',
      vehicleCategory: null,
      vehicleOfferId: null,
      customer: null,
      passenger: null,
      driver: null,
      fleet: null,
      paymentType: null,
      priceForClient: '',
      driverPrice: '',
      paid: false,
      driverNote: '',
      clientNote: '',
      dispatchingNote: '',
      meetingBoard: '',
      status: null,
      cancelReason: '',
      skipNotification: false,
    } as RideFormValues;
  }
  const last = ride.route.length - 1;
  const stops = ride.route.map((stop, index) => ({
    address: stop.address,
    ...(stop.placeId ? { placeId: stop.placeId } : {}),
    note: (index === 0 ? ride.pickUpNote : index === last ? ride.destinationNote : null) ?? stop.note ?? '',
  }));
  return {
    type: ride.type,
    numberOfHours: ride.numberOfHours ?? '',
    roundTrip: ride.roundTrip,
    toAndBack: ride.toAndBack,
    date: isoToPragueLocal(ride.date),
    returnDate: isoToPragueLocal(ride.returnDate),
    stops: stops.length > 0 ? stops : [emptyStop(), emptyStop()],
    ...Object.fromEntries(COUNTERS.map((c) => [c, ride[c]])),
    flightNumber: ride.flightNumber ?? '',
    flightCompany: ride.flightCompany ?? '',
    timeOfArrival: isoToPragueLocal(ride.timeOfArrival),
    flightLabel: ride.flightLabel ?? '',
    vehicleCategory: ride.vehicleCategory,
    vehicleOfferId: ride.vehicleOfferId ? String(ride.vehicleOfferId) : null,
    customer: picked(ride.customerId, ride.customerName),
    passenger: picked(ride.passengerId, ride.passengerName),
    driver: picked(ride.driverId, ride.driverName),
    fleet: picked(ride.fleetManagerId, ride.fleetManagerName),
    paymentType: ride.paymentType,
    priceForClient: ride.priceForClient ?? '',
    driverPrice: ride.driverPrice ?? '',
    paid: ride.paid,
    driverNote: ride.driverNote ?? '',
    clientNote: ride.clientNote ?? '',
    dispatchingNote: ride.dispatchingNote ?? '',
    meetingBoard: ride.meetingBoard ?? '',
    status: ride.status,
    cancelReason: ride.cancelReason ?? '',
    skipNotification: false,
  } as RideFormValues;
}

/** A new ride with the values of the form ("Save and copy", "From my last ride"). */
export function asNewRide(values: RideFormValues): RideFormValues {
  return { ...values, status: null, cancelReason: '', skipNotification: false };
}

const text = (value: string) => (value.trim() ? value.trim() : null);
const numberOrNull = (value: NumberValue) => (value === '' || value === null ? null : Number(value));

/**
 * The stops that are sent: every stop, except an empty destination of a rent (a rent may end anywhere).
 */
export function sentStops(values: Pick<RideFormValues, 'type' | 'stops'>): StopValues[] {
  const { stops } = values;
  const last = stops[stops.length - 1];
  if (values.type === 'RENT' && stops.length > 1 && last && !last.address.trim()) return stops.slice(0, -1);
  return stops;
}

export interface RideBodyContext {
  /** ADMIN or FLEET_MANAGER: the dispatch-only fields are sent (spec §6). */
  dispatch: boolean;
  /** The ride being edited (its version and status); none when creating. */
  ride?: (Pick<Ride, 'version' | 'status'> & Partial<Pick<Ride, 'vehicleOfferId' | 'driverId' | 'abilities'>>) | null;
}

/** The JSON of POST/PUT /api/orders (ZRideInput) from the form. */
export function rideFormToBody(values: RideFormValues, { dispatch, ride }: RideBodyContext): TRideInput {
  const stops = sentStops(values);
  const last = stops.length - 1;
  const body: TRideInput = {
    type: values.type,
    roundTrip: values.roundTrip,
    toAndBack: values.toAndBack,
    date: pragueLocalToIso(values.date) ?? undefined,
    returnDate: values.toAndBack ? pragueLocalToIso(values.returnDate) : null,
    numberOfHours: values.type === 'RENT' ? numberOrNull(values.numberOfHours) : null,
    route: stops.map((stop, index) => ({
      address: stop.address.trim(),
      ...(stop.placeId ? { placeId: stop.placeId } : {}),
      note: index === 0 || (index === last && last > 0) ? null : text(stop.note),
    })),
    pickUpNote: text(stops[0]?.note ?? ''),
    destinationNote: last > 0 ? text(stops[last]?.note ?? '') : null,
    customerId: values.customer?.id ?? null,
    passengerId: values.passenger?.id ?? null,
    vehicleCategory: values.vehicleCategory,
    paymentType: values.paymentType,
    flightNumber: text(values.flightNumber),
    flightCompany: text(values.flightCompany),
    timeOfArrival: pragueLocalToIso(values.timeOfArrival),
    flightLabel: text(values.flightLabel),
    driverNote: text(values.driverNote),
    clientNote: text(values.clientNote),
    meetingBoard: text(values.meetingBoard),
  };
  // The offer is sent once chosen, and null when an edited ride's offer is cleared.
  if (values.vehicleOfferId) body.vehicleOfferId = Number(values.vehicleOfferId);
  else if (ride?.vehicleOfferId) body.vehicleOfferId = null;
  for (const counter of COUNTERS) body[counter] = numberOrNull(values[counter]) ?? COUNTER_MIN[counter];
  if (dispatch) {
    // A new ride without a driver or fleet leaves them out: the API puts a fleet manager's ride in its fleet.
    if (ride || values.driver) body.driverId = values.driver?.id ?? null;
    if (ride || values.fleet) body.fleetManagerId = values.fleet?.id ?? null;
    Object.assign(body, {
      priceForClient: numberOrNull(values.priceForClient),
      driverPrice: numberOrNull(values.driverPrice),
      paid: values.paid,
      dispatchingNote: text(values.dispatchingNote),
    });
  }
  if (ride) {
    body.version = ride.version;
    if (dispatch && values.status && values.status !== ride.status) {
      body.status = values.status;
      if (values.status === 'CANCELED_BY_DRIVER') body.cancelReason = text(values.cancelReason);
    } else if (dispatch && ride.abilities && values.driver && values.driver.id > 0 && values.driver.id !== ride.driverId) {
      // A driver given here plans the ride as the board's assign screen does (issue 17 §9).
      const status = statusOnAssign({ status: ride.status, abilities: ride.abilities }, values.driver.id);
      if (status) body.status = status;
    }
  }
  return body;
}

/** Form field of a body field of the API's `fields` (route.1.address → stops.1.address). */
export function rideFormField(bodyField: string): string {
  if (bodyField === 'route') return 'stops.0.address';
  if (bodyField.startsWith('route.')) return bodyField.replace(/^route\./, 'stops.');
  const renamed: Record<string, string> = {
    customerId: 'customer',
    passengerId: 'passenger',
    driverId: 'driver',
    fleetManagerId: 'fleet',
    pickUpNote: 'stops.0.note',
  };
  return renamed[bodyField] ?? bodyField;
}
