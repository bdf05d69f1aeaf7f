import type { MatrixModule } from '../../test/matrix.ts';

/**
 * Ride e-mails sent again (docs/decisions/0029): ADMIN and the ride's fleet manager; another fleet's ride
 * is 404 to a fleet manager, the other roles have no right (403). Uses the rides matrix's rides.
 */
export const notificationsMatrix: MatrixModule = {
  rows: {
    'GET /api/orders/:id/send-notification': {
      expect: [401, 200, 200, 403, 403, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.own']}/send-notification?action=CHANGE&role=DRIVER` }),
    },
    "GET /api/orders/:id/send-notification #another fleet's ride": {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.other']}/send-notification?action=CANCELED&role=FLEET_MANAGER` }),
    },
  },
};
