import { SANDBOX_CARDS } from '@vozka/domain';
import { everyone, idsOf, ownRideColumns, type MatrixContext, type MatrixModule } from '../../test/matrix.ts';
import { buildRide } from '../rides/test-support.ts';
import { buildPayment } from './test-support.ts';
import { TEST_START } from '../../test/test-clock.ts';

let paymentSecret = '';
let secretIdent = '';
let publicId = '';
const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: TEST_START.getUTCFullYear() + 2, cvc: '123' });

/** A fresh own ride of the matrix (`ownRideColumns`). */
async function ownRide(ctx: MatrixContext) {
  return buildRide(ctx.database, ownRideColumns(idsOf(ctx.users)));
}

/** A fresh cash payment the DRIVER recorded on its own ride (the one kind of record the driver may change). */
async function driverCash(ctx: MatrixContext) {
  const ride = await ownRide(ctx);
  const payment = await buildPayment(ctx.database, ride.id, { type: 'CASH_DRIVER', paid: true, createdBy: ctx.users.DRIVER.id });
  return `/api/orders/${ride.id}/payments/${payment.id}`;
}

/** A fresh ONLINE payment of a fresh own ride: only ADMIN changes it (the web's Edit and Delete buttons). */
async function onlinePayment(ctx: MatrixContext) {
  const ride = await ownRide(ctx);
  const payment = await buildPayment(ctx.database, ride.id, { type: 'ONLINE' });
  return `/api/orders/${ride.id}/payments/${payment.id}`;
}

/** A sandbox intent waiting for the confirmation step (the 3-D Secure test card), made through the API. */
async function waitingIntent(ctx: MatrixContext) {
  const ride = await ownRide(ctx);
  const payment = await buildPayment(ctx.database, ride.id);
  const intent = (
    await ctx.app.inject({ method: 'POST', url: '/api/payments/intent', payload: { paymentIds: [payment.publicId] } })
  ).json();
  await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${intent.id}/confirm`,
    payload: { clientSecret: intent.client_secret, ...card(SANDBOX_CARDS.confirmation) },
  });
  return intent as { id: string; client_secret: string };
}

/**
 * Payments. The list reads `rides.other` (another fleet, another customer: 404 to all but ADMIN); one
 * payment by id is an ONLINE payment of the own ride (its driver sees only cash: 404). Writes get a
 * fresh target per caller. The public calls answer everyone alike; numeric intent ids need the ride's
 * ADMIN, customer or passenger. The app runs the sandbox provider, so the webhook answers 404.
 */
export const paymentsMatrix: MatrixModule = {
  async prepare(ctx) {
    const own = await ownRide(ctx);
    paymentSecret = own.paymentSecret;
    secretIdent = own.secretIdent;
    const online = await buildPayment(ctx.database, own.id, { type: 'ONLINE' });
    publicId = online.publicId;
    ctx.ids['payments.ownOnline'] = online.id;
    ctx.ids['payments.unpaid'] = (await buildPayment(ctx.database, own.id, { type: 'ONLINE', price: 5_000 })).id;
    ctx.ids['payments.ownRide'] = own.id;
    // A FREE ride of the pool: a fleet manager sees it, but not its payments (the web showed the tab).
    const free = await buildRide(ctx.database, { status: 'FREE' });
    await buildPayment(ctx.database, free.id);
    ctx.ids['payments.freeRide'] = free.id;
    const other = await buildRide(ctx.database, {
      status: 'PLANNED',
      customerId: ctx.other.customer.id,
      fleetManagerId: ctx.other.fleetManager.id,
    });
    await buildPayment(ctx.database, other.id);
    ctx.ids['payments.otherRide'] = other.id;
  },
  rows: {
    'GET /api/orders/:id/payments': {
      expect: [401, 200, 404, 404, 404, 404],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['payments.otherRide']}/payments` }),
    },
    // The Payments tab of a ride (the `payments.view` the API sends): every party of the own ride reads them
    // (its driver the cash ones); on a FREE ride a fleet manager of the pool reads none.
    'GET /api/orders/:id/payments #own ride': {
      expect: [401, 200, 200, 200, 200, 200],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['payments.ownRide']}/payments` }),
    },
    'GET /api/orders/:id/payments #free ride': {
      expect: [401, 200, 403, 404, 404, 404],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['payments.freeRide']}/payments` }),
    },
    'POST /api/orders/:id/payments': {
      expect: [401, 201, 403, 201, 403, 403],
      request: async (ctx) => ({ url: `/api/orders/${(await ownRide(ctx)).id}/payments`, payload: { price: 450, type: 'CASH_DRIVER' } }),
    },
    'PUT /api/orders/:id/payments/:paymentId': {
      expect: [401, 200, 403, 200, 403, 403],
      request: async (ctx) => ({ url: await driverCash(ctx), payload: { price: 480, type: 'CASH_DRIVER', paid: true } }),
    },
    'DELETE /api/orders/:id/payments/:paymentId': {
      expect: [401, 204, 403, 204, 403, 403],
      request: async (ctx) => ({ url: await driverCash(ctx) }),
    },
    // A payment the driver did not record as cash: ADMIN only (404 to the driver, who reads cash only).
    'PUT /api/orders/:id/payments/:paymentId #online payment': {
      expect: [401, 200, 403, 404, 403, 403],
      request: async (ctx) => ({ url: await onlinePayment(ctx), payload: { price: 480, type: 'ONLINE', paid: false } }),
    },
    'DELETE /api/orders/:id/payments/:paymentId #online payment': {
      expect: [401, 204, 403, 404, 403, 403],
      request: async (ctx) => ({ url: await onlinePayment(ctx) }),
    },
    'GET /api/payments/:paymentId': {
      expect: [401, 200, 200, 404, 200, 200],
      request: (ctx) => ({ url: `/api/payments/${ctx.ids['payments.ownOnline']}` }),
    },
    'GET /api/check-payment/drive/:secret': {
      expect: everyone(200),
      request: () => ({ url: `/api/check-payment/drive/${paymentSecret}` }),
    },
    // The contract's secret (which the driver holds) is not a payment link (issue 12 §2).
    'GET /api/check-payment/drive/:secret #contract secret': {
      expect: everyone(404),
      request: () => ({ url: `/api/check-payment/drive/${secretIdent}` }),
    },
    'GET /api/check-payment/payment/:publicId': {
      expect: everyone(200),
      request: () => ({ url: `/api/check-payment/payment/${publicId}` }),
    },
    'POST /api/payments/intent': {
      expect: [404, 200, 404, 404, 200, 200],
      request: (ctx) => ({ payload: { paymentIds: [ctx.ids['payments.unpaid']] } }),
    },
    'GET /api/payments/:paymentIntent/finish': { expect: everyone(200), url: '/api/payments/pi_unknown/finish' },
    'POST /api/payments/webhook': {
      expect: everyone(404),
      request: () => ({ payload: { id: 'evt_matrix' }, headers: { 'stripe-signature': 't=1,v1=x' } }),
    },
    'POST /api/payments/sandbox/:intentId/confirm': {
      // the declined card: a card error is an answer (200), and the intent stays payable for the next caller
      expect: everyone(200),
      request: async (ctx) => {
        const intent = await waitingIntent(ctx);
        return {
          url: `/api/payments/sandbox/${intent.id}/confirm`,
          payload: { clientSecret: intent.client_secret, ...card(SANDBOX_CARDS.declined) },
        };
      },
    },
    'POST /api/payments/sandbox/:intentId/authenticate': {
      expect: everyone(200),
      request: async (ctx) => {
        const intent = await waitingIntent(ctx);
        return { url: `/api/payments/sandbox/${intent.id}/authenticate`, payload: { clientSecret: intent.client_secret, approve: true } };
      },
    },
  },
};
