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
import { subscribedTypes, webhookEventJobs } from '../../shared/webhook-events.ts';
import { pricingReads, ridePricing, type RidePriceColumns } from '../pricing/ride-pricing.ts';
import type { RideCaller } from './ride-access.ts';
import { FIELD_COLUMNS, RIDE_FIELDS, requestedValues, writableValues, type RideValues, type WriteMode } from './ride-fields.ts';
import { historyEntries } from './ride-history.ts';
import { resolveNewRide, type ResolvedWrite } from './ride-rules.ts';

const NO_COUNTERS = sameFor(RIDE_COUNTERS, 0);

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
    ...NO_COUNTERS,
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

/** The random bytes of a ride's secret link (as randomToken). */
const TOKEN_BYTES = 32;

/** A value as JSON compares it: a Date by its instant. */
const comparable = (v: unknown): unknown => (v instanceof Date ? v.getTime() : (v ?? null));

/** A column of a JSON insert: its SQL name and how a row gives its value. */
interface JsonColumn<R> {
  name: string;
  value: (row: R) => unknown;
}

/** The columns of `table` that `rows` (objects keyed by the table's property names) hold. */
function columnsOfRows(table: PgTable, rows: readonly object[]): JsonColumn<Record<string, unknown>>[] {
  const columns = getTableColumns(table);
  return Object.keys(rows[0] ?? {})
    .filter((key) => key in columns)
    .map((key) => ({ name: columns[key]!.name, value: (row) => row[key] }));
}

/**
 * A multi-row insert as JSON parameters (`json_populate_recordset`), for one statement: thousands of rows
 * cost one parameter instead of a parameter per value. A column with the same value in every row (an
 * import's client, status, empty fields) is sent once, in a second parameter (`json_populate_record`); the
 * rows' JSON is written column by column, without an object per row. `param` is the first parameter's number.
 */
function jsonInsert<R>(
  table: PgTable,
  columns: readonly JsonColumn<R>[],
  rows: readonly R[],
  param: number,
): { text: string; params: string[] } {
  const values = columns.map((c) => rows.map(c.value));
  const same = columns.map((_, i) => {
    const first = comparable(values[i]![0]);
    return (first === null || typeof first !== 'object') && values[i]!.every((v) => comparable(v) === first);
  });
  const varying = columns.flatMap((c, i) => (same[i] ? [] : [{ prefix: `${JSON.stringify(c.name)}:`, values: values[i]! }]));
  const parts: string[] = new Array<string>(rows.length);
  for (let r = 0; r < rows.length; r++) {
    let json = '{';
    for (let i = 0; i < varying.length; i++)
      json += (i === 0 ? '' : ',') + varying[i]!.prefix + JSON.stringify(varying[i]!.values[r] ?? null);
    parts[r] = `${json}}`;
  }
  const constant = JSON.stringify(Object.fromEntries(columns.flatMap((c, i) => (same[i] ? [[c.name, values[i]![0] ?? null]] : []))));
  const name = `"${getTableName(table)}"`;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const selected = columns.map((c, i) => `${same[i] ? 'k' : 'r'}."${c.name}"`).join(', ');
  return {
    text:
      `insert into ${name} (${names}) select ${selected} from json_populate_recordset(null::${name}, $${param}::json) as r, ` +
      `json_populate_record(null::${name}, $${param + 1}::json) as k`,
    params: [`[${parts.join(',')}]`, constant],
  };
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

/** A ride of a batch as its row is written: the resolved values, the ride's id and its price columns. */
interface BatchRide {
  id: number;
  r: ResolvedWrite;
  price: RidePriceColumns;
  secret: string;
}

/** The `rides` columns of a batch ride: the ride fields' columns, then what the write adds. */
function rideColumns(caller: RideCaller, extra: Partial<Pick<NewRideRow, 'importId'>>): JsonColumn<BatchRide>[] {
  const columns = getTableColumns(rides);
  const of = (key: keyof NewRideRow, value: (b: BatchRide) => unknown): JsonColumn<BatchRide> => ({ name: columns[key].name, value });
  return [
    of('id', (b) => b.id),
    ...RIDE_FIELDS.map((f) => of(FIELD_COLUMNS[f], (b) => b.r.next[f])),
    of('busyUntil', (b) => b.r.busyUntil),
    of('previousStatus', (b) => b.r.previousStatus),
    of('baseClientPrice', (b) => b.price.baseClientPrice ?? null),
    of('waitingPricePerMinute', (b) => b.price.waitingPricePerMinute ?? null),
    of('outsideArea', (b) => b.price.outsideArea ?? false),
    of('secretIdent', (b) => b.secret),
    of('createdBy', () => caller.id),
    ...Object.entries(extra).map(([key, v]) => of(key as keyof NewRideRow, () => v)),
  ];
}

/** A new ride's version (the column's default): its live event names it. */
const NEW_VERSION = Number(getTableColumns(rides).version.default ?? 1);

/** The `ride` live events of new rides, as afterRideWrite publishes them. */
function createdEvents(batch: readonly BatchRide[]): BusMessage[] {
  return batch.map(({ id, r: { next: n } }) => {
    const now = {
      status: n.status as RideStatus,
      driverId: n.driverId,
      fleetManagerId: n.fleetManagerId,
      customerId: n.customerId,
      passengerId: n.passengerId,
    };
    return { t: 'ride', id, version: NEW_VERSION, now, before: null };
  });
}

/** One statement writing a batch: the rides, then (checked against them at its end) their stops and first history rows. */
function batchStatement(batch: readonly BatchRide[], columns: readonly JsonColumn<BatchRide>[], caller: RideCaller, at: Date) {
  const stops = batch.flatMap(({ id, r }) => r.stops.map((s, position) => ({ ...s, rideId: id, position })));
  const history = batch.flatMap(({ id, r }) =>
    historyEntries(null, r.next, ['status']).map((e) => ({ rideId: id, userId: caller.id, at, ...e })),
  );
  const ridesInsert = jsonInsert(rides, columns, batch, 1);
  const stopsInsert = jsonInsert(rideStops, columnsOfRows(rideStops, stops), stops, 3);
  const historyInsert = jsonInsert(rideHistory, columnsOfRows(rideHistory, history), history, 5);
  return {
    text: `with new_rides as (${ridesInsert.text}), new_stops as (${stopsInsert.text}) ${historyInsert.text}`,
    params: [...ridesInsert.params, ...stopsInsert.params, ...historyInsert.params],
  };
}

/** Writes new rides of a batch in the caller's transaction (rideBatchWriter). */
export interface RideBatchWriter {
  /**
   * Sends the writes of these rides as one statement, once the previous one is done, and answers when it is
   * sent, not done: the caller works on the next rides while the database writes these.
   */
  write(resolved: readonly ResolvedWrite[]): Promise<void>;
  /** Waits for the statement in flight (before the caller queries in the transaction itself). */
  idle(): Promise<void>;
  /** Waits for the last statement; answers the ids of the rides written, in the order written. */
  finish(): Promise<number[]>;
}

/**
 * Inserts resolved new rides in the caller's transaction as the form's create writes each one — status,
 * price columns, stops, the first history row, the reminders' job and the live event —, without a
 * `ride-event` e-mail per ride (the caller sends one summary); the history rows are dated `at` (the app's
 * clock). The ids of at most `count` rides are drawn from the rides' sequence at once, so a `write` needs
 * no answer before its next statement: one statement for the rides, their stops and history (data-modifying
 * CTEs), then the live events (logAndNotify) and the reminders' jobs (with the `ride.created` webhook jobs
 * when an endpoint subscribes: one query per batch decides it). The price columns are worked out once
 * per distinct pricing input, each offer's intervals and the operation area read once (pricingReads).
 */
export async function rideBatchWriter(
  tx: Db,
  jobs: Pick<JobQueue, 'boss'>,
  caller: RideCaller,
  at: Date,
  count: number,
  extra: Partial<Pick<NewRideRow, 'importId'>> = {},
): Promise<RideBatchWriter> {
  const sql = executorOf(tx);
  const drawn = (await sql.executeSql(`select nextval(pg_get_serial_sequence('rides', 'id'))::int as id from generate_series(1, $1::int)`, [
    count,
  ])) as { rows: { id: number }[] };
  const ids = drawn.rows.map((r) => r.id);
  // `ride.created` webhooks: one query for the whole batch; nothing more when no endpoint listens.
  const webhooks = (await subscribedTypes(tx, ['ride.created'])).size > 0;
  const written: number[] = [];
  const prices = new Map<string, RidePriceColumns>();
  const reads = pricingReads();
  const columns = rideColumns(caller, extra);
  let inFlight: Promise<unknown> = Promise.resolve();
  const idle = async () => {
    await inFlight;
  };

  async function write(resolved: readonly ResolvedWrite[]): Promise<void> {
    if (resolved.length === 0) return;
    await idle();
    if (written.length + resolved.length > ids.length) throw new Error('more rides than the batch drew ids for');
    const keys = resolved.map(pricingKey);
    for (const [i, r] of resolved.entries()) {
      if (!prices.has(keys[i]!))
        prices.set(keys[i]!, await ridePricing(tx, null, { next: r.next, changed: [], routeChanged: true }, r.stops, reads));
    }
    // The rides' secret links as randomToken() makes them (32 random bytes, base64url), drawn once per write.
    const random = randomBytes(TOKEN_BYTES * resolved.length);
    const batch = resolved.map((r, i): BatchRide => ({
      id: ids[written.length + i]!,
      r,
      price: prices.get(keys[i]!)!,
      secret: random.toString('base64url', i * TOKEN_BYTES, (i + 1) * TOKEN_BYTES),
    }));
    written.push(...batch.map((b) => b.id));
    const { text, params } = batchStatement(batch, columns, caller, at);
    const schedule: { name: string; data: object }[] = batch.map(({ id }) => ({
      name: RIDE_SCHEDULE_JOB,
      data: { rideId: id } satisfies RideScheduleJob,
    }));
    if (webhooks)
      schedule.push(
        ...webhookEventJobs(
          batch.map(({ id }) => ({ type: 'ride.created' as const, resourceId: id })),
          at,
        ),
      );
    // The live events and the reminders' jobs go right after, still while the caller checks the next rides.
    const events = createdEvents(batch);
    inFlight = sql
      .executeSql(text, params)
      .then(() => logAndNotify(tx, events, at))
      .then(() => jobs.boss.insert(schedule, { db: sql }));
    // A failure surfaces at the next write, idle() or finish(); never as an unhandled rejection meanwhile.
    inFlight.catch(() => undefined);
  }

  return {
    write,
    idle,
    async finish() {
      await idle();
      return written;
    },
  };
}
