import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/columns.ts';
import { rides, rideStops, users, vehicles } from '../../db/schema/index.ts';

const customer = alias(users, 'customer');
const passenger = alias(users, 'passenger');
const driver = alias(users, 'driver');

/** One ride by its secret ident with its parties and vehicle; DELETED rides are not found. */
export async function findContractRide(db: Db, secretIdent: string) {
  const [row] = await db
    .select({
      ride: pick(rides, 'id', 'date', 'persons', 'onThePlaceTime', 'doneTime', 'clientPrice', 'paymentType'),
      // Only what a contract shows: the query never reads password hashes or internal notes.
      customer: pick(customer, 'name', 'dateOfBirth', 'street', 'city', 'zipCode', 'companyId', 'companyName', 'companyAddress'),
      passenger: pick(passenger, 'name', 'dateOfBirth', 'phone', 'email'),
      driver: pick(driver, 'name', 'phone', 'street', 'city', 'zipCode', 'companyId', 'companyName'),
      vehicle: pick(vehicles, 'id', 'brand', 'model', 'color', 'registrationPlate'),
    })
    .from(rides)
    .leftJoin(customer, eq(customer.id, rides.customerId))
    .leftJoin(passenger, eq(passenger.id, rides.passengerId))
    .leftJoin(driver, eq(driver.id, rides.driverId))
    .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .where(and(eq(rides.secretIdent, secretIdent), ne(rides.status, 'DELETED')))
    .limit(1);
  return row;
}

export type ContractRideRow = NonNullable<Awaited<ReturnType<typeof findContractRide>>>;

/** The route's addresses, pick-up first. */
export async function routeAddresses(db: Db, rideId: number): Promise<string[]> {
  const rows = await db
    .select({ address: rideStops.address })
    .from(rideStops)
    .where(eq(rideStops.rideId, rideId))
    .orderBy(asc(rideStops.position));
  return rows.map((r) => r.address);
}
