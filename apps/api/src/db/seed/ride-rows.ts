import type { RideStatus } from '@vozka/domain';
import type { NewRideRow } from '../schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';
import { MINUTE, roundKc, type Plan } from './ride-plans.ts';
import type { DriverKey } from './rides-data.ts';

/** The status a demo ride in each status came from (its previousStatus). */
const PREVIOUS: Partial<Record<RideStatus, RideStatus>> = {
  FREE: 'NEW',
  UNCONFIRMED: 'NEW',
  PLANNED: 'UNCONFIRMED',
  ACCEPTED_BY_DRIVER: 'PLANNED',
  ON_THE_WAY: 'ACCEPTED_BY_DRIVER',
  ON_THE_PLACE: 'ON_THE_WAY',
  OCCUPIED: 'ON_THE_PLACE',
  DONE: 'OCCUPIED',
  NOT_ARRIVED: 'ON_THE_PLACE',
  CANCELED_BY_DRIVER: 'ACCEPTED_BY_DRIVER',
  DELETED: 'NEW',
};

/** The demo's people and vehicles by key, as seeded. */
export interface DemoIds {
  ids: Map<string, number>;
  names: Map<string, string>;
  vehicleOf: Map<DriverKey, { id: number; category: string }>;
}

/** The ride row of a plan in `status`, with `driver` (or none) and its dates up to `now`. */
export function rideRow(plan: Plan, status: RideStatus, driver: DriverKey | null, end: Date, now: Date, demo: DemoIds): NewRideRow {
  const { ids, names, vehicleOf } = demo;
  const { date, draws } = plan;
  const at = (minutes: number) => new Date(date.getTime() + minutes * MINUTE);
  const earlier = (a: Date, b: Date) => (a < b ? a : b);
  const onThePlace = ['ON_THE_PLACE', 'OCCUPIED', 'DONE', 'NOT_ARRIVED'].includes(status) ? at(-Math.round(3 + draws.extra * 9)) : null;
  const done = status === 'DONE' ? earlier(at(plan.minutes), end) : null;
  // A new booking may not be priced yet: its contract then says "according to the price list".
  const unpriced = status === 'NEW' && draws.price < 0.5;
  const clientPrice = unpriced ? null : plan.clientKc * 100;
  const driverPrice = unpriced || status === 'NEW' ? null : roundKc(plan.clientKc * (0.66 + draws.price * 0.08)) * 100;
  const paid =
    status === 'DONE'
      ? plan.payment !== 'INVOICE' || plan.day <= -4
      : plan.payment === 'ONLINE' && !['CANCELED_BY_CLIENT', 'DELETED', 'NEW'].includes(status) && draws.paid < 0.7;
  const createdAt = earlier(
    new Date(date.getTime() - (12 + Math.round(draws.paid * 96)) * 60 * MINUTE),
    new Date(now.getTime() - 20 * MINUTE),
  );
  const touched = done ?? onThePlace ?? new Date(createdAt.getTime() + 45 * MINUTE);
  const vehicle = driver ? vehicleOf.get(driver)! : null;
  const fleetManagerId = driver ? (driver === 'jiri' ? null : ids.get('fleet')!) : status === 'UNCONFIRMED' ? ids.get('fleet')! : null;
  const airport = plan.kind === 'arrival';
  return {
    secretIdent: randomToken(),
    status,
    previousStatus:
      status === 'PLANNED' && driver === 'jiri'
        ? 'FREE'
        : status === 'CANCELED_BY_CLIENT'
          ? driver
            ? 'PLANNED'
            : 'NEW'
          : (PREVIOUS[status] ?? null),
    rideType: plan.type,
    toAndBack: plan.toAndBack,
    date,
    busyUntil: end,
    onThePlaceTime: onThePlace,
    doneTime: done,
    rentHours: plan.numberOfHours,
    persons: plan.persons,
    customerId: ids.get(plan.customer)!,
    passengerId: ids.get(plan.passenger)!,
    driverId: driver ? ids.get(driver)! : null,
    fleetManagerId,
    vehicleId: vehicle?.id ?? null,
    vehicleCategory: vehicle?.category ?? (plan.kind === 'congress' ? 'BUSINESS' : 'STANDARD'),
    waitingMinutes: status === 'NOT_ARRIVED' ? 45 : airport && status === 'DONE' && draws.extra < 0.3 ? 15 : 0,
    driverPrice,
    clientPrice,
    paymentType: plan.payment,
    paid,
    luggageLarge: airport || plan.kind === 'departure' ? 1 + Math.floor(draws.extra * 2) : 0,
    luggageSmall: plan.kind === 'city' || plan.kind === 'congress' ? 0 : 1,
    childSeats: plan.passenger === 'anna' ? 0 : plan.customer === 'klara' && draws.extra > 0.8 ? 1 : 0,
    flightNumber: plan.airline ? `${plan.airline.code}${plan.flightNo}` : null,
    flightCompany: plan.airline?.company ?? null,
    flightArrival: airport ? date : null,
    driverNote: airport
      ? 'Sledujte přílet; cedulka se jménem cestujícího v příletové hale.'
      : plan.kind === 'rent'
        ? 'Prohlídka města, řidič čeká u každé zastávky.'
        : null,
    clientNote:
      plan.customer === 'klara' && draws.extra > 0.8
        ? 'Prosíme dětskou autosedačku.'
        : plan.kind === 'far'
          ? 'Zpáteční cesta tentýž den.'
          : null,
    dispatchingNote: plan.customer === 'vltava' ? 'Fakturovat souhrnně na konci měsíce.' : null,
    pickupNote: airport ? 'Příletová hala, u informační přepážky.' : null,
    meetingBoard: airport ? (names.get(plan.passenger) ?? null) : null,
    cancelReason:
      status === 'CANCELED_BY_DRIVER'
        ? 'Porucha vozidla, náhradní vůz nebyl včas k dispozici.'
        : status === 'CANCELED_BY_CLIENT'
          ? 'Změna programu cestujícího.'
          : null,
    seenAt: status === 'NEW' ? null : new Date(createdAt.getTime() + 15 * MINUTE),
    createdBy: status === 'NEW' ? ids.get(plan.customer)! : ids.get('admin')!,
    createdAt,
    updatedAt: earlier(touched, now),
  };
}
