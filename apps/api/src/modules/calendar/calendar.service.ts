import { calendarFeedPath, canHaveCalendarFeed, CALENDAR_TOKEN_PATTERN, normalizeLanguage, type TCalendarFeed } from '@vozka/domain';
import type { CalendarFeedRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { viewOf, type RideCaller } from '../rides/ride-access.ts';
import { listRides, stopsOf } from '../rides/rides.repository.ts';
import { rideCalendar } from './calendar.ics.ts';
import { activeOwnerOf, deleteFeed, feedOf, feedRides, replaceFeed } from './calendar.repository.ts';

/** A feed holds the rides of the last 7 days and every upcoming one, at most this many. */
export const FEED_PAST_DAYS = 7;
export const FEED_MAX_RIDES = 1000;

const missing = () => new AppError(404, 'CALENDAR_FEED_MISSING');

/** Private calendar feeds (issue 20 §3, docs/api/integrations.md). */
export function createCalendarService(deps: Pick<ModuleDeps, 'database' | 'clock' | 'publicUrl'>) {
  const { db } = deps.database;
  const answer = (row: CalendarFeedRow | undefined): TCalendarFeed =>
    row
      ? { url: `${deps.publicUrl}${calendarFeedPath(row.token)}`, createdAt: row.createdAt.toISOString() }
      : { url: null, createdAt: null };

  return {
    /** The signed-in user's feed URL, or none. */
    async get(user: UserRow): Promise<TCalendarFeed> {
      return answer(await feedOf(db, user.id));
    },

    /** A new URL for the user; the old one (if any) answers 404 from now on. */
    async replace(user: UserRow): Promise<TCalendarFeed> {
      return answer(await replaceFeed(db, user.id, deps.clock.now()));
    },

    /** Revokes the user's URL (nothing to do without one). */
    async revoke(user: UserRow): Promise<void> {
      await deleteFeed(db, user.id);
    },

    /**
     * The iCalendar text of a token's feed; CALENDAR_FEED_MISSING (404) for a malformed, unknown or revoked
     * token, and for an owner deleted, blocked or no longer a driver or customer — answered alike.
     */
    async ics(token: string): Promise<string> {
      if (!CALENDAR_TOKEN_PATTERN.test(token)) throw missing();
      const owner = await activeOwnerOf(db, token);
      if (!owner || !canHaveCalendarFeed(owner.roles)) throw missing();
      const lang = normalizeLanguage(owner.language) ?? 'cs';
      const caller: RideCaller = { id: owner.id, roles: owner.roles, fleetManagerId: owner.fleetManagerId, lang };
      const since = new Date(deps.clock.now().getTime() - FEED_PAST_DAYS * 86_400_000);
      const rows = await listRides(db, feedRides(caller, since), 'date', FEED_MAX_RIDES, 0, lang);
      const stops = await stopsOf(
        db,
        rows.map((r) => r.ride.id),
      );
      const rides = rows.map((row) => ({ row, stops: stops.get(row.ride.id) ?? [], view: viewOf(caller, row.ride) }));
      return rideCalendar(rides, { lang, publicUrl: deps.publicUrl }).toString();
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
