import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { INVOICE_RIDE_STATUSES } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { invoiceLines, rides, users } from '../../db/schema/index.ts';
import { stopsOf } from '../rides/rides.repository.ts';
import type { BillableRide } from './invoice-build.ts';

const rideColumns = {
  id: rides.id,
  status: rides.status,
  date: rides.date,
  customerId: rides.customerId,
  fleetManagerId: rides.fleetManagerId,
  clientPrice: rides.clientPrice,
};
export type InvoiceRideRow = {
  id: number;
  status: string;
  date: Date;
  customerId: number | null;
  fleetManagerId: number | null;
  clientPrice: number | null;
};

const notBilled = sql`not exists (select 1 from ${invoiceLines} where ${invoiceLines.billedRideId} = ${rides.id})`;
const billable = and(inArray(rides.status, [...INVOICE_RIDE_STATUSES]), isNotNull(rides.clientPrice));

/** The listed rides, locked in id order (two issues of one ride wait for each other; no deadlock). */
export async function lockRides(tx: Db, rideIds: readonly number[]): Promise<InvoiceRideRow[]> {
  const ids = [...new Set(rideIds)].sort((a, b) => a - b);
  return tx.select(rideColumns).from(rides).where(inArray(rides.id, ids)).orderBy(asc(rides.id)).for('update');
}

/** A customer's uninvoiced billable rides with a client price starting in [start, end), locked, oldest first. */
export async function lockCustomerRides(tx: Db, customerId: number, start: Date, end: Date): Promise<InvoiceRideRow[]> {
  return tx
    .select(rideColumns)
    .from(rides)
    .where(and(eq(rides.customerId, customerId), billable, gte(rides.date, start), lt(rides.date, end), notBilled))
    .orderBy(asc(rides.id))
    .for('update');
}

/** The rides as lines need them, oldest first: their routes `A → B`. */
export async function withRoutes(db: Db, rows: readonly InvoiceRideRow[]): Promise<BillableRide[]> {
  const stops = await stopsOf(
    db,
    rows.map((r) => r.id),
  );
  return [...rows]
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id)
    .map((r) => ({
      id: r.id,
      date: r.date,
      clientPrice: r.clientPrice ?? 0,
      route: (stops.get(r.id) ?? []).map((s) => s.address).join(' → '),
    }));
}

/** A customer (a user with the CUSTOMER role, not deleted) as an invoice prints it; null when none. */
export async function findCustomer(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), sql`'CUSTOMER' = any(${users.roles})`))
    .limit(1);
  return row ?? null;
}

/**
 * The recurring customers (role CUSTOMER, type CUSTOMER_RECURRING, not deleted) with uninvoiced billable
 * priced rides starting in [start, end), by id.
 */
export async function recurringCustomersWithRides(db: Db, start: Date, end: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(rides)
    .innerJoin(users, eq(users.id, rides.customerId))
    .where(
      and(
        billable,
        gte(rides.date, start),
        lt(rides.date, end),
        notBilled,
        eq(users.type, 'CUSTOMER_RECURRING'),
        isNull(users.deletedAt),
        sql`'CUSTOMER' = any(${users.roles})`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

/** One ride for the invoice preview (not DELETED); null when none. */
export async function findPreviewRide(db: Db, id: number): Promise<InvoiceRideRow | null> {
  const [row] = await db
    .select(rideColumns)
    .from(rides)
    .where(and(eq(rides.id, id), sql`${rides.status} <> 'DELETED'`))
    .limit(1);
  return row ?? null;
}
