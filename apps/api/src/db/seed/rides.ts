import { eq } from 'drizzle-orm';
import {
  busyUntil,
  DRIVER_BUSY_STATUSES,
  formatPragueFilterDate,
  pragueWallTimeToDate,
  type PaymentType,
  type RideStatus,
  type RideType,
} from '@vozka/domain';
import type { Db } from '../client.ts';
import { rides, rideStops, users, vehicleDrivers, vehicles, type NewRideRow } from '../schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';
import {
  DEMO_PEOPLE,
  type DriverKey,
  type CustomerKey,
  ACCOUNT_KEYS,
  ACCOUNT_DETAILS,
  VEHICLES,
  type Place,
  STATION,
  WENCESLAS,
  OLD_TOWN,
  CASTLE,
  CONGRESS,
  O2_ARENA,
  HOTELS,
  ADDRESSES,
  FAR,
  KUTNA_HORA,
  AIRLINES,
  type Kind,
  CUSTOMERS,
  CUSTOMER_WEIGHTS,
  DRIVER_WEIGHTS,
} from './rides-data.ts';

/**
 * The demo's people beyond the one-account-per-role (they cannot sign in: no password), its vehicles, and a
 * fortnight of rides around today (−7 … +7 days, Prague business hours) in every status. Everything but
 * the dates relative to today and the secret idents comes from a seeded PRNG, so every seed looks alike.
 */

/** mulberry32: a small seeded PRNG, so the demo is the same on every machine. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: readonly [T, number][]): T => {
    let u = next();
    for (const [item, w] of items) if ((u -= w) < 0) return item;
    return items[items.length - 1]![0];
  };
  return { next, int, pick, weighted };
}

/** The instant of a Prague wall-clock time `dayOffset` days from `today` (a Prague calendar date). */
function pragueTime(today: { y: number; m: number; d: number }, dayOffset: number, hour: number, minute: number): Date {
  return pragueWallTimeToDate({ year: today.y, month: today.m, day: today.d + dayOffset, hour, minute, second: 0 });
}

const MINUTE = 60_000;
const roundKc = (kc: number) => Math.round(kc / 10) * 10;

interface Plan {
  day: number;
  slot: number;
  date: Date;
  kind: Kind;
  type: RideType;
  numberOfHours: number | null;
  toAndBack: boolean;
  customer: CustomerKey;
  passenger: string;
  route: Place[];
  persons: number;
  clientKc: number;
  payment: PaymentType;
  airline: (typeof AIRLINES)[number] | null;
  flightNo: number;
  /** Minutes from pick-up to the end of the ride. */
  minutes: number;
  draws: { status: number; driver: DriverKey; price: number; paid: number; extra: number };
  live?: 'ON_THE_WAY' | 'ON_THE_PLACE' | 'OCCUPIED';
  liveDriver?: DriverKey;
}

/** Rare statuses at fixed places, so every status is in the demo whatever the hour of the seed. */
const FORCED: Record<string, RideStatus> = {
  '-1:0': 'CANCELED_BY_DRIVER',
  '-2:1': 'NOT_ARRIVED',
  '-3:2': 'CANCELED_BY_CLIENT',
  '-4:0': 'DELETED',
  '-5:3': 'NOT_ARRIVED',
  '-6:1': 'CANCELED_BY_CLIENT',
  '1:0': 'NEW',
  '1:2': 'ACCEPTED_BY_DRIVER',
  '2:1': 'FREE',
  '2:3': 'PLANNED',
  '3:2': 'UNCONFIRMED',
  '4:0': 'NEW',
  '5:1': 'FREE',
};
const SLOTS: [number, number][] = [
  [6, 8],
  [9, 12],
  [13, 16],
  [17, 20],
];

function planRide(r: ReturnType<typeof prng>, day: number, slot: number, date: Date, kind?: Kind): Plan {
  const customer = r.weighted(CUSTOMER_WEIGHTS);
  const c = CUSTOMERS[customer];
  kind ??= r.pick(c.kinds);
  const passenger = r.pick(c.passengers);
  const hotel = r.pick(HOTELS);
  const home = r.pick([...ADDRESSES, ...HOTELS]);
  const airline = kind === 'arrival' || kind === 'departure' ? r.pick(AIRLINES) : null;
  const flightNo = r.int(100, 4999);
  const extraStop = r.next() < 0.3 ? r.pick([WENCESLAS, OLD_TOWN, STATION]) : null;
  let route: Place[];
  let clientKc: number;
  let minutes: number;
  let type: RideType = 'TRANSFER';
  let numberOfHours: number | null = null;
  let toAndBack = false;
  switch (kind) {
    case 'arrival':
      route = [airline!.terminal, ...(extraStop ? [extraStop] : []), hotel];
      clientKc = roundKc(r.int(790, 1190));
      minutes = r.int(40, 60);
      break;
    case 'departure':
      route = [home, ...(extraStop ? [extraStop] : []), airline!.terminal];
      clientKc = roundKc(r.int(790, 1190));
      minutes = r.int(35, 55);
      break;
    case 'city':
      route = [r.pick([STATION, WENCESLAS, O2_ARENA]), r.pick([OLD_TOWN, CASTLE]), hotel];
      clientKc = roundKc(r.int(650, 890));
      minutes = r.int(30, 50);
      break;
    case 'rent':
      type = 'RENT';
      numberOfHours = r.int(3, 4);
      route = [hotel, CASTLE, OLD_TOWN];
      clientKc = numberOfHours * 950;
      minutes = numberOfHours * 60;
      break;
    case 'congress':
      type = 'CONGRESS';
      route = r.next() < 0.5 ? [hotel, CONGRESS] : [CONGRESS, r.pick([OLD_TOWN, CASTLE]), hotel];
      clientKc = roundKc(r.int(690, 1290));
      minutes = r.int(25, 45);
      break;
    case 'far': {
      // There and back the same day: the driver is busy twice the transfer time.
      toAndBack = true;
      const to = r.pick(FAR);
      route = [home, to];
      clientKc = roundKc(to.lng < 14 ? r.int(3900, 4300) : r.int(4200, 4500));
      minutes = 170;
      break;
    }
    case 'trip':
      toAndBack = true;
      route = [hotel, KUTNA_HORA];
      clientKc = roundKc(r.int(2400, 2900));
      minutes = 160;
      break;
  }
  return {
    day,
    slot,
    date,
    kind,
    type,
    numberOfHours,
    toAndBack,
    customer,
    passenger,
    route,
    clientKc,
    minutes,
    airline,
    flightNo,
    persons: r.int(1, 3),
    payment: r.pick(c.payments),
    draws: { status: r.next(), driver: r.weighted(DRIVER_WEIGHTS), price: r.next(), paid: r.next(), extra: r.next() },
  };
}

function statusOf(plan: Plan, now: Date, end: Date): RideStatus | null {
  if (plan.live) return plan.live;
  const forced = FORCED[`${plan.day}:${plan.slot}`];
  if (forced) return forced;
  const u = plan.draws.status;
  if (end <= now) return u < 0.07 ? 'CANCELED_BY_CLIENT' : 'DONE';
  if (plan.date <= now) return null; // would be under way now: the live rides play that part
  if (plan.day <= 2) return u < 0.5 ? 'ACCEPTED_BY_DRIVER' : 'PLANNED';
  if (plan.day <= 5) return u < 0.45 ? 'PLANNED' : u < 0.65 ? 'UNCONFIRMED' : u < 0.8 ? 'FREE' : u < 0.9 ? 'ACCEPTED_BY_DRIVER' : 'NEW';
  return u < 0.3 ? 'NEW' : u < 0.55 ? 'FREE' : u < 0.8 ? 'UNCONFIRMED' : 'PLANNED';
}

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
/** The statuses a ride has a driver in: while it occupies one, and after one drove or gave it up. */
const WITH_DRIVER: readonly RideStatus[] = [...DRIVER_BUSY_STATUSES, 'DONE', 'NOT_ARRIVED', 'CANCELED_BY_DRIVER'];

/** Seeds the demo people, vehicles and rides (inside `seedDemo`'s transaction). */
export async function seedDemoRides(tx: Db, now: Date = new Date()): Promise<void> {
  const r = prng(20_261_121);
  /** Demo people by key: ids, and names for the meeting boards. */
  const ids = new Map<string, number>();
  const names = new Map<string, string>();
  const accounts = await tx.select({ id: users.id, email: users.email, name: users.name }).from(users);
  for (const [key, email] of Object.entries(ACCOUNT_KEYS)) {
    const account = accounts.find((a) => a.email === email);
    if (!account) throw new Error(`demo account ${email} is missing`);
    ids.set(key, account.id);
    names.set(key, account.name);
    if (ACCOUNT_DETAILS[email]) await tx.update(users).set(ACCOUNT_DETAILS[email]).where(eq(users.id, account.id));
  }
  await tx
    .update(users)
    .set({ clientId: ids.get('klara')! })
    .where(eq(users.id, ids.get('petr')!));

  // People in order (customers before their passengers), so the ids they get are the same every time.
  for (const { key, fleet, client, ...row } of DEMO_PEOPLE) {
    const [inserted] = await tx
      .insert(users)
      .values({
        ...row,
        status: 'ACTIVE',
        language: 'cs',
        fleetManagerId: fleet ? ids.get('fleet')! : null,
        clientId: client ? ids.get(client)! : null,
      })
      .returning({ id: users.id });
    ids.set(key, inserted!.id);
    names.set(key, row.name);
  }

  const [y, m, d] = formatPragueFilterDate(now).slice(0, 10).split('-').map(Number) as [number, number, number];
  const today = { y, m, d };
  const inDays = (days: number) => formatPragueFilterDate(pragueTime(today, days, 12, 0)).slice(0, 10);
  const vehicleOf = new Map<DriverKey, { id: number; category: string }>();
  for (const { driver, fleet, inspectionInDays, ...v } of VEHICLES) {
    const [inserted] = await tx
      .insert(vehicles)
      .values({
        ...v,
        fleetManagerId: fleet ? ids.get('fleet')! : null,
        technicalInspectionValidUntil: inDays(inspectionInDays),
        insuranceValidUntil: inDays(290),
      })
      .returning({ id: vehicles.id });
    await tx.insert(vehicleDrivers).values({ vehicleId: inserted!.id, driverId: ids.get(driver)! });
    vehicleOf.set(driver, { id: inserted!.id, category: v.category });
  }

  // The plans: four rides a day in business hours, then three under way right now.
  const plans: Plan[] = [];
  for (let day = -7; day <= 7; day++) {
    for (let slot = 0; slot < SLOTS.length; slot++) {
      const [from, to] = SLOTS[slot]!;
      const date = pragueTime(today, day, r.int(from, to), r.pick([0, 15, 30, 45]));
      plans.push(planRide(r, day, slot, date));
    }
  }
  const nowish = new Date(Math.floor(now.getTime() / (5 * MINUTE)) * 5 * MINUTE);
  const live: [Plan['live'], DriverKey, number, Kind][] = [
    ['OCCUPIED', 'tomas', -35, 'arrival'],
    ['ON_THE_PLACE', 'jiri', -5, 'departure'],
    ['ON_THE_WAY', 'david', 25, 'city'],
  ];
  const livePlans = live.map(([status, driver, minutes, kind]) => ({
    ...planRide(r, 0, -1, new Date(nowish.getTime() + minutes * MINUTE), kind),
    live: status,
    liveDriver: driver,
  }));

  // Drivers, one ride at a time: never two overlapping rides (with 30 minutes between) of one driver.
  const busy = new Map<DriverKey, [number, number][]>([
    ['david', []],
    ['tomas', []],
    ['jiri', []],
  ]);
  const gap = 30 * MINUTE;
  const free = (d: DriverKey, from: Date, to: Date) => busy.get(d)!.every(([a, b]) => to.getTime() + gap <= a || b + gap <= from.getTime());
  const rows: { ride: NewRideRow; route: Place[] }[] = [];
  for (const plan of [...livePlans, ...plans]) {
    const end = busyUntil({
      date: plan.date,
      type: plan.type,
      numberOfHours: plan.numberOfHours,
      toAndBack: plan.toAndBack,
      roundTrip: false,
      returnDate: null,
    });
    let status = statusOf(plan, now, end);
    if (status === null) continue;
    let driver: DriverKey | null = null;
    if (WITH_DRIVER.includes(status) || (status === 'CANCELED_BY_CLIENT' && plan.draws.extra < 0.5)) {
      const preferred = plan.liveDriver ?? plan.draws.driver;
      driver =
        [preferred, ...(['david', 'tomas', 'jiri'] as const).filter((d) => d !== preferred)].find((d) => free(d, plan.date, end)) ?? null;
      if (driver) busy.get(driver)!.push([plan.date.getTime(), end.getTime()]);
      else if (WITH_DRIVER.includes(status)) status = end <= now ? 'CANCELED_BY_CLIENT' : 'UNCONFIRMED';
    }
    rows.push({ ride: rideRow(plan, status, driver, end, now, { ids, names, vehicleOf }), route: plan.route });
  }

  // In booking order, so ids grow with the time a ride was made, as they do in a real database.
  rows.sort((a, b) => a.ride.createdAt!.getTime() - b.ride.createdAt!.getTime());
  const inserted = await tx
    .insert(rides)
    .values(rows.map((x) => x.ride))
    .returning({ id: rides.id, secretIdent: rides.secretIdent });
  const idOf = new Map(inserted.map((x) => [x.secretIdent, x.id]));
  await tx.insert(rideStops).values(
    rows.flatMap(({ ride, route }) =>
      route.map((stop, position) => ({
        rideId: idOf.get(ride.secretIdent)!,
        position,
        address: stop.address,
        lat: stop.lat,
        lng: stop.lng,
      })),
    ),
  );
}

function rideRow(
  plan: Plan,
  status: RideStatus,
  driver: DriverKey | null,
  end: Date,
  now: Date,
  demo: { ids: Map<string, number>; names: Map<string, string>; vehicleOf: Map<DriverKey, { id: number; category: string }> },
): NewRideRow {
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
