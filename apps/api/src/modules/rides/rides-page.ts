import { and, sql, type SQL } from 'drizzle-orm';
import type { Language, Ride } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { afterInOrder, RIDE_ORDERS, type RideOrder } from './rides.repository.ts';

/** `totalPages` counts at most this many rides (docs/api/rides.md). */
export const RIDE_COUNT_CAP = 10_001;

/** A ride of the list as the statement answers it: the API's `Ride` but `abilities`, every field there, both public keys. */
export type ListedRide = Omit<Ride, 'abilities'> & {
  customerId: number | null;
  passengerId: number | null;
  priceForClient: number | null;
  trackingSlug: string;
  paymentSecret: string;
};

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds, `Z`): the same text from node-postgres and PGlite. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Haléře in the database, CZK on the wire (`halereToCzk`: the same double as `haléře / 100`). */
const czk = (column: string) => `(${column} / 100.0)::float8`;

/** A person's column by the ride's reference, and the vehicle's. */
const person = (column: string, reference: string) => `(select u.${column} from users as u where u.id = rides.${reference})`;
const vehicle = (column: string) => `(select v.${column} from vehicles as v where v.id = rides.vehicle_id)`;

/**
 * The columns of a listed ride under the API's names and in its units (toRide's fields, ride.presenter.ts), so
 * a row needs no mapping: the people, the vehicle and the route read by subqueries on their primary keys (not
 * joins: a plan of seven joined tables took 5–20 ms to make, every request), the offer named by `offerName`.
 */
const columns = (offerName: string) => `rides.id, rides.secret_ident as "secretIdent", rides.status,
  rides.previous_status as "previousStatus", rides.version, rides.ride_type as "type", rides.round_trip as "roundTrip",
  rides.to_and_back as "toAndBack", ${iso('rides.date')} as "date", ${iso('rides.return_date')} as "returnDate",
  ${iso('rides.on_the_place_time')} as "onThePlaceTime", ${iso('rides.done_time')} as "doneTime",
  rides.rent_hours as "numberOfHours", rides.persons as "person",
  (select coalesce(json_agg(json_build_object('address', s.address, 'placeId', s.place_id, 'lat', s.lat, 'lng', s.lng,
     'note', s.note) order by s.position), '[]'::json) from ride_stops s where s.ride_id = rides.id) as "route",
  rides.customer_id as "customerId", ${person('name', 'customer_id')} as "customerName", rides.passenger_id as "passengerId",
  ${person('name', 'passenger_id')} as "passengerName", ${person('phone', 'passenger_id')} as "passengerPhone", ${person('email', 'passenger_id')} as "passengerEmail",
  rides.driver_id as "driverId", ${person('name', 'driver_id')} as "driverName", ${person('phone', 'driver_id')} as "driverPhone",
  rides.fleet_manager_id as "fleetManagerId", ${person('name', 'fleet_manager_id')} as "fleetManagerName", rides.vehicle_id as "vehicleId",
  ${vehicle('brand')} as "vehicleBrand", ${vehicle('model')} as "vehicleModel", ${vehicle('color')} as "vehicleColor",
  ${vehicle('registration_plate')} as "vehicleRegistrationPlate", rides.vehicle_offer_id as "vehicleOfferId",
  (select ${offerName} from vehicle_offers as o where o.id = rides.vehicle_offer_id) as "vehicleOfferName", rides.vehicle_category as "vehicleCategory", rides.waiting_minutes as "waiting",
  ${czk('rides.driver_price')} as "driverPrice", ${czk('rides.client_price')} as "priceForClient",
  rides.payment_type as "paymentType", rides.paid, rides.luggage_large as "largeLuggage", rides.luggage_small as "smallLuggage",
  rides.child_seats as "childSeats", rides.child_seat_cushions as "childSeatCushions", rides.animals, rides.golf_bags as "golfBags",
  rides.cradles, rides.flight_number as "flightNumber", rides.flight_company as "flightCompany",
  ${iso('rides.flight_arrival')} as "timeOfArrival", rides.flight_label as "flightLabel", rides.driver_note as "driverNote",
  rides.client_note as "clientNote", rides.dispatching_note as "dispatchingNote", rides.pickup_note as "pickUpNote",
  rides.destination_note as "destinationNote", rides.meeting_board as "meetingBoard", rides.cancel_reason as "cancelReason",
  rides.seen_at is not null as "seen", ${iso('rides.created_at')} as "createdAt", ${iso('rides.updated_at')} as "updatedAt",
  rides.outside_area as "outsideArea", rides.tracking_slug as "trackingSlug", rides.payment_secret as "paymentSecret"`;

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
const SELECT = { cs: sql.raw(columns(OFFER_NAME.cs)), en: sql.raw(columns(OFFER_NAME.en)) };

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
  // The page comes as one JSON array (the driver's JSON.parse makes the objects), in the order's own terms:
  // `date` is ISO text, which sorts as the instant does.
  const statement = sql`${head}
    select ${count} as "total", (
      select json_agg(listed order by ${LISTED_ORDERS[order]}) from (
        select ${SELECT[lang]} from page join rides on rides.id = page.id
      ) as listed
    ) as "rides"`;
  const { rows } = (await db.execute(statement)) as { rows: { total: number | null; rides: ListedRide[] | null }[] };
  const found = rows[0]?.rides ?? [];
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
