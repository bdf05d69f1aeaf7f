import { pragueWallTimeToDate, type PaymentType, type RideStatus, type RideType } from '@vozka/domain';
import {
  type CustomerKey,
  type DriverKey,
  type Kind,
  type Place,
  ADDRESSES,
  AIRLINES,
  CASTLE,
  CONGRESS,
  CUSTOMER_WEIGHTS,
  CUSTOMERS,
  DRIVER_WEIGHTS,
  FAR,
  HOTELS,
  KUTNA_HORA,
  O2_ARENA,
  OLD_TOWN,
  STATION,
  WENCESLAS,
} from './rides-data.ts';

/**
 * The demo rides' plans (seed/rides.ts): what each ride of the fortnight is (kind, customer, route, price,
 * the draws its status, driver and payment come from) and the status it has at the time of the seed.
 */

/** mulberry32: a small seeded PRNG, so the demo is the same on every machine. */
export function prng(seed: number) {
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
export function pragueTime(today: { y: number; m: number; d: number }, dayOffset: number, hour: number, minute: number): Date {
  return pragueWallTimeToDate({ year: today.y, month: today.m, day: today.d + dayOffset, hour, minute, second: 0 });
}

export const MINUTE = 60_000;
export const roundKc = (kc: number) => Math.round(kc / 10) * 10;

export interface Plan {
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
  /** A ride placed around now: under way, or (the airport pickup whose flight is tracked) accepted and due soon. */
  live?: 'ACCEPTED_BY_DRIVER' | 'ON_THE_WAY' | 'ON_THE_PLACE' | 'OCCUPIED';
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
export const SLOTS: [number, number][] = [
  [6, 8],
  [9, 12],
  [13, 16],
  [17, 20],
];

export function planRide(r: ReturnType<typeof prng>, day: number, slot: number, date: Date, kind?: Kind): Plan {
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

export function statusOf(plan: Plan, now: Date, end: Date): RideStatus | null {
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
