import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, vehicleDrivers, vehicles, type UserRow } from '../../db/schema/index.ts';
import { buildRide } from '../rides/test-support.ts';
import { buildUser, login, TEST_PASSWORD } from '../../test/test-app.ts';
import { signedIn, type Caller, type MatrixContext, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';
import { insertId } from '../../db/by-id.ts';

const OTHER_DRIVER_EMAIL = 'users-matrix-other-driver@example.test';
const unique = () => randomBytes(5).toString('hex');
/** The body of `POST /api/users` for a new user with a password and an e-mail of its own. */
const newUser = (name: string, phone: string, roles: { roles: string[]; type?: string }) => ({
  name,
  email: `users-matrix-${unique()}@example.test`,
  phone,
  ...roles,
  password: TEST_PASSWORD,
});

/**
 * Rows that change their caller's own account (profile writes, deleting it) run as a fresh user of the
 * caller's role, so the matrix users stay as they are.
 */
async function asFreshUser(ctx: MatrixContext, caller: Caller): Promise<{ user: UserRow | null; headers: Record<string, string> }> {
  if (caller === 'anonymous') return { user: null, headers: {} };
  const user = await buildUser(ctx.database, { role: caller });
  return { user, headers: { authorization: `Bearer ${await login(ctx.app, user.email!)}` } };
}

/** Reads and writes by id aim at the OTHER fleet's driver / the OTHER client's passenger: 404 for all but ADMIN. */
export const usersMatrix: MatrixModule = {
  async prepare(ctx) {
    const driver = await buildUser(ctx.database, { role: 'DRIVER', fleetManagerId: ctx.other.fleetManager.id, email: OTHER_DRIVER_EMAIL });
    const passenger = await buildUser(ctx.database, { role: 'PASSENGER', clientId: ctx.other.customer.id, passwordHash: null });
    ctx.ids['users.otherDriver'] = driver.id;
    ctx.ids['users.otherPassenger'] = passenger.id;
    // The fleet's ride of the CUSTOMER and its PASSENGER: the fleet manager's only clients. The other
    // client's bank account and TIN must never reach it; ADMIN paired the DRIVER with another fleet's car.
    await buildRide(ctx.database, {
      status: 'DONE',
      fleetManagerId: ctx.users.FLEET_MANAGER.id,
      customerId: ctx.users.CUSTOMER.id,
      passengerId: ctx.users.PASSENGER.id,
    });
    await ctx.database.db
      .update(users)
      .set({ bankAccount: '19-2000145399/0800', companyTin: 'CZ99887766' })
      .where(eq(users.id, ctx.other.customer.id));
    const car = { brand: 'Audi', model: 'A6', registrationPlate: '9MU0001', fleetManagerId: ctx.other.fleetManager.id };
    const vehicleId = await insertId(ctx.database.db, vehicles, car);
    await ctx.database.db.insert(vehicleDrivers).values({ vehicleId, driverId: ctx.users.DRIVER.id });
  },
  rows: {
    'GET /api/users': { expect: [401, 200, 200, 403, 403, 403], url: '/api/users?roleName=DRIVER' },
    // The other users screens of the menu (admins, fleet managers, clients, passengers) are ADMIN's only.
    ...Object.fromEntries(
      (['ADMIN', 'FLEET_MANAGER', 'CUSTOMER', 'PASSENGER'] as const).map((role): [string, MatrixEntry] => [
        `GET /api/users #${role} list`,
        { expect: [401, 200, 403, 403, 403, 403], url: `/api/users?roleName=${role}` },
      ]),
    ),
    'GET /api/uservos': { expect: [401, 200, 200, 403, 403, 403], url: '/api/uservos?roleName=DRIVER&page=0&size=5' },
    'GET /api/users/:id': {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({ url: `/api/users/${ctx.other.driver.id}` }),
    },
    // Its own driver, paired by ADMIN with another fleet's car: the fleet manager does not get that plate.
    "GET /api/users/:id #own driver with another fleet's vehicle": {
      expect: [401, 200, 200, 403, 403, 403],
      request: (ctx) => ({ url: `/api/users/${ctx.users.DRIVER.id}` }),
      check: (res, caller) => {
        if (caller === 'ADMIN') expect(res.body).toContain('9MU0001');
        if (caller === 'FLEET_MANAGER') expect(res.body).not.toContain('9MU0001');
      },
    },
    'POST /api/users': {
      expect: [401, 201, 201, 403, 403, 403],
      request: () => ({ payload: newUser('Matrix Driver', '+420 600 000 000', { roles: ['DRIVER'] }) }),
    },
    // A client (the ride form's "New client"): ADMIN's only, a fleet manager manages drivers only.
    'POST /api/users #a client': {
      expect: [401, 201, 403, 403, 403, 403],
      request: () => ({ payload: newUser('Matrix Client', '+420 600 000 001', { roles: ['CUSTOMER'], type: 'CUSTOMER_ONE_TIME' }) }),
    },
    'PUT /api/users/:id': {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({
        url: `/api/users/${ctx.ids['users.otherDriver']}`,
        payload: {
          name: 'Other Fleet Driver',
          email: OTHER_DRIVER_EMAIL,
          roles: ['DRIVER'],
          status: 'ACTIVE',
          fleetManager: { id: ctx.other.fleetManager.id },
        },
      }),
    },
    'DELETE /api/users/:id': {
      expect: [401, 204, 404, 403, 403, 403],
      request: async (ctx) => {
        const target = await buildUser(ctx.database, { role: 'DRIVER', fleetManagerId: ctx.other.fleetManager.id });
        return { url: `/api/users/${target.id}` };
      },
    },
    'GET /api/active-drivers': { expect: [401, 200, 200, 403, 403, 403] },
    'GET /api/active-fleets': { expect: [401, 200, 200, 403, 403, 403] },
    'GET /api/customers': {
      expect: [401, 200, 200, 403, 200, 403],
      url: '/api/customers?page=0&size=200',
      check: (res, caller, ctx) => {
        if (res.statusCode !== 200) return;
        const objects: Record<string, unknown>[] = res.json().objects;
        const ids = objects.map((o) => o.id);
        if (caller === 'ADMIN')
          expect(objects.find((o) => o.id === ctx.other.customer.id)).toMatchObject({
            bankAccount: '19-2000145399/0800',
            companyTin: 'CZ99887766',
          });
        if (caller === 'CUSTOMER') expect(ids).toEqual([ctx.users.CUSTOMER.id]);
        if (caller === 'FLEET_MANAGER') {
          // Only its rides' customers, and of them id, name and phone.
          expect(ids).toEqual([ctx.users.CUSTOMER.id]);
          expect(objects.map((o) => Object.keys(o).sort())).toEqual([['id', 'name', 'phone', 'userId']]);
          expect(res.body).not.toMatch(/19-2000145399|CZ99887766/);
        }
      },
    },
    // Another client's passengers: a fleet manager is told the client is not one to choose.
    'GET /api/active-passengers': {
      expect: [401, 200, 400, 403, 200, 403],
      request: (ctx) => ({ url: `/api/active-passengers?clientId=${ctx.other.customer.id}` }),
    },
    "GET /api/active-passengers #the fleet's client": {
      expect: [401, 200, 200, 403, 200, 403],
      request: (ctx) => ({ url: `/api/active-passengers?clientId=${ctx.users.CUSTOMER.id}` }),
      check: (res, caller, ctx) => {
        const objects: Record<string, unknown>[] = res.json().objects ?? [];
        if (caller === 'FLEET_MANAGER')
          expect(objects).toEqual([
            { id: ctx.users.PASSENGER.id, userId: ctx.users.PASSENGER.id, name: ctx.users.PASSENGER.name, phone: null },
          ]);
        if (caller === 'ADMIN') expect(objects[0]).toHaveProperty('email');
      },
    },
    'GET /api/login-history': { expect: [401, 200, 403, 403, 403, 403] },
    'GET /api/passengers': {
      expect: [401, 200, 403, 403, 200, 403],
      request: (ctx) => ({ url: `/api/passengers?clientId=${ctx.other.customer.id}` }),
    },
    'POST /api/passengers': {
      expect: [401, 201, 403, 403, 201, 403],
      request: (ctx) => ({ payload: { name: 'Matrix Passenger', clientId: ctx.other.customer.id } }),
    },
    'PUT /api/passengers/:id': {
      expect: [401, 200, 403, 403, 404, 403],
      request: (ctx) => ({ url: `/api/passengers/${ctx.ids['users.otherPassenger']}`, payload: { name: 'Other Client Passenger' } }),
    },
    'DELETE /api/passengers/:id': {
      expect: [401, 204, 403, 403, 404, 403],
      request: async (ctx) => {
        const target = await buildUser(ctx.database, { role: 'PASSENGER', clientId: ctx.other.customer.id });
        return { url: `/api/passengers/${target.id}` };
      },
    },
    'GET /api/profile': { expect: signedIn(200) },
    'PUT /api/profile': {
      expect: signedIn(200),
      request: async (ctx, caller) => {
        const { user, headers } = await asFreshUser(ctx, caller);
        return { headers, payload: { name: 'Matrix Profile', email: user?.email ?? 'anonymous@example.test' } };
      },
    },
    'PUT /api/profile/password': {
      expect: signedIn(200),
      request: async (ctx, caller) => {
        const { headers } = await asFreshUser(ctx, caller);
        return { headers, payload: { currentPassword: TEST_PASSWORD, newPassword: 'Matrix-new-pass-1' } };
      },
    },
    'DELETE /api/profile': {
      expect: signedIn(204),
      request: async (ctx, caller) => ({ headers: (await asFreshUser(ctx, caller)).headers, payload: { currentPassword: TEST_PASSWORD } }),
    },
  },
};
