import { rideHistory, vehicles } from '../../db/schema/index.ts';
import { buildPayment } from '../payments/test-support.ts';
import { expect } from 'vitest';
import { idsOf, ownRideColumns, type Caller, type MatrixContext, type MatrixModule } from '../../test/matrix.ts';
import { buildRide, rideBody } from './test-support.ts';

/** A fresh own ride of the matrix (`ownRideColumns`). */
async function ownRide(ctx: MatrixContext, createdBy = ctx.users.ADMIN.id) {
  const row = await buildRide(ctx.database, { ...ownRideColumns(idsOf(ctx.users)), createdBy });
  return row.id;
}

/** Who receives a ride's tracking and payment keys (the web's "Copy … link" buttons). */
export const RIDE_LINK_HOLDERS: readonly Caller[] = ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER'];

/**
 * Rides. Reads of `ownRide` show who sees a ride of its own fleet / customer / passenger; `otherRide`
 * (another fleet, another customer) answers 404 to everyone but ADMIN. Writes and deletes get a fresh
 * own ride per caller, so each answer is about access, not about what an earlier caller changed.
 */
export const ridesMatrix: MatrixModule = {
  async prepare(ctx) {
    const o = ctx.other;
    ctx.ids['rides.own'] = await ownRide(ctx);
    ctx.ids['rides.other'] = (
      await buildRide(ctx.database, {
        status: 'PLANNED',
        fleetManagerId: o.fleetManager.id,
        driverId: o.driver.id,
        customerId: o.customer.id,
        passengerId: o.passenger.id,
      })
    ).id;
    // A vehicle of the other fleet: the fleet manager may not put it on a ride (issue 12 §3).
    const [car] = await ctx.database.db
      .insert(vehicles)
      .values({ brand: 'Audi', model: 'A8', registrationPlate: '9MR0001', fleetManagerId: o.fleetManager.id })
      .returning({ id: vehicles.id });
    ctx.ids['rides.otherVehicle'] = car!.id;
    // A cash ride of the own fleet with 1 000 Kč unpaid and a payment line in its history (issue 12 §2).
    const u = ctx.users;
    const cash = await buildRide(ctx.database, {
      status: 'PLANNED',
      fleetManagerId: u.FLEET_MANAGER.id,
      driverId: u.DRIVER.id,
      customerId: u.CUSTOMER.id,
      passengerId: u.PASSENGER.id,
      paymentType: 'CASH_DRIVER',
      clientPrice: 150_000,
    });
    await buildPayment(ctx.database, cash.id, { price: 100_000, type: 'CASH_DRIVER' });
    await ctx.database.db
      .insert(rideHistory)
      .values({ rideId: cash.id, userId: u.ADMIN.id, field: 'payment', newValue: '1 000,00 Kč CASH_DRIVER unpaid' });
    ctx.ids['rides.cash'] = cash.id;
    // `GET /api/orders/last`: the fleet manager and the customer have created a ride each too.
    await buildRide(ctx.database, {
      status: 'UNCONFIRMED',
      fleetManagerId: ctx.users.FLEET_MANAGER.id,
      createdBy: ctx.users.FLEET_MANAGER.id,
    });
    await buildRide(ctx.database, { status: 'NEW', customerId: ctx.users.CUSTOMER.id, createdBy: ctx.users.CUSTOMER.id });
  },
  rows: {
    'GET /api/orders': { expect: [401, 200, 200, 200, 200, 200], url: '/api/orders?status=PLANNED,NEW&sortBy=date&size=10' },
    'GET /api/orders/last': { expect: [401, 200, 200, 404, 200, 404] },
    'GET /api/orders/:id': { expect: [401, 200, 404, 404, 404, 404], request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.other']}` }) },
    'GET /api/orders/:id/history': {
      expect: [401, 200, 200, 200, 200, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.own']}/history` }),
    },
    'POST /api/orders': {
      expect: [401, 201, 201, 403, 201, 403],
      request: () => ({ url: '/api/orders?skipNotification=true', payload: rideBody() }),
    },
    'PUT /api/orders/:id': {
      // the DRIVER's note is ignored (200 without a change); a PASSENGER changes nothing of a ride
      expect: [401, 200, 200, 200, 200, 403],
      request: async (ctx) => ({ url: `/api/orders/${await ownRide(ctx)}`, payload: { clientNote: 'matrix' } }),
    },
    // Another fleet's vehicle: 404 to the fleet manager; the DRIVER's and the CUSTOMER's vehicleId is ignored.
    "POST /api/orders #another fleet's vehicle": {
      expect: [401, 201, 404, 403, 201, 403],
      request: (ctx) => ({ url: '/api/orders?skipNotification=true', payload: rideBody({ vehicleId: ctx.ids['rides.otherVehicle'] }) }),
      check: (res, caller) => {
        if (caller !== 'ADMIN') expect(res.body).not.toContain('9MR0001');
      },
    },
    "PUT /api/orders/:id #another fleet's vehicle": {
      expect: [401, 200, 404, 200, 200, 403],
      request: async (ctx) => ({ url: `/api/orders/${await ownRide(ctx)}`, payload: { vehicleId: ctx.ids['rides.otherVehicle'] } }),
      check: (res, caller) => {
        if (caller !== 'ADMIN') expect(res.body).not.toContain('9MR0001');
      },
    },
    // Issue 12 §2: the driver keeps the contract secret but reads neither the client's money nor the
    // payment link; it is told the cash to collect instead.
    'GET /api/orders/:id #money fields': {
      expect: [401, 200, 200, 200, 200, 200],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.cash']}` }),
      check: (res, caller) => {
        if (caller === 'anonymous') return;
        const ride = res.json();
        expect(ride.secretIdent).toEqual(expect.any(String));
        expect('priceForClient' in ride).toBe(caller !== 'DRIVER');
        expect('paymentSecret' in ride).toBe(RIDE_LINK_HOLDERS.includes(caller));
        expect(ride.cashToCollect).toBe(caller === 'DRIVER' ? 1000 : undefined);
      },
    },
    'GET /api/orders/:id/history #payment lines': {
      expect: [401, 200, 200, 200, 200, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.cash']}/history` }),
      check: (res, caller) => {
        if (res.statusCode !== 200) return;
        const fields = (res.json() as { field: string }[]).map((e) => e.field);
        expect(fields.includes('payment')).toBe(caller !== 'DRIVER');
      },
    },
    'PUT /api/orders/:id/mark-as-seen': {
      expect: [401, 204, 404, 404, 404, 404],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.other']}/mark-as-seen` }),
    },
    'PUT /api/orders/:id/mark-as-seen #own ride': {
      expect: [401, 204, 204, 403, 403, 403],
      request: async (ctx) => ({ url: `/api/orders/${await ownRide(ctx)}/mark-as-seen` }),
    },
    'PUT /api/orders/:id/set-waiting-time': {
      expect: [401, 200, 200, 200, 403, 403],
      request: async (ctx) => ({ url: `/api/orders/${await ownRide(ctx)}/set-waiting-time?time=5` }),
    },
    // Only the assigned driver undoes its own last step; a fresh ride has none to undo (409).
    'PUT /api/orders/:id/undo-step': {
      expect: [401, 403, 403, 409, 403, 403],
      request: async (ctx) => ({ url: `/api/orders/${await ownRide(ctx)}/undo-step` }),
    },
    'GET /api/orders/:id/duplicate': {
      expect: [401, 201, 201, 403, 201, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids['rides.own']}/duplicate` }),
    },
    'DELETE /api/orders/:id': {
      expect: [401, 204, 403, 403, 403, 403],
      request: async (ctx) => ({ url: `/api/orders/${await ownRide(ctx)}` }),
    },
  },
};
