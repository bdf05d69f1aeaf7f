import { randomBytes } from 'node:crypto';
import type { Role } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { buildUser, login, TEST_PASSWORD } from '../../test/test-app.ts';
import { signedIn, type Caller, type MatrixContext, type MatrixModule } from '../../test/matrix.ts';

const OTHER_DRIVER_EMAIL = 'users-matrix-other-driver@example.test';
const unique = () => randomBytes(5).toString('hex');

/**
 * Rows that change their caller's own account (profile writes, deleting it) run as a fresh user of the
 * caller's role, so the matrix users stay as they are.
 */
async function asFreshUser(ctx: MatrixContext, caller: Caller): Promise<{ user: UserRow | null; headers: Record<string, string> }> {
  if (caller === 'anonymous') return { user: null, headers: {} };
  const user = await buildUser(ctx.database, { role: caller as Role });
  return { user, headers: { authorization: `Bearer ${await login(ctx.app, user.email!)}` } };
}

/** Reads and writes by id aim at the OTHER fleet's driver / the OTHER client's passenger: 404 for all but ADMIN. */
export const usersMatrix: MatrixModule = {
  async prepare(ctx) {
    const driver = await buildUser(ctx.database, { role: 'DRIVER', fleetManagerId: ctx.other.fleetManager.id, email: OTHER_DRIVER_EMAIL });
    const passenger = await buildUser(ctx.database, { role: 'PASSENGER', clientId: ctx.other.customer.id, passwordHash: null });
    ctx.ids['users.otherDriver'] = driver.id;
    ctx.ids['users.otherPassenger'] = passenger.id;
  },
  rows: {
    'GET /api/users': { expect: [401, 200, 200, 403, 403, 403], url: '/api/users?roleName=DRIVER' },
    'GET /api/uservos': { expect: [401, 200, 200, 403, 403, 403], url: '/api/uservos?roleName=DRIVER&page=0&size=5' },
    'GET /api/users/:id': {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({ url: `/api/users/${ctx.other.driver.id}` }),
    },
    'POST /api/users': {
      expect: [401, 201, 201, 403, 403, 403],
      request: () => ({ payload: { name: 'Matrix Driver', email: `users-matrix-${unique()}@example.test`, phone: '+420 600 000 000', roles: ['DRIVER'], password: TEST_PASSWORD } }),
    },
    'PUT /api/users/:id': {
      expect: [401, 200, 404, 403, 403, 403],
      request: (ctx) => ({
        url: `/api/users/${ctx.ids['users.otherDriver']}`,
        payload: { name: 'Other Fleet Driver', email: OTHER_DRIVER_EMAIL, roles: ['DRIVER'], status: 'ACTIVE', fleetManager: { id: ctx.other.fleetManager.id } },
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
    'GET /api/customers': { expect: [401, 200, 200, 403, 200, 403], url: '/api/customers?page=0&size=10' },
    'GET /api/active-passengers': {
      expect: [401, 200, 200, 403, 200, 403],
      request: (ctx) => ({ url: `/api/active-passengers?clientId=${ctx.other.customer.id}` }),
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
