import { randomBytes } from 'node:crypto';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { partiesOf, RIDE_COUNTERS, sameFor, type RideInput, type RideStatus } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rideHistory, rides, rideStops, type NewRideRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../adapters/jobs/queue.ts';
import { executorOf } from '../../adapters/jobs/sql-executor.ts';
import type { BusMessage } from '../../adapters/events/messages.ts';
import { logAndNotify } from '../../adapters/events/live-log.ts';
import { AppError } from '../../shared/errors.ts';
import { RIDE_SCHEDULE_JOB, type RideScheduleJob } from '../../shared/ride-events.ts';
import { ridePricing, type RidePriceColumns } from '../pricing/ride-pricing.ts';
import type { RideCaller } from './ride-access.ts';
import { columnsOf, requestedValues, writableValues, type RideValues, type WriteMode } from './ride-fields.ts';
import { historyEntries } from './ride-history.ts';
import { resolveNewRide, type ResolvedWrite } from './ride-rules.ts';

/** A new ride's values before the caller's input (`POST /api/orders` and the import). */
export function newRideValues(date: Date): RideValues {
  return {
    type: 'TRANSFER',
    roundTrip: false,
    toAndBack: false,
    date,
    returnDate: null,
    onThePlaceTime: null,
    doneTime: null,
    numberOfHours: null,
    person: 1,
    customerId: null,
    passengerId: null,
    driverId: null,
    fleetManagerId: null,
    vehicleId: null,
    vehicleOfferId: null,
    vehicleCategory: null,
    status: 'NEW',
    cancelReason: null,
    waiting: 0,
    driverPrice: null,
    priceForClient: null,
    paymentType: null,
    paid: false,
    ...sameFor(RIDE_COUNTERS, 0),
    flightNumber: null,
    flightCompany: null,
    timeOfArrival: null,
    flightLabel: null,
    driverNote: null,
    clientNote: null,
    dispatchingNote: null,
    pickUpNote: null,
    destinationNote: null,
    meetingBoard: null,
  };
}

/** One ride of a batch that the rules refused: its index in the batch and the error the form would get. */
export interface BatchRefusal {
  index: number;
  error: AppError;
}

/** Rows per insert statement. */
const CHUNK = 1_000;
/** The random bytes of a ride's secret link (as randomToken). */
const TOKEN_BYTES = 32;

/** A value as JSON compares it: a Date by its instant. */
const comparable = (v: unknown): unknown => (v instanceof Date ? v.getTime() : (v ?? null));

/**
 * A multi-row insert as JSON parameters (`json_populate_recordset`): the columns the rows hold, the others
 * left to their defaults. Thousands of rows cost one parameter instead of a parameter per value; a column
 * with the same value in every row (an import's client, status, empty fields) is sent once, in a second
 * parameter (`json_populate_record`), and the rows' JSON is written column by column, without an object per row.
 */
async function insertJsonRows(tx: Db, table: PgTable, rows: readonly object[], returning?: string): Promise<unknown[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const records = rows as readonly Record<string, unknown>[];
  const keys = Object.keys(records[0]!).filter((key) => key in columns);
  const same = keys.filter((key) => {
    const first = comparable(records[0]![key]);
    return typeof first !== 'object' && records.every((r) => comparable(r[key]) === first);
  });
  const varying = keys.filter((key) => !same.includes(key));
  const prefixes = varying.map((key, i) => `${i === 0 ? '{' : ','}${JSON.stringify(columns[key]!.name)}:`);
  const parts: string[] = [];
  for (const row of records) {
    let json = varying.length === 0 ? '{' : '';
    for (let i = 0; i < varying.length; i++) json += prefixes[i]! + JSON.stringify(row[varying[i]!] ?? null);
    parts.push(`${json}}`);
  }
  const constant = JSON.stringify(Object.fromEntries(same.map((key) => [columns[key]!.name, records[0]![key] ?? null])));
  const name = `"${getTableName(table)}"`;
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const values = keys.map((key) => `${same.includes(key) ? 'k' : 'r'}."${columns[key]!.name}"`).join(', ');
  const text =
    `insert into ${name} (${names}) select ${values} from json_populate_recordset(null::${name}, $1::json) as r, ` +
    `json_populate_record(null::${name}, $2::json) as k${returning ? ` returning ${returning}` : ''}`;
  return (await executorOf(tx).executeSql(text, [`[${parts.join(',')}]`, constant])).rows;
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** The price columns of a new ride depend only on these (an imported ride's stops have no coordinates). */
function pricingKey(r: ResolvedWrite): string {
  const n = r.next;
  return JSON.stringify([
    n.type,
    n.roundTrip,
    n.toAndBack,
    n.vehicleOfferId,
    n.priceForClient,
    n.waiting,
    r.stops.map((s) => [s.lat, s.lng]),
  ]);
}

/**
 * Applies the rules of `POST /api/orders` to many new rides of one client (resolveWrite: what the caller
 * may set — a CUSTOMER's dispatch-only fields are ignored —, the status, references, the route's shape),
 * writing nothing: the resolved rides, and every refusal with the error the form would get. ADMIN books
 * for any client, a CUSTOMER for itself; `customerId` must be an active client (checked by the caller).
 */
export async function resolveRidesBatch(
  tx: Db,
  caller: RideCaller,
  customerId: number,
  inputs: readonly RideInput[],
  now: Date,
): Promise<{ resolved: ResolvedWrite[]; refusals: BatchRefusal[] }> {
  const mode: WriteMode = caller.roles.includes('ADMIN') ? 'admin' : 'customer';
  const parties = partiesOf(caller, { driverId: null, fleetManagerId: null, customerId });
  const resolved: ResolvedWrite[] = [];
  const refusals: BatchRefusal[] = [];
  for (const [index, input] of inputs.entries()) {
    if (!input.date || !input.route) {
      const field = input.date ? 'route' : 'date';
      refusals.push({ index, error: new AppError(400, 'FILL_EVERY_FIELD', { fields: { [field]: 'FILL_EVERY_FIELD' } }) });
      continue;
    }
    const current = { ...newRideValues(new Date(input.date)), customerId };
    const requested = requestedValues(input);
    delete requested.status;
    delete requested.customerId;
    try {
      resolved.push(
        await resolveNewRide(tx, {
          caller,
          parties,
          mode,
          current,
          requested: writableValues(mode, requested),
          requestedStops: input.route,
          now,
        }),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusals.push({ index, error });
    }
  }
  return { resolved, refusals };
}

/**
 * Inserts resolved new rides in the caller's transaction as the form's create writes each one — status,
 * price columns, stops, the first history row, the reminders' job and the live event — in multi-row
 * statements, and without a `ride-event` e-mail per ride (the caller sends one summary); the history rows
 * are dated `at` (the app's clock). Answers the ids in the order given.
 */
export async function insertRidesBatch(
  tx: Db,
  jobs: Pick<JobQueue, 'boss'>,
  caller: RideCaller,
  resolved: readonly ResolvedWrite[],
  at: Date,
  extra: Partial<Pick<NewRideRow, 'importId'>> = {},
): Promise<number[]> {
  const prices = new Map<string, RidePriceColumns>();
  const keys = resolved.map(pricingKey);
  for (const [i, r] of resolved.entries()) {
    if (!prices.has(keys[i]!))
      prices.set(keys[i]!, await ridePricing(tx, null, { next: r.next, changed: [], routeChanged: true }, r.stops));
  }
  const ids: number[] = [];
  for (const [c, part] of chunks(resolved).entries()) {
    // The rides' secret links as randomToken() makes them (32 random bytes, base64url), drawn once per chunk.
    const random = randomBytes(TOKEN_BYTES * part.length);
    const rows = part.map(
      (r, i) =>
        ({
          ...columnsOf(r.next),
          busyUntil: r.busyUntil,
          previousStatus: r.previousStatus,
          ...prices.get(keys[c * CHUNK + i]!),
          secretIdent: random.toString('base64url', i * TOKEN_BYTES, (i + 1) * TOKEN_BYTES),
          createdBy: caller.id,
          ...extra,
        }) as NewRideRow,
    );
    const inserted = (await insertJsonRows(tx, rides, rows, 'id, version')) as { id: number; version: number }[];
    ids.push(...inserted.map((row) => row.id));
    await publishCreated(tx, part, inserted, at);
  }
  const stops = resolved.flatMap((r, i) => r.stops.map((s, position) => ({ ...s, rideId: ids[i]!, position })));
  for (const part of chunks(stops)) await insertJsonRows(tx, rideStops, part);
  const history = resolved.flatMap((r, i) =>
    historyEntries(null, r.next, ['status']).map((e) => ({ ...e, rideId: ids[i]!, userId: caller.id, at })),
  );
  for (const part of chunks(history)) await insertJsonRows(tx, rideHistory, part);
  const schedule = ids.map((rideId) => ({ name: RIDE_SCHEDULE_JOB, data: { rideId } satisfies RideScheduleJob }));
  for (const part of chunks(schedule)) await jobs.boss.insert(part, { db: executorOf(tx) });
  return ids;
}

/** The `ride` live events of new rides (as afterRideWrite publishes them), in one statement per chunk. */
async function publishCreated(tx: Db, part: readonly ResolvedWrite[], inserted: readonly { id: number; version: number }[], at: Date) {
  const messages = part.map((r, i): BusMessage => {
    const n = r.next;
    const now = {
      status: n.status as RideStatus,
      driverId: n.driverId,
      fleetManagerId: n.fleetManagerId,
      customerId: n.customerId,
      passengerId: n.passengerId,
    };
    return { t: 'ride', id: inserted[i]!.id, version: inserted[i]!.version, now, before: null };
  });
  await logAndNotify(tx, messages, at);
}
