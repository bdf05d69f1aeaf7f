import { czkToHalere, type RideListPage, type RideListPageQuery } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { JsonText } from '../../shared/json-text.ts';
import { viewOf, type RideCaller } from './ride-access.ts';
import { collectsCash, listedRideJson } from './ride.presenter.ts';
import { cappedCounts, decodeRideCursor, encodeRideCursor, RIDE_COUNT_CAP, ridesPage, type SearchWalk } from './rides-page.ts';
import { cashToCollect } from './ride-cash.ts';
import { rideListCondition, searchWalk } from './rides.filters.ts';
import { flightStatesOf } from './ride-flight.ts';

/** Between two rides of a page's JSON. */
const COMMA = Buffer.from(',');

/**
 * The rides list of the rides service (`list`), with the capped counts it remembers per caller and filter.
 *
 * `GET /api/orders`: a page of the rides the caller sees, filtered and ordered, in one statement
 * (rides-page.ts); `cursor` (a page's `nextCursor`) starts the page past that ride, whatever `page` says.
 * Only a page with a driver's cash ride or a tracked flight reads those in a statement of their own.
 */
export function ridesList(db: Db, now: () => Date) {
  const counts = cappedCounts(now);

  return async function list(caller: RideCaller, query: RideListPageQuery): Promise<JsonText<RideListPage>> {
    const after = query.cursor === undefined ? undefined : decodeRideCursor(query.cursor, query.sortBy);
    if (after === null) throw new AppError(400, 'INVALID_INPUT', { fields: { cursor: 'INVALID_INPUT' } });
    const start = after ? { after } : { offset: query.page * query.size };
    const { dateFrom, dateTo, status, clientPaid, fleetManagerId, driverId, customerId, passengerId, q } = query;
    const key = JSON.stringify([
      caller.id,
      caller.roles,
      caller.fleetManagerId,
      dateFrom,
      dateTo,
      status,
      clientPaid,
      fleetManagerId,
      driverId,
      customerId,
      passengerId,
      q,
    ]);
    const capped = counts.has(key);
    const where = rideListCondition(caller, query);
    const read = (cap: number, walk?: SearchWalk) => ridesPage(db, where, query.sortBy, query.size, start, caller.lang ?? 'cs', cap, walk);
    const walk = searchWalk(caller, query);
    let page = await read(capped ? 0 : RIDE_COUNT_CAP, walk);
    // A walk that held no full page counted already: the trigram read only pages.
    if (page.incomplete) page = { ...(await read(0)), total: page.total };
    if (page.total === RIDE_COUNT_CAP) counts.remember(key);
    const cashRides = caller.roles.includes('DRIVER')
      ? page.rides
          .filter((r) => collectsCash(viewOf(caller, r), r))
          .map((r) => ({ id: r.id, clientPrice: r.priceForClient === null ? null : czkToHalere(r.priceForClient) }))
      : [];
    const cash = await cashToCollect(db, cashRides);
    const flights = await flightStatesOf(
      db,
      page.rides.map((r) => ({
        id: r.id,
        flightNumber: r.flightNumber,
        flightArrival: r.timeOfArrival ? new Date(r.timeOfArrival) : null,
      })),
    );
    const last = page.rides.at(-1);
    const objects = page.rides.flatMap((r, i) => [...(i ? [COMMA] : []), ...listedRideJson(r, caller, cash.get(r.id), flights.get(r.id))]);
    const totalPages = Math.ceil((page.total ?? RIDE_COUNT_CAP) / query.size);
    const next =
      page.more && last
        ? `,"nextCursor":${JSON.stringify(encodeRideCursor(query.sortBy, { id: last.id, date: new Date(last.date) }))}`
        : '';
    // The rides come as JSON text from the statement (rides-page.ts): the page is written around them.
    return new JsonText(Buffer.concat([Buffer.from(`{"totalPages":${totalPages},"objects":[`), ...objects, Buffer.from(`]${next}}`)]));
  };
}
