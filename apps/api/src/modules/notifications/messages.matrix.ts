import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Delivery } from '@vozka/domain';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import { deliveries } from '../../db/schema/index.ts';
import { idsOf, ownRideColumns, type MatrixContext, type MatrixModule } from '../../test/matrix.ts';
import { buildRide } from '../rides/test-support.ts';

const adminOnly = (status: number): [number, number, number, number, number, number] => [401, status, 403, 403, 403, 403];
/** ADMIN and the ride's fleet manager; the others' role has no right (403). */
const rideDispatch = (status: number): [number, number, number, number, number, number] => [401, status, status, 403, 403, 403];

/** A delivery of the matrix's ride the queue gave up on (retry rows get a fresh one per caller); no job: it stays as set here. */
async function failedDelivery(ctx: MatrixContext): Promise<number> {
  const id = await ctx.database.db.transaction(async (tx) => {
    const [created] = await queueMessages(
      tx,
      { send: () => Promise.resolve(null) },
      [
        {
          channel: 'SMS',
          recipient: '+420 601 000 000',
          kind: 'MESSAGE',
          language: 'cs',
          text: 'Matrix',
          rideId: ctx.ids['messages.ride']!,
        },
      ],
      ctx.clock.now(),
    );
    return created!;
  });
  await ctx.database.db.update(deliveries).set({ status: 'FAILED', attempts: 12, lastError: 'matrix' }).where(eq(deliveries.id, id));
  return id;
}

/**
 * Messages to a ride's users and the deliveries (docs/decisions/0030): a ride's for ADMIN and its fleet
 * manager (another fleet's ride is 404 to a fleet manager), the portal's list and retry for ADMIN only.
 */
export const messagesMatrix: MatrixModule = {
  async prepare(ctx) {
    ctx.ids['messages.ride'] = (await buildRide(ctx.database, ownRideColumns(idsOf(ctx.users)))).id;
    ctx.ids['messages.otherRide'] = (
      await buildRide(ctx.database, { status: 'PLANNED', fleetManagerId: ctx.other.fleetManager.id, driverId: ctx.other.driver.id })
    ).id;
    ctx.ids['messages.failed'] = await failedDelivery(ctx);
  },
  rows: {
    'POST /api/orders/:id/send-message': {
      expect: rideDispatch(200),
      request: (ctx) => ({
        url: `/api/orders/${ctx.ids['messages.ride']}/send-message`,
        payload: { type: 'EMAIL', userRole: 'DRIVER', subject: 'Matrix', body: 'Matrix message' },
      }),
    },
    "POST /api/orders/:id/send-message #another fleet's ride": {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({
        url: `/api/orders/${ctx.ids['messages.otherRide']}/send-message`,
        payload: { type: 'SMS', userRole: 'DRIVER', body: 'Matrix message' },
      }),
    },
    'GET /api/orders/:id/deliveries': {
      expect: rideDispatch(200),
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['messages.ride']}/deliveries` }),
      check: (answer, _caller, ctx) => {
        if (answer.statusCode === 200) expect(answer.json().map((d: Delivery) => d.id)).toContain(ctx.ids['messages.failed']);
      },
    },
    "GET /api/orders/:id/deliveries #another fleet's ride": {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['messages.otherRide']}/deliveries` }),
    },
    'GET /api/deliveries': { expect: adminOnly(200), url: '/api/deliveries?status=FAILED' },
    'POST /api/deliveries/:id/retry': {
      expect: adminOnly(200),
      request: async (ctx) => ({ url: `/api/deliveries/${await failedDelivery(ctx)}/retry` }),
    },
  },
};
