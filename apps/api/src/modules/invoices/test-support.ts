import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices, invoiceSeries, rides, rideStops, settings } from '../../db/schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';

export interface TestRideOptions {
  customerId: number | null;
  date: Date;
  /** Client price without VAT, haléře (null: unpriced). */
  clientPrice?: number | null;
  status?: string;
  fleetManagerId?: number | null;
  driverId?: number | null;
  stops?: string[];
}

/** A ride straight in the database (a finished one by default), with its route. */
export async function insertTestRide(db: Db, o: TestRideOptions): Promise<number> {
  const [row] = await db
    .insert(rides)
    .values({
      secretIdent: randomToken(),
      status: o.status ?? 'DONE',
      date: o.date,
      busyUntil: new Date(o.date.getTime() + 3_600_000),
      customerId: o.customerId,
      fleetManagerId: o.fleetManagerId ?? null,
      driverId: o.driverId ?? null,
      clientPrice: o.clientPrice === undefined ? 100_000 : o.clientPrice,
      driverPrice: 80_000,
      paymentType: 'INVOICE',
    })
    .returning({ id: rides.id });
  if (!row) throw new Error('ride insert returned no row');
  const stops = o.stops ?? ['Letiště Václava Havla, Praha 6', 'Náměstí Míru 15, Praha 2'];
  await db.insert(rideStops).values(stops.map((address, position) => ({ rideId: row.id, position, address })));
  return row.id;
}

/** Prague noon of a day `YYYY-MM-DD` (winter: UTC+1; good enough for tests in any month as it is noon). */
export const pragueNoon = (day: string): Date => new Date(`${day}T11:00:00Z`);

/** Each test of the invoices' files starts without invoices, series, rides and stored settings. */
export async function clearBilling(db: Db): Promise<void> {
  await db.delete(invoiceLines);
  await db.delete(invoices);
  await db.delete(invoiceSeries);
  await db.delete(rides);
  await db.delete(settings);
}
