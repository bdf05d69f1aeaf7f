import { and, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  parsePragueFilterDate,
  RIDE_PAGE_SIZE,
  RIDE_PAGE_SIZE_MAX,
  RIDE_STATUSES,
  ZId,
  ZPaging,
  zUrlInt,
  type RideStatus,
} from '@vozka/domain';
import { rideStops, rides, users } from '../../db/schema/index.ts';
import { containsPattern as likePattern } from '../../db/like.ts';
import { RIDE_ORDERS, type RideOrder } from './rides.repository.ts';

/** An empty query parameter (`?driverId=`) means "not given", as the web's forms send it. */
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUndefined, schema.optional());

/** `yyyy-MM-dd_HH:mm:ss` in Europe/Prague → the instant; any other text answers 400 INVALID_DATE_FILTER. */
const ZFilterDate = z.string().transform((text, ctx) => {
  const date = parsePragueFilterDate(text);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: 'INVALID_DATE_FILTER' });
  return z.NEVER;
});

/** One status or several, comma-separated (a repeated `status=` parameter works too). */
const ZStatuses = z
  .preprocess((v) => (Array.isArray(v) ? v.join(',') : v), z.string())
  .transform((text, ctx) => {
    const list = text
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '');
    for (const s of list) {
      if (!(RIDE_STATUSES as readonly string[]).includes(s)) {
        ctx.addIssue({ code: 'custom', message: 'INVALID_INPUT' });
        return z.NEVER;
      }
    }
    return [...new Set(list)] as RideStatus[];
  });

/** The query of `GET /api/orders` (docs/api/rides.md): paging, filters (spec §3), order and search. */
export const ZRideListQuery = z.object({
  page: ZPaging.page,
  size: zUrlInt(1, RIDE_PAGE_SIZE_MAX, RIDE_PAGE_SIZE),
  dateFrom: optional(ZFilterDate),
  dateTo: optional(ZFilterDate),
  status: optional(ZStatuses),
  clientPaid: optional(z.enum(['PAID', 'NOT_PAID'], { error: 'INVALID_INPUT' })),
  fleetManagerId: optional(ZId),
  driverId: optional(ZId),
  customerId: optional(ZId),
  passengerId: optional(ZId),
  sortBy: z.preprocess(
    blankAsUndefined,
    z.enum(Object.keys(RIDE_ORDERS) as [RideOrder, ...RideOrder[]], { error: 'INVALID_INPUT' }).default('-date'),
  ),
  q: optional(z.string().trim().max(200, 'INVALID_INPUT')),
});
export type RideListQuery = z.output<typeof ZRideListQuery>;

/** Below this many characters a trigram index cannot narrow the search (pg_trgm indexes 3-letter pieces). */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * Rides whose stops, people (customer, passenger, driver) or flight number contain `q`.
 *
 * From 3 characters on, the matching ride ids are collected first — each branch an `ilike` the trigram GIN
 * indexes answer (migration `rides_search_trgm`), the people's rides through their `(person, date)`
 * indexes — so a rare text costs index look-ups instead of a scan of every ride. A shorter text matches
 * nearly everything: then each ride is checked as the list walks its order, which stops at the page.
 */
function searchCondition(q: string): SQL {
  const pattern = likePattern(q);
  if (q.length < TRIGRAM_MIN_LENGTH) {
    return or(
      ilike(rides.flightNumber, pattern),
      sql`exists (select 1 from ${rideStops} where ${rideStops.rideId} = ${rides.id} and ${rideStops.address} ilike ${pattern})`,
      sql`exists (select 1 from ${users} where ${users.id} in (${rides.customerId}, ${rides.passengerId}, ${rides.driverId}) and ${users.name} ilike ${pattern})`,
    )!;
  }
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
export function filterCondition(query: RideListQuery): SQL | undefined {
  const q = query.q?.trim();
  return and(
    query.dateFrom ? gte(rides.date, query.dateFrom) : undefined,
    query.dateTo ? lte(rides.date, query.dateTo) : undefined,
    query.status && query.status.length > 0 ? inArray(rides.status, query.status) : ne(rides.status, 'DELETED'),
    query.clientPaid ? eq(rides.paid, query.clientPaid === 'PAID') : undefined,
    query.fleetManagerId !== undefined ? eq(rides.fleetManagerId, query.fleetManagerId) : undefined,
    query.driverId !== undefined ? eq(rides.driverId, query.driverId) : undefined,
    query.customerId !== undefined ? eq(rides.customerId, query.customerId) : undefined,
    query.passengerId !== undefined ? eq(rides.passengerId, query.passengerId) : undefined,
    q ? searchCondition(q) : undefined,
  );
}
