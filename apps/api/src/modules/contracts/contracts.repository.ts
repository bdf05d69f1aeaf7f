import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rides, rideStops, users, vehicles } from '../../db/schema/index.ts';

const customer = alias(users, 'customer');
const passenger = alias(users, 'passenger');
const driver = alias(users, 'driver');

/** One ride by its secret ident with its parties and vehicle; DELETED rides are not found. */
export async function findContractRide(db: Db, secretIdent: string) {
  const [row] = await db
    .select({
      ride: {
        id: rides.id,
        date: rides.date,
        persons: rides.persons,
        onThePlaceTime: rides.onThePlaceTime,
        doneTime: rides.doneTime,
        clientPrice: rides.clientPrice,
        paymentType: rides.paymentType,
      },
      // Only what a contract shows: the query never reads password hashes or internal notes.
      customer: {
        name: customer.name,
        dateOfBirth: customer.dateOfBirth,
        street: customer.street,
        city: customer.city,
        zipCode: customer.zipCode,
        companyId: customer.companyId,
        companyName: customer.companyName,
        companyAddress: customer.companyAddress,
      },
      passenger: { name: passenger.name, dateOfBirth: passenger.dateOfBirth, phone: passenger.phone, email: passenger.email },
      driver: {
        name: driver.name,
        phone: driver.phone,
        street: driver.street,
        city: driver.city,
        zipCode: driver.zipCode,
        companyId: driver.companyId,
        companyName: driver.companyName,
      },
      vehicle: {
        id: vehicles.id,
        brand: vehicles.brand,
        model: vehicles.model,
        color: vehicles.color,
        registrationPlate: vehicles.registrationPlate,
      },
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
