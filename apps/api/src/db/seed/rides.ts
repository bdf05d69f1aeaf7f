import { eq } from 'drizzle-orm';
import { busyUntil, DRIVER_BUSY_STATUSES, formatPragueFilterDate, type RideStatus } from '@vozka/domain';
import type { Db } from '../client.ts';
import { rides, rideStops, users, vehicleDrivers, vehicles, type NewRideRow } from '../schema/index.ts';
import { MINUTE, planRide, pragueTime, prng, SLOTS, statusOf, type Plan } from './ride-plans.ts';
import { rideRow } from './ride-rows.ts';
import { DEMO_PEOPLE, type DriverKey, ACCOUNT_KEYS, ACCOUNT_DETAILS, VEHICLES, type Place, type Kind } from './rides-data.ts';

/**
 * The demo's people beyond the one-account-per-role (they cannot sign in: no password), its vehicles, and a
 * fortnight of rides around today (−7 … +7 days, Prague business hours) in every status. Everything but
 * the dates relative to today and the secret idents comes from a seeded PRNG, so every seed looks alike.
 * The rides' plans are in ride-plans.ts, their rows in ride-rows.ts.
 */

/** The statuses a ride has a driver in: while it occupies one, and after one drove or gave it up. */
const WITH_DRIVER: readonly RideStatus[] = [...DRIVER_BUSY_STATUSES, 'DONE', 'NOT_ARRIVED', 'CANCELED_BY_DRIVER'];

/**
 * Minutes the demo's airport pickup keeps its driver free after it, for its flight's delay: flight tracking
 * moves the pickup that far without meeting the driver's next ride (airport-pickup.test.ts).
 */
export const FLIGHT_DELAY_ROOM_MINUTES = 60;

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
    // An airport pickup later today, within flight tracking's 6 h window (issue 20 §1): its flight is checked.
    // David (driver@demo.vozka.cz) drives it: free 30 min after his ride on the way.
    ['ACCEPTED_BY_DRIVER', 'david', airportPickupInMinutes(nowish, pragueTime(today, 0, 23, 30)), 'arrival'],
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
      // The airport pickup holds its driver longer: a delayed flight moves it later (FLIGHT_DELAY_ROOM_MINUTES).
      const room = plan.live === 'ACCEPTED_BY_DRIVER' ? FLIGHT_DELAY_ROOM_MINUTES * MINUTE : 0;
      if (driver) busy.get(driver)!.push([plan.date.getTime(), end.getTime() + room]);
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

/** 2½ hours from now, or less so the airport pickup stays on today's dispatch board (at least 10 minutes). */
function airportPickupInMinutes(now: Date, lastToday: Date): number {
  return Math.max(10, Math.min(150, Math.floor((lastToday.getTime() - now.getTime()) / MINUTE)));
}
