import { expect } from 'vitest';
import { calendarFeeds } from '../../db/schema/index.ts';
import { randomToken } from '../../shared/crypto.ts';
import { buildUser, login } from '../../test/test-app.ts';
import { everyone, ownRideColumns, type Caller, type MatrixContext, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';
import { buildRide } from '../rides/test-support.ts';
import { parseFeed } from './test-support.ts';

/** The feeds `prepare` makes: the matrix DRIVER's and CUSTOMER's, and one revoked. */
const tokens = { driver: '', customer: '', revoked: '' };

async function feedFor(ctx: MatrixContext, userId: number): Promise<string> {
  const token = randomToken();
  await ctx.database.db.insert(calendarFeeds).values({ userId, token });
  return token;
}

/** The writes run as a fresh user of the caller's role: the matrix DRIVER's and CUSTOMER's feeds stay as prepared. */
async function asFreshUser(ctx: MatrixContext, caller: Caller): Promise<{ headers: Record<string, string> }> {
  if (caller === 'anonymous') return { headers: {} };
  const user = await buildUser(ctx.database, { role: caller });
  return { headers: { authorization: `Bearer ${await login(ctx.app, user.email!)}` } };
}

/** A 200 is a calendar holding the rides named `own` and none of those named `others` (ctx.ids). */
const holds =
  (own: string, others: string[]): MatrixEntry['check'] =>
  (answer, _caller, ctx) => {
    if (answer.statusCode !== 200) return;
    const uids = parseFeed(answer.body).events.map((e) => e.uid.split('@')[0]);
    expect(uids).toContain(`ride-${ctx.ids[own]}`);
    for (const other of others) expect(uids).not.toContain(`ride-${ctx.ids[other]}`);
  };

/**
 * Calendar feeds (issue 20 §3): the feed is public — its token is the key, whoever calls — and shows its
 * owner's rides only (the other fleet's and the other client's never); the profile's link is for drivers and
 * customers (canHaveCalendarFeed). Which rides each feed holds in detail: calendar.test.ts.
 */
export const calendarMatrix: MatrixModule = {
  async prepare(ctx) {
    const ids = Object.fromEntries(Object.entries(ctx.users).map(([role, user]) => [role, user.id])) as Parameters<
      typeof ownRideColumns
    >[0];
    const date = new Date(ctx.clock.now().getTime() + 3 * 86_400_000);
    ctx.ids['calendar.ownRide'] = (await buildRide(ctx.database, { ...ownRideColumns(ids), date })).id;
    ctx.ids['calendar.otherRide'] = (
      await buildRide(ctx.database, {
        status: 'PLANNED',
        date,
        fleetManagerId: ctx.other.fleetManager.id,
        driverId: ctx.other.driver.id,
        customerId: ctx.other.customer.id,
        passengerId: ctx.other.passenger.id,
      })
    ).id;
    tokens.driver = await feedFor(ctx, ctx.users.DRIVER.id);
    tokens.customer = await feedFor(ctx, ctx.users.CUSTOMER.id);
    tokens.revoked = randomToken();
  },
  rows: {
    "GET /api/calendar/:token.ics #the DRIVER's feed": {
      expect: everyone(200),
      request: () => ({ url: `/api/calendar/${tokens.driver}.ics` }),
      check: holds('calendar.ownRide', ['calendar.otherRide']),
    },
    "GET /api/calendar/:token.ics #the CUSTOMER's feed": {
      expect: everyone(200),
      request: () => ({ url: `/api/calendar/${tokens.customer}.ics` }),
      check: holds('calendar.ownRide', ['calendar.otherRide']),
    },
    'GET /api/calendar/:token.ics #a revoked or unknown token': {
      expect: everyone(404),
      request: () => ({ url: `/api/calendar/${tokens.revoked}.ics` }),
    },
    'GET /api/profile/calendar-feed': { expect: [401, 403, 403, 200, 200, 403] },
    'POST /api/profile/calendar-feed': { expect: [401, 403, 403, 201, 201, 403], request: asFreshUser },
    'DELETE /api/profile/calendar-feed': { expect: [401, 403, 403, 204, 204, 403], request: asFreshUser },
  },
};
