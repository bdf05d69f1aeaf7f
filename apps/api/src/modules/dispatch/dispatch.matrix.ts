import type { MatrixModule } from '../../test/matrix.ts';
import { everyone, idsOf, ownRideColumns, signedIn } from '../../test/matrix.ts';
import { buildRide } from '../rides/test-support.ts';
import { placeDriver, slugOf } from './test-support.ts';

const POSITION = { latitude: 50.08, longitude: 14.42, heading: 90, speed: 30 };

/**
 * Dispatch: positions only for a DRIVER; the map for ADMIN and FLEET_MANAGER; suggestions and notifications
 * of another fleet's ride only for ADMIN (the fleet manager 404, others 403 by permission); the public pin
 * and its stream for everyone (what it leaks is checked in dispatch tests).
 */
export const dispatchMatrix: MatrixModule = {
  async prepare(ctx) {
    // The matrix's own ride, on its way now.
    const ride = { ...ownRideColumns(idsOf(ctx.users)), status: 'ON_THE_WAY', date: ctx.clock.now() };
    ctx.ids['dispatch.tracked'] = (await buildRide(ctx.database, ride)).id;
  },
  rows: {
    'POST /api/drivers/me/position': { expect: [401, 403, 403, 204, 403, 403], payload: POSITION },
    'DELETE /api/drivers/me/position': { expect: [401, 403, 403, 204, 403, 403] },
    'GET /api/dispatch-map/drivers': { expect: [401, 200, 200, 403, 403, 403] },
    'GET /api/dispatch-map/pin/:slug': {
      expect: everyone(200),
      request: async (ctx) => {
        await placeDriver(ctx, ctx.users.DRIVER.id);
        return { url: `/api/dispatch-map/pin/${await slugOf(ctx.database, ctx.ids['dispatch.tracked']!)}` };
      },
    },
    'GET /api/dispatch-map/pin/:slug/events': {
      expect: everyone(200),
      request: async (ctx) => ({ url: `/api/dispatch-map/pin/${await slugOf(ctx.database, ctx.ids['dispatch.tracked']!)}/events` }),
    },
    'GET /api/events': { expect: signedIn(200) },
    'GET /api/orders/free-count': { expect: signedIn(200) },
    'GET /api/orders/:id/driver-suggestions': {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.other']}/driver-suggestions` }),
    },
    'GET /api/orders/:id/notifications': {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.other']}/notifications` }),
    },
  },
};
