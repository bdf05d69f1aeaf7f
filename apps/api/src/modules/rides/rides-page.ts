import { and, sql, type SQL } from 'drizzle-orm';
import type { Language, Ride } from '@vozka/domain';
import { WITHHELD_FIELDS, type WithheldField } from './free-rides.ts';
import type { Db } from '../../db/client.ts';
import { afterInOrder, RIDE_ORDERS, type RideOrder } from './rides.repository.ts';

/** `totalPages` counts at most this many rides (docs/api/rides.md). */
export const RIDE_COUNT_CAP = 10_001;

/** The fields the service reads of a listed ride: its parties and states, the cash, the flight, the cursor's date. */
const HEAD_FIELDS = [
  'id',
  'date',
  'status',
  'previousStatus',
  'driverId',
  'fleetManagerId',
  'customerId',
  'passengerId',
  'paymentType',
  'priceForClient',
  'flightNumber',
  'timeOfArrival',
] as const;
/** The ride's public keys: for the views that receive them (ride.presenter.ts additionsFor). */
const KEY_FIELDS = ['trackingSlug', 'paymentSecret'] as const;

/**
 * A ride of the list as the statement answers it: `body`, the JSON text of the fields every view receives
 * (the API's `Ride` without WITHHELD_FIELDS, `abilities` and the additions) as base64 of its UTF-8 bytes, and
 * beside it the values the presenter decides by or adds (ride.presenter.ts listedRideJson).
 */
export type ListedRide = Required<Pick<Ride, (typeof HEAD_FIELDS)[number] | WithheldField>> & {
  trackingSlug: string;
  paymentSecret: string;
  body: string;
};

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds, `Z`): the same text from node-postgres and PGlite. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Haléře in the database, CZK on the wire (`halereToCzk`: the same double as `haléře / 100`). */
const czk = (column: string) => `(${column} / 100.0)::float8`;

/** A person's column by the ride's reference, and the vehicle's. */
const person = (column: string, reference: string) => `(select u.${column} from users as u where u.id = rides.${reference})`;
const vehicle = (column: string) => `(select v.${column} from vehicles as v where v.id = rides.vehicle_id)`;

/**
 * The columns of a listed ride: its API names and their values in the API's units (toRide's fields,
 * ride.presenter.ts), so a row needs no mapping. The people, the vehicle and the route are read by subqueries
 * on their primary keys (not joins: a plan of seven joined tables took 5–20 ms to make, every request), the
 * offer named by `offerName`.
 */
const columns = (offerName: string): [name: string, value: string][] => [
  ['id', 'rides.id'],
  ['secretIdent', 'rides.secret_ident'],
  ['status', 'rides.status'],
  ['previousStatus', 'rides.previous_status'],
  ['version', 'rides.version'],
  ['type', 'rides.ride_type'],
  ['roundTrip', 'rides.round_trip'],
  ['toAndBack', 'rides.to_and_back'],
  ['date', iso('rides.date')],
  ['returnDate', iso('rides.return_date')],
  ['onThePlaceTime', iso('rides.on_the_place_time')],
  ['doneTime', iso('rides.done_time')],
  ['numberOfHours', 'rides.rent_hours'],
  ['person', 'rides.persons'],
  [
    'route',
    `(select coalesce(json_agg(json_build_object('address', s.address, 'placeId', s.place_id, 'lat', s.lat, 'lng', s.lng,
       'note', s.note) order by s.position), '[]'::json) from ride_stops s where s.ride_id = rides.id)`,
  ],
  ['customerId', 'rides.customer_id'],
  ['customerName', person('name', 'customer_id')],
  ['passengerId', 'rides.passenger_id'],
  ['passengerName', person('name', 'passenger_id')],
  ['passengerPhone', person('phone', 'passenger_id')],
  ['passengerEmail', person('email', 'passenger_id')],
  ['driverId', 'rides.driver_id'],
  ['driverName', person('name', 'driver_id')],
  ['driverPhone', person('phone', 'driver_id')],
  ['fleetManagerId', 'rides.fleet_manager_id'],
  ['fleetManagerName', person('name', 'fleet_manager_id')],
  ['vehicleId', 'rides.vehicle_id'],
  ['vehicleBrand', vehicle('brand')],
  ['vehicleModel', vehicle('model')],
  ['vehicleColor', vehicle('color')],
  ['vehicleRegistrationPlate', vehicle('registration_plate')],
  ['vehicleOfferId', 'rides.vehicle_offer_id'],
  ['vehicleOfferName', `(select ${offerName} from vehicle_offers as o where o.id = rides.vehicle_offer_id)`],
  ['vehicleCategory', 'rides.vehicle_category'],
  ['waiting', 'rides.waiting_minutes'],
  ['driverPrice', czk('rides.driver_price')],
  ['priceForClient', czk('rides.client_price')],
  ['paymentType', 'rides.payment_type'],
  ['paid', 'rides.paid'],
  ['largeLuggage', 'rides.luggage_large'],
  ['smallLuggage', 'rides.luggage_small'],
  ['childSeats', 'rides.child_seats'],
  ['childSeatCushions', 'rides.child_seat_cushions'],
  ['animals', 'rides.animals'],
  ['golfBags', 'rides.golf_bags'],
  ['cradles', 'rides.cradles'],
  ['flightNumber', 'rides.flight_number'],
  ['flightCompany', 'rides.flight_company'],
  ['timeOfArrival', iso('rides.flight_arrival')],
  ['flightLabel', 'rides.flight_label'],
  ['driverNote', 'rides.driver_note'],
  ['clientNote', 'rides.client_note'],
  ['dispatchingNote', 'rides.dispatching_note'],
  ['pickUpNote', 'rides.pickup_note'],
  ['destinationNote', 'rides.destination_note'],
  ['meetingBoard', 'rides.meeting_board'],
  ['cancelReason', 'rides.cancel_reason'],
  ['seen', 'rides.seen_at is not null'],
  ['createdAt', iso('rides.created_at')],
  ['updatedAt', iso('rides.updated_at')],
  ['outsideArea', 'rides.outside_area'],
  ['trackingSlug', 'rides.tracking_slug'],
  ['paymentSecret', 'rides.payment_secret'],
];

/** The vehicle offer's name in `lang` (offer `o`), as offerNameIn (pricing/offer-name.ts) picks it. */
const OFFER_NAME: Record<Language, string> = {
  cs: 'o.name',
  en: `coalesce(nullif(o.name_en, ''), o.name)`,
};
/** RIDE_ORDERS on the listed rows. */
const LISTED_ORDERS: Record<RideOrder, SQL> = {
  date: sql.raw('listed."date", listed.id'),
  '-date': sql.raw('listed."date" desc, listed.id desc'),
  id: sql.raw('listed.id'),
  '-id': sql.raw('listed.id desc'),
};
/** The fields some views do not receive: never in the `body`. */
const APART = new Set<string>([...WITHHELD_FIELDS, ...KEY_FIELDS]);
/** The columns a listed ride's row has beside its `body` (ListedRide). */
const BESIDE = new Set<string>([...HEAD_FIELDS, ...APART]);

/** A listed ride's select list in `lang`: the columns beside the body, then the body as JSON text. */
function selectList(lang: Language): SQL {
  const all = columns(OFFER_NAME[lang]);
  const named = ([name, value]: [string, string]) => `${value} as "${name}"`;
  const beside = all.filter(([name]) => BESIDE.has(name)).map(named);
  const body = all.filter(([name]) => !APART.has(name)).map(named);
  // The text's UTF-8 bytes as base64: the driver hands on ASCII, which the presenter decodes into the bytes the
  // answer sends (ride.presenter.ts listedRideJson), where text of Czech names became a JavaScript string of
  // two bytes a character, to be joined and encoded into UTF-8 again (about 0.8 ms a page).
  return sql.raw(
    `${beside.join(', ')}, encode(convert_to((select row_to_json(b)::text from (select ${body.join(', ')}) as b), 'UTF8'), 'base64') as "body"`,
  );
}
const SELECT = { cs: selectList('cs'), en: selectList('en') };

/** Where a page starts: `offset` rides into the list, or just past the ride `after` (a keyset cursor). */
export type PageStart = { offset: number } | { after: { id: number; date: Date } };

export interface RidesPage {
  /** How many rides match, counted up to RIDE_COUNT_CAP; null when the caller knows it already. */
  total: number | null;
  rides: ListedRide[];
  /** Whether rides follow the page. */
  more: boolean;
}

/**
 * Rides a search walks in the list's order before it reads its page through the trigram indexes instead: a
 * text that matches RIDE_COUNT_CAP rides or more (1 % of a million) and fills no page in these is one that is
 * rare among the newest rides. About 4 buffers a ride (the ride, its stops' index), 10–25 ms at the most.
 */
export const SEARCH_WALK = 10_000;

/**
 * A search of 3+ characters (rides.filters.ts searchWalk): the list without the search (`where`), the search
 * as a check of one ride (`check`, for the walk) and as index look-ups (`gather`, for the count).
 */
export interface SearchWalk {
  where: SQL | undefined;
  check: SQL;
  gather: SQL;
}

/**
 * One page of the rides list in one statement: the matching count (at most `cap`, none when `cap` is 0), the
 * page's ids by the order's index (offset or keyset), and those rides with their people, vehicle and route.
 * One ride past the page is read to know whether more follow.
 *
 * With `search`, the count gathers the matching rides themselves by the indexes (`gather`, at most `cap`,
 * each with its date). Fewer than `cap` are all of them (a rare text): the page is sorted from them. Else (a
 * common text, or no count to make) the page is looked for in the first SEARCH_WALK rides of the list without
 * the search, checked one by one (`check`) and stopping at the page's end. Both ways are in the statement;
 * the one not taken is never run (a one-time filter on the count). A walk that holds no full page answers
 * `incomplete`, for the caller to ask without `search` (and without counting again: the count is there).
 */
export async function ridesPage(
  db: Db,
  where: SQL | undefined,
  order: RideOrder,
  size: number,
  start: PageStart,
  lang: Language,
  cap: number,
  search?: SearchWalk,
): Promise<RidesPage & { incomplete?: true }> {
  const orderBy = sql.join([...RIDE_ORDERS[order]], sql`, `);
  const after = 'after' in start ? afterInOrder(order, start.after) : undefined;
  const offset = 'offset' in start ? start.offset : 0;
  // The walk checks each ride as it is read and stops at the page's end (the subquery's limit only bounds it).
  const ids = search
    ? sql`select id from (
        select rides.id, rides.date, (${search.check}) as hit from rides where ${and(search.where, after) ?? sql`true`}
        order by ${orderBy} limit ${SEARCH_WALK}
      ) as listed where hit order by ${LISTED_ORDERS[order]} limit ${size + 1} offset ${offset}`
    : sql`select rides.id from rides where ${and(where, after) ?? sql`true`} order by ${orderBy} limit ${size + 1} offset ${offset}`;
  const gathered = search && cap > 0;
  // `matched` names its columns as `rides`' own, so that the order and the cursor read them as they read rides.
  const head = gathered
    ? sql`with matched as materialized (
        select rides.id, rides.date from rides where ${and(search.where, search.gather) ?? sql`true`} limit ${cap}
      ), counted as materialized (select count(*)::int as n from matched),
      page as (
        select id from (
          select rides.id from matched as rides where ${after ?? sql`true`} order by ${orderBy} limit ${size + 1} offset ${offset}
        ) as sorted where (select n from counted) < ${cap}
        union all select id from (${ids}) as found where (select n from counted) >= ${cap}
      )`
    : sql`with page as (${ids})`;
  const count = gathered
    ? sql`(select n from counted)`
    : cap > 0
      ? sql`(select count(*)::int from (select 1 from rides where ${where ?? sql`true`} limit ${cap}) as capped)`
      : sql`null::int`;
  // A row a ride, in the order's own terms (`date` is ISO text, which sorts as the instant does); the count in
  // each, and in the one row of an empty page.
  const statement = sql`${head}
    select tally.total, listed.* from (select ${count} as "total") as tally left join lateral (
      select ${SELECT[lang]} from page join rides on rides.id = page.id
    ) as listed on true
    order by ${LISTED_ORDERS[order]}`;
  // An empty page is the one row of the count, its ride's columns null.
  const { rows } = (await db.execute(statement)) as {
    rows: ((ListedRide | { [K in keyof ListedRide]: null }) & { total: number | null })[];
  };
  const found = rows.filter((row): row is ListedRide & { total: number | null } => row.id !== null);
  const total = rows[0]?.total ?? null;
  const complete = gathered && total !== null && total < cap;
  if (search && !complete && found.length <= size) return { total, rides: [], more: false, incomplete: true };
  return { total, rides: found.slice(0, size), more: found.length > size };
}

/**
 * The keyset cursor of `nextCursor`: the order and the last ride's `(date, id)`, opaque to the client
 * (base64url). A cursor of another order, or anything else, reads as null (400).
 */
export function encodeRideCursor(order: RideOrder, last: { id: number; date: Date }): string {
  return Buffer.from(`${order}|${last.date.getTime()}|${last.id}`).toString('base64url');
}

export function decodeRideCursor(text: string, order: RideOrder): { id: number; date: Date } | null {
  const parts = Buffer.from(text, 'base64url').toString().split('|');
  if (parts.length !== 3 || parts[0] !== order) return null;
  const ms = Number(parts[1]);
  const id = Number(parts[2]);
  if (!Number.isSafeInteger(ms) || !Number.isSafeInteger(id) || id < 1 || Math.abs(ms) > 8.64e15) return null;
  return { id, date: new Date(ms) };
}

/** How long a count that reached the cap is taken as still reaching it (the list then counts nothing). */
export const CAPPED_COUNT_MS = 30_000;

/**
 * Counts of lists that reached RIDE_COUNT_CAP, per caller and filters, for CAPPED_COUNT_MS: such a list's
 * `totalPages` says "at least" anyway, and counting 10,001 matches is most of a search's time. Smaller counts
 * are not kept: a new or changed ride shows in them at once.
 */
export function cappedCounts(now: () => Date, max = 1000) {
  const seen = new Map<string, number>();
  return {
    has(key: string): boolean {
      const at = seen.get(key);
      if (at === undefined) return false;
      if (now().getTime() - at < CAPPED_COUNT_MS) return true;
      seen.delete(key);
      return false;
    },
    remember(key: string): void {
      if (seen.size >= max) seen.clear();
      seen.set(key, now().getTime());
    },
  };
}
