import { optionalHalereToCzk, type PaymentType, type Ride, type RideFlight, type RideStatus, type RideType } from '@vozka/domain';
import { abilitiesOf, receivesRideLinks, viewOf, type RideCaller, type RideView } from './ride-access.ts';
import { WITHHELD_FIELDS, withheldFields } from './free-rides.ts';
import type { RideWithPeople, StopValues } from './rides.repository.ts';
import type { ListedRide } from './rides-page.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** Haléře in the database, CZK on the wire. */
const czk = optionalHalereToCzk;

/** The assigned driver of a CASH_DRIVER ride is told what to collect (issue 12: it cannot see the client price). */
export function collectsCash(view: RideView, ride: { paymentType: string | null }): boolean {
  return view.parties.has('ASSIGNED_DRIVER') && ride.paymentType === 'CASH_DRIVER';
}

/**
 * The API shape of a ride for one caller (docs/api/rides.md): fields its role may not see are left out,
 * and `abilities` says what it may do with the ride. `cashToCollect` (haléře) is given to the driver
 * who collects it; `flight` is the ride's tracked flight (ride-flight.ts).
 */
export function toRide(row: RideWithPeople, stops: StopValues[], caller: RideCaller, cashToCollect?: number, flight?: RideFlight): Ride {
  const r = row.ride;
  const view = viewOf(caller, r);
  const ride: Ride = {
    id: r.id,
    secretIdent: r.secretIdent,
    status: r.status as RideStatus,
    previousStatus: (r.previousStatus as RideStatus | null) ?? null,
    version: r.version,
    type: r.rideType as RideType,
    roundTrip: r.roundTrip,
    toAndBack: r.toAndBack,
    date: r.date.toISOString(),
    returnDate: iso(r.returnDate),
    onThePlaceTime: iso(r.onThePlaceTime),
    doneTime: iso(r.doneTime),
    numberOfHours: r.rentHours,
    person: r.persons,
    route: stops.map((s) => ({ address: s.address, placeId: s.placeId, lat: s.lat, lng: s.lng, note: s.note })),
    customerId: r.customerId,
    customerName: row.customerName,
    passengerId: r.passengerId,
    passengerName: row.passengerName,
    passengerPhone: row.passengerPhone,
    passengerEmail: row.passengerEmail,
    driverId: r.driverId,
    driverName: row.driverName,
    driverPhone: row.driverPhone,
    fleetManagerId: r.fleetManagerId,
    fleetManagerName: row.fleetManagerName,
    vehicleId: r.vehicleId,
    vehicleBrand: row.vehicleBrand,
    vehicleModel: row.vehicleModel,
    vehicleColor: row.vehicleColor,
    vehicleRegistrationPlate: row.vehicleRegistrationPlate,
    vehicleOfferId: r.vehicleOfferId,
    vehicleOfferName: row.vehicleOfferName,
    vehicleCategory: r.vehicleCategory,
    waiting: r.waitingMinutes,
    driverPrice: czk(r.driverPrice),
    priceForClient: czk(r.clientPrice),
    paymentType: (r.paymentType as PaymentType | null) ?? null,
    paid: r.paid,
    largeLuggage: r.luggageLarge,
    smallLuggage: r.luggageSmall,
    childSeats: r.childSeats,
    childSeatCushions: r.childSeatCushions,
    animals: r.animals,
    golfBags: r.golfBags,
    cradles: r.cradles,
    flightNumber: r.flightNumber,
    flightCompany: r.flightCompany,
    timeOfArrival: iso(r.flightArrival),
    flightLabel: r.flightLabel,
    driverNote: r.driverNote,
    clientNote: r.clientNote,
    dispatchingNote: r.dispatchingNote,
    pickUpNote: r.pickupNote,
    destinationNote: r.destinationNote,
    meetingBoard: r.meetingBoard,
    cancelReason: r.cancelReason,
    seen: r.seenAt !== null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    abilities: abilitiesOf(r, view),
    outsideArea: r.outsideArea,
  };
  return forCaller(ride, view, { trackingSlug: r.trackingSlug, paymentSecret: r.paymentSecret }, cashToCollect, flight);
}

/**
 * What a ride's view adds to it (docs/api/rides.md): the ride's public keys, the cash to collect (haléře) and
 * the tracked flight, where they belong.
 */
function additionsFor(
  view: RideView,
  ride: { paymentType: string | null },
  keys: { trackingSlug: string; paymentSecret: string },
  cashToCollect?: number,
  flight?: RideFlight,
): Partial<Ride> {
  const added: Partial<Ride> = {};
  // Who may copy the tracking and payment links (docs/api/dispatch.md §3, docs/api/payments.md).
  if (receivesRideLinks(view)) Object.assign(added, keys);
  if (cashToCollect !== undefined && collectsCash(view, ride)) added.cashToCollect = czk(cashToCollect)!;
  // The tracked flight of an arrival pickup (issue 20 §1): whoever sees the ride sees its flight.
  if (flight) added.flight = flight;
  return added;
}

/** What of a ride the caller's view keeps: fields its role may not see are taken out, then additionsFor's put in. */
function forCaller(
  ride: Ride,
  view: RideView,
  keys: { trackingSlug: string; paymentSecret: string },
  cashToCollect?: number,
  flight?: RideFlight,
): Ride {
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- named, optional fields (free-rides.ts withheldFields), not dictionary keys
  for (const field of withheldFields(view, ride.status)) delete ride[field];
  return Object.assign(ride, additionsFor(view, ride, keys, cashToCollect, flight));
}

/** The JSON text of `abilities` by everything abilitiesOf reads: a page's rides share a few of them. */
const abilitiesTexts = new Map<string, string>();

function abilitiesText(row: ListedRide, view: RideView): string {
  const key = `${row.status}|${row.previousStatus}|${row.fleetManagerId}|${[...view.parties].join(',')}`;
  let text = abilitiesTexts.get(key);
  if (text === undefined) {
    if (abilitiesTexts.size >= 1000) abilitiesTexts.clear();
    text = JSON.stringify(abilitiesOf(row, view));
    abilitiesTexts.set(key, text);
  }
  return text;
}

/**
 * A ride of the list (rides-page.ts) for the caller, as the UTF-8 bytes of its JSON text, in two parts: the
 * statement's text of the fields every view receives, then those of WITHHELD_FIELDS the caller's view keeps,
 * additionsFor's and its `abilities`. The same answer as toRide's, keys in another order.
 */
export function listedRideJson(row: ListedRide, caller: RideCaller, cashToCollect?: number, flight?: RideFlight): [Buffer, Buffer] {
  const view = viewOf(caller, row);
  const withheld = withheldFields(view, row.status);
  const rest: Record<string, unknown> = {};
  for (const field of WITHHELD_FIELDS) if (!withheld.has(field)) rest[field] = row[field];
  Object.assign(rest, additionsFor(view, row, { trackingSlug: row.trackingSlug, paymentSecret: row.paymentSecret }, cashToCollect, flight));
  const fields = JSON.stringify(rest).slice(1, -1);
  // `{…` of the ride's own text (an object with keys) joins `,…}` of the rest.
  const body = Buffer.from(row.body, 'base64');
  return [body.subarray(0, body.length - 1), Buffer.from(`${fields ? `,${fields}` : ''},"abilities":${abilitiesText(row, view)}}`)];
}
