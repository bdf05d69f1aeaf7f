import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { REPORT_RIDE_STATUSES, type PaymentType, type ReportQuery, type ReportType } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { pick } from '../../db/columns.ts';
import { pageOf } from '../../db/page.ts';
import { reportLines, reports, rides, users } from '../../db/schema/index.ts';
import type { Caller } from '../../shared/caller.ts';
import type { BillableRide, StatementLine } from './report-lines.ts';
import { updateById } from '../../db/by-id.ts';

export type ReportRow = typeof reports.$inferSelect;
export type ReportValues = typeof reports.$inferInsert;
export type ReportLineRow = typeof reportLines.$inferSelect;

/** Lines are written this many per INSERT (10 parameters each: far below PostgreSQL's 65,535). */
const LINE_BATCH = 1000;

/**
 * The reports a caller reads: ADMIN every one; a FLEET_MANAGER those of its fleet (its drivers' and its own
 * fleet report, `fleet_manager_id`) and its own; a DRIVER its own driver reports; a CUSTOMER its own customer
 * reports. `undefined` is no restriction.
 */
export function readableBy(caller: Caller): SQL | undefined {
  if (caller.roles.includes('ADMIN')) return undefined;
  const own = (type: ReportType) => and(eq(reports.userId, caller.id), eq(reports.type, type));
  const parts: (SQL | undefined)[] = [];
  if (caller.roles.includes('FLEET_MANAGER')) parts.push(eq(reports.fleetManagerId, caller.id), eq(reports.userId, caller.id));
  if (caller.roles.includes('DRIVER')) parts.push(own('DRIVER_TYPE'));
  if (caller.roles.includes('CUSTOMER')) parts.push(own('CUSTOMER_TYPE'));
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** The user a report is made for. */
export async function findReportUser(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      roles: users.roles,
      fleetManagerId: users.fleetManagerId,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const customer = aliasedTable(users, 'customer');
const driver = aliasedTable(users, 'driver');

/** " → " between a route's stops, as a Unicode escape: the built bundle is ASCII only (scripts/build-api.mjs). */
const ARROW = sql.raw(`U&' \\2192 '`);

/**
 * The billable rides (DONE, NOT_ARRIVED) of a report's user starting in [start, end): a driver's
 * (`driver_id`), a fleet's (`fleet_manager_id`) or a customer's (`customer_id`), oldest first, each with its
 * route (the stops joined with " → ") and the names of its customer and driver.
 */
export async function billableRides(db: Db, type: ReportType, userId: number, start: Date, end: Date): Promise<BillableRide[]> {
  const owner = type === 'DRIVER_TYPE' ? rides.driverId : type === 'FLEET_TYPE' ? rides.fleetManagerId : rides.customerId;
  const rows = await db
    .select({
      ...pick(rides, 'id', 'date', 'paymentType', 'driverPrice', 'clientPrice'),
      route: sql<string | null>`(SELECT string_agg(s.address, ${ARROW} ORDER BY s.position)
        FROM ride_stops s WHERE s.ride_id = ${rides.id})`,
      customerName: sql<string | null>`coalesce(${customer.companyName}, ${customer.name})`,
      driverName: driver.name,
    })
    .from(rides)
    .leftJoin(customer, eq(customer.id, rides.customerId))
    .leftJoin(driver, eq(driver.id, rides.driverId))
    .where(and(eq(owner, userId), inArray(rides.status, [...REPORT_RIDE_STATUSES]), gte(rides.date, start), lt(rides.date, end)))
    .orderBy(asc(rides.date), asc(rides.id));
  return rows.map((r) => ({ ...r, route: r.route ?? '', paymentType: r.paymentType as PaymentType | null }));
}

/** Writes a report and its lines (call in a transaction). */
export async function insertReport(tx: Db, values: ReportValues, lines: readonly StatementLine[]): Promise<ReportRow> {
  const [row] = await tx.insert(reports).values(values).returning();
  if (!row) throw new Error('report insert returned no row');
  for (let i = 0; i < lines.length; i += LINE_BATCH) {
    await tx
      .insert(reportLines)
      .values(lines.slice(i, i + LINE_BATCH).map((line, j) => ({ ...line, reportId: row.id, position: i + j + 1 })));
  }
  return row;
}

/** A report the caller reads (with `FOR UPDATE` when `lock`); another's is undefined. */
export async function findReport(db: Db, caller: Caller, id: number, lock = false): Promise<ReportRow | undefined> {
  const query = db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), readableBy(caller)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function linesOf(db: Db, reportId: number): Promise<ReportLineRow[]> {
  return db.select().from(reportLines).where(eq(reportLines.reportId, reportId)).orderBy(asc(reportLines.position));
}

/** How many lines each report has. */
export async function lineCounts(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: reportLines.reportId, n: count() })
    .from(reportLines)
    .where(inArray(reportLines.reportId, [...ids]))
    .groupBy(reportLines.reportId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A page of the reports the caller reads, by generation time (then id). */
export async function listReports(db: Db, caller: Caller, query: ReportQuery) {
  const where = and(
    readableBy(caller),
    query.type ? eq(reports.type, query.type) : undefined,
    query.userId ? eq(reports.userId, query.userId) : undefined,
  );
  const order = query.sort === 'generatedAt,asc' ? asc : desc;
  return pageOf(db, reports, { where, orderBy: [order(reports.generatedAt), order(reports.id)], page: query.page, size: query.size });
}

export async function updateReport(db: Db, id: number, values: Partial<ReportValues>): Promise<ReportRow> {
  const row = await updateById(db, reports, id, values);
  if (!row) throw new Error(`report ${id} vanished`);
  return row;
}

export async function deleteReport(db: Db, id: number): Promise<void> {
  await db.delete(reports).where(eq(reports.id, id));
}
