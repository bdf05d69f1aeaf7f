import { and, eq, gte, ilike, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { parsePragueFilterDate, type RideListQuery } from '@vozka/domain';
import { rideStops, rides, users } from '../../db/schema/index.ts';
import { containsPattern as likePattern } from '../../db/like.ts';
import { visibleRides, type RideCaller } from './ride-access.ts';
import type { SearchWalk } from './rides-page.ts';

// The query schema is the domain's (rides/contracts.ts ZRideListQuery); its type is re-exported for the service.
export type { RideListQuery };
/** The filters of the list without its paging (the export reads every page of the same list). */
export type RideListFilters = Omit<RideListQuery, 'page' | 'size'>;

/** Below this many characters a trigram index cannot narrow the search (pg_trgm indexes 3-letter pieces). */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * Whether one ride's stops, people (customer, passenger, driver) or flight number contain `q`, ride by ride:
 * scalar subqueries on the ride's own keys, which PostgreSQL cannot turn into a hash of every matching stop
 * or person (as it may an `exists`), so a walk that stops early checks only the rides it reads.
 */
export function searchCheck(q: string): SQL {
  const pattern = likePattern(q);
  return sql`(${ilike(rides.flightNumber, pattern)}
    or coalesce((select true from ${rideStops} where ${rideStops.rideId} = ${rides.id} and ${rideStops.address} ilike ${pattern} limit 1), false)
    or coalesce((select true from ${users} where ${users.id} in (${rides.customerId}, ${rides.passengerId}, ${rides.driverId}) and ${users.name} ilike ${pattern} limit 1), false))`;
}

/**
 * searchCheck for a text of TRIGRAM_MIN_LENGTH+ characters (the walk, rides-page.ts): the people whose name
 * contains it are found once by the trigram index and kept as a hash (`in (select …)` is a hashed subplan),
 * so a ride's people cost a hash look-up instead of three reads of `users`; only its stops are read ride by
 * ride (the stops of a common text are a hash of hundreds of thousands). Cheap tests first: `or` stops at
 * the first true one.
 */
export function walkCheck(q: string): SQL {
  const pattern = likePattern(q);
  const named = sql`(select u.id from users u where u.name ilike ${pattern})`;
  return sql`(${ilike(rides.flightNumber, pattern)}
    or ${rides.customerId} in ${named} or ${rides.passengerId} in ${named} or ${rides.driverId} in ${named}
    or coalesce((select true from ${rideStops} where ${rideStops.rideId} = ${rides.id} and ${rideStops.address} ilike ${pattern} limit 1), false))`;
}

/**
 * Rides whose stops, people (customer, passenger, driver) or flight number contain `q`.
 *
 * From 3 characters on, the matching ride ids are collected first — each branch an `ilike` the trigram GIN
 * indexes answer (migration `rides_search_trgm`), the people's rides through their `(person, date)`
 * indexes — so a rare text costs index look-ups instead of a scan of every ride. A shorter text matches
 * nearly everything: then each ride is checked as the list walks its order, which stops at the page.
 */
function searchCondition(q: string): SQL {
  if (q.length < TRIGRAM_MIN_LENGTH) return searchCheck(q);
  const pattern = likePattern(q);
  return sql`${rides.id} in (
    select s.ride_id from ride_stops s where s.address ilike ${pattern}
    union all select f.id from rides f where f.flight_number ilike ${pattern}
    union all select c.id from users u join rides c on c.customer_id = u.id where u.name ilike ${pattern}
    union all select p.id from users u join rides p on p.passenger_id = u.id where u.name ilike ${pattern}
    union all select d.id from users u join rides d on d.driver_id = u.id where u.name ilike ${pattern}
  )`;
}

/**
 * The filters of a list query as a condition on `rides` (visibility is added by the caller). Without a
 * status filter, deleted rides are left out: ADMIN lists them by asking for `status=DELETED`.
 */
export function filterCondition(query: RideListFilters): SQL | undefined {
  const q = query.q?.trim();
  // The query schema let only dates parsePragueFilterDate reads through.
  const dateFrom = query.dateFrom === undefined ? null : parsePragueFilterDate(query.dateFrom);
  const dateTo = query.dateTo === undefined ? null : parsePragueFilterDate(query.dateTo);
  return and(
    dateFrom ? gte(rides.date, dateFrom) : undefined,
    dateTo ? lte(rides.date, dateTo) : undefined,
    query.status && query.status.length > 0 ? inArray(rides.status, query.status) : ne(rides.status, 'DELETED'),
    query.clientPaid ? eq(rides.paid, query.clientPaid === 'PAID') : undefined,
    query.fleetManagerId !== undefined ? eq(rides.fleetManagerId, query.fleetManagerId) : undefined,
    query.driverId !== undefined ? eq(rides.driverId, query.driverId) : undefined,
    query.customerId !== undefined ? eq(rides.customerId, query.customerId) : undefined,
    query.passengerId !== undefined ? eq(rides.passengerId, query.passengerId) : undefined,
    q ? searchCondition(q) : undefined,
  );
}

/**
 * The same rides as searchCondition, as one bitmap scan of `rides`: the flight number's trigram index, and
 * the ids of the matching stops and people as arrays (`= any(array(…))`, each an index look-up, where an
 * `in (…)` under `or` would be a hash checked on every ride). Each matching ride is read once, its date
 * with it, so a rare text's matches are counted and sorted without reading any ride again.
 */
export function searchGather(q: string): SQL {
  const pattern = likePattern(q);
  const named = sql`array(select u.id from users u where u.name ilike ${pattern})`;
  return sql`(${ilike(rides.flightNumber, pattern)}
    or ${rides.id} = any(array(select s.ride_id from ride_stops s where s.address ilike ${pattern}))
    or ${rides.customerId} = any(${named}) or ${rides.passengerId} = any(${named}) or ${rides.driverId} = any(${named}))`;
}

/**
 * A search of 3 characters or more as rides-page.ts reads it (SearchWalk): the list without the search, the
 * search ride by ride (walkCheck: a common text fills its page in a few hundred rides of the list's order,
 * where the indexes would gather every one of its matches first) and gathered by the indexes (searchGather:
 * a rare text's every match, counted and sorted at once).
 */
export function searchWalk(caller: RideCaller, query: RideListFilters): SearchWalk | undefined {
  const q = query.q?.trim();
  if (!q || q.length < TRIGRAM_MIN_LENGTH) return undefined;
  return {
    where: rideListCondition(caller, { ...query, q: undefined }),
    check: walkCheck(q),
    gather: searchGather(q),
  };
}

/**
 * The rides of the caller's list for these filters: what it sees (visibleRides) and what the filters keep.
 * `GET /api/orders` pages through it, `GET /api/orders/export` writes all of it (modules/ride-export).
 */
export function rideListCondition(caller: RideCaller, query: RideListFilters): SQL | undefined {
  return and(visibleRides(caller), filterCondition(query));
}
