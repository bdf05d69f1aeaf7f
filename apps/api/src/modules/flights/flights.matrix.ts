import type { MatrixEntry, MatrixModule } from '../../test/matrix.ts';
import { idsOf, ownRideColumns } from '../../test/matrix.ts';
import { buildRide } from '../rides/test-support.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];
const SETTINGS = { provider: 'none', bufferMinutes: 20, maxEarlierMinutes: 60, maxLaterMinutes: 240 };

/**
 * Flight tracking: the settings and "check flight now" are ADMIN's; the ride's own fleet manager, driver,
 * customer and passenger are refused like everyone else. The matrix runs with the provider `none`: ADMIN
 * gets through to 409 FLIGHT_TRACKING_OFF (the answers with a provider: flights.test.ts).
 */
export const flightsMatrix: MatrixModule = {
  async prepare(ctx) {
    const arrival = new Date(ctx.clock.now().getTime() + 2 * 3_600_000);
    const ride = {
      ...ownRideColumns(idsOf(ctx.users)),
      flightNumber: 'OK 123',
      flightArrival: arrival,
      date: new Date(arrival.getTime() + 20 * 60_000),
    };
    ctx.ids['flights.ride'] = (await buildRide(ctx.database, { ...ride, driverId: null })).id;
  },
  rows: {
    'GET /api/settings/flight-tracking': { expect: adminOnly(200) },
    'PUT /api/settings/flight-tracking': { expect: adminOnly(200), payload: SETTINGS },
    'POST /api/orders/:id/flight/check': {
      expect: adminOnly(409),
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['flights.ride']}/flight/check` }),
      check: (answer, caller) => {
        if (caller === 'ADMIN' && answer.json().code !== 'FLIGHT_TRACKING_OFF') throw new Error(`ADMIN: ${answer.body}`);
      },
    },
  },
};
