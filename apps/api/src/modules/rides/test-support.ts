import type { Role, RideType, TRideInput } from '@vozka/domain';
import { busyUntil } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { rides, type NewRideRow, type RideRow } from '../../db/schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';
import { replaceStops, type StopValues } from './rides.repository.ts';

export type { TestApp };

const DAY = 86_400_000;
let sequence = 0;

/**
 * Starts the factory's days again from 2031-01-02: each test file does (test/per-file-setup.ts), so its rides'
 * dates do not depend on which files ran before it in the same worker (they share this module).
 */
export function resetRideDates(): void {
  sequence = 0;
}

/** A future day of its own per call (08:00 UTC), so factory rides of one driver never overlap by accident. */
export function nextRideDate(): Date {
  sequence += 1;
  return new Date(Date.UTC(2031, 0, 1, 8) + sequence * DAY);
}

export const TWO_STOPS: StopValues[] = [
  { address: 'Letiště Václava Havla, Terminál 1', placeId: null, lat: 50.1079, lng: 14.266, note: null },
  { address: 'Václavské náměstí 1, Praha 1', placeId: null, lat: 50.0815, lng: 14.4266, note: null },
];

/**
 * Factory: a ride row straight in the database (no rules applied), with two stops and `busy_until` from
 * the domain's `busyUntil`. Overrides are columns; `stops` replaces the route.
 */
export async function buildRide(database: Database, overrides: Partial<NewRideRow> & { stops?: StopValues[] } = {}): Promise<RideRow> {
  const { stops = TWO_STOPS, ...columns } = overrides;
  const date = columns.date ?? nextRideDate();
  const rideType = (columns.rideType ?? 'TRANSFER') as RideType;
  const until = busyUntil({
    date,
    type: rideType,
    numberOfHours: columns.rentHours ?? null,
    toAndBack: columns.toAndBack ?? false,
    roundTrip: columns.roundTrip ?? false,
    returnDate: columns.returnDate ?? null,
  });
  const [row] = await database.db
    .insert(rides)
    .values({ secretIdent: randomToken(), status: 'NEW', busyUntil: until, ...columns, date, rideType })
    .returning();
  await replaceStops(database.db, row!.id, stops);
  return row!;
}

/** A ride body the API accepts (a transfer with two stops on a day of its own). */
export function rideBody(overrides: Partial<TRideInput> = {}): TRideInput {
  return {
    date: nextRideDate().toISOString(),
    route: TWO_STOPS.map((s) => ({ address: s.address, lat: s.lat, lng: s.lng })),
    person: 2,
    ...overrides,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the holder of `token`. */
export function apiAs(t: TestApp, token: string, headers: Record<string, string> = {}) {
  const send = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload !== undefined ? { payload } : {}) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload ?? {}),
    put: (url: string, payload?: object) => send('PUT', url, payload ?? {}),
    del: (url: string) => send('DELETE', url),
  };
}
export type Api = ReturnType<typeof apiAs>;

/**
 * The cast of a rides test: ADMIN; a fleet (manager, two drivers) and another fleet (manager, driver); a
 * pool driver without a fleet; a customer with its passenger and another customer with its passenger.
 */
export async function ridePeople(t: TestApp) {
  const make = async (role: Role, overrides: Parameters<typeof buildUser>[1] = {}) => {
    const user = await buildUser(t.database, { role, ...overrides });
    const token = await login(t.app, user.email!);
    return { ...user, token, api: apiAs(t, token) };
  };
  const fm = await make('FLEET_MANAGER', { name: 'Fleet One' });
  const otherFm = await make('FLEET_MANAGER', { name: 'Fleet Two' });
  const customer = await make('CUSTOMER', { name: 'Klára Zákaznice', type: 'CUSTOMER_RECURRING' });
  const otherCustomer = await make('CUSTOMER', { name: 'Other Customer' });
  return {
    admin: await make('ADMIN', { name: 'Alena Dispečerová' }),
    fm,
    driver: await make('DRIVER', { name: 'David Řidič', phone: '+420 601 000 003', fleetManagerId: fm.id }),
    driver2: await make('DRIVER', { name: 'Tomáš Král', fleetManagerId: fm.id }),
    otherFm,
    otherDriver: await make('DRIVER', { name: 'Other Driver', fleetManagerId: otherFm.id }),
    poolDriver: await make('DRIVER', { name: 'Jiří Dvořák' }),
    customer,
    passenger: await make('PASSENGER', { name: 'Petr Cestující', phone: '+420 601 000 005', clientId: customer.id }),
    otherCustomer,
    otherPassenger: await make('PASSENGER', { name: 'Other Passenger', clientId: otherCustomer.id }),
  };
}
export type RidePeople = Awaited<ReturnType<typeof ridePeople>>;

/**
 * A test file's app on its own database with the ride people, started before its tests and closed after
 * them; `ready` receives both (`useRideApp((app, people) => ((t = app), (p = people)))`).
 */
export function useRideApp(ready: (app: TestApp, people: RidePeople) => void, options?: Parameters<typeof useTestApp>[1]): void {
  useTestApp(async (app) => {
    ready(app, await ridePeople(app));
  }, options);
}

/** Factory: a PLANNED ride of the first fleet — its driver drives the customer's passenger. */
export function buildOwnRide(t: TestApp, p: RidePeople, overrides: Parameters<typeof buildRide>[1] = {}): Promise<RideRow> {
  return buildRide(t.database, {
    status: 'PLANNED',
    fleetManagerId: p.fm.id,
    driverId: p.driver.id,
    customerId: p.customer.id,
    passengerId: p.passenger.id,
    ...overrides,
  });
}
