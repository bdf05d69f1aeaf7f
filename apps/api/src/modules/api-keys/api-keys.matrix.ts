import type { ApiKeyScope } from '@vozka/domain';
import { buildRide } from '../rides/test-support.ts';
import { idsOf, ownRideColumns, type Caller, type MatrixContext, type MatrixModule, type MatrixRequest } from '../../test/matrix.ts';
import { revokeKey } from './api-keys.repository.ts';
import { buildApiKey } from './test-support.ts';

/** The keys the rows call with: ADMIN's and the CUSTOMER's own, another customer's, and a revoked one. */
const keys: Record<'ADMIN' | 'CUSTOMER' | 'otherCustomer' | 'revoked', string> = {
  ADMIN: '',
  CUSTOMER: '',
  otherCustomer: '',
  revoked: '',
};

const bearer = (key: string): MatrixRequest => ({ headers: { authorization: `Bearer ${key}` } });

/**
 * A caller's own key where it may hold one (ADMIN, CUSTOMER); the FLEET_MANAGER, DRIVER and PASSENGER send
 * another customer's key (none of theirs to read); anonymous a revoked key (401).
 */
function keyOf(caller: Caller): string {
  if (caller === 'anonymous') return keys.revoked;
  return caller === 'ADMIN' || caller === 'CUSTOMER' ? keys[caller] : keys.otherCustomer;
}

/** A fresh key of the CUSTOMER (or of another customer) to revoke. */
async function freshKey(ctx: MatrixContext, owner: 'own' | 'other'): Promise<MatrixRequest> {
  const userId = owner === 'own' ? ctx.users.CUSTOMER.id : ctx.other.customer.id;
  return { url: `/api/api-keys/${(await buildApiKey(ctx.database, userId)).id}` };
}

const READ: ApiKeyScope[] = ['rides:read', 'invoices:read'];

export const apiKeysMatrix: MatrixModule = {
  async prepare(ctx) {
    keys.ADMIN = (await buildApiKey(ctx.database, ctx.users.ADMIN.id, READ)).key;
    keys.CUSTOMER = (await buildApiKey(ctx.database, ctx.users.CUSTOMER.id, READ)).key;
    keys.otherCustomer = (await buildApiKey(ctx.database, ctx.other.customer.id, READ)).key;
    const revoked = await buildApiKey(ctx.database, ctx.users.CUSTOMER.id, READ);
    keys.revoked = revoked.key;
    await revokeKey(ctx.database.db, revoked.id, ctx.clock.now());
    ctx.ids.apiKeysRide = (await buildRide(ctx.database, ownRideColumns(idsOf(ctx.users)))).id;
  },
  rows: {
    'GET /api/api-keys': {
      expect: [401, 200, 403, 403, 200, 403],
      check: (res, caller, ctx) => {
        if (caller !== 'CUSTOMER') return;
        const owners = (res.json() as { owner: { id: number } }[]).map((k) => k.owner.id);
        if (owners.some((id) => id !== ctx.users.CUSTOMER.id)) throw new Error("a customer's list holds another's key");
      },
    },
    'GET /api/api-keys #with an API key (person only)': {
      expect: [401, 403, 403, 403, 403, 403],
      request: (_ctx, caller) => bearer(keyOf(caller)),
    },
    'POST /api/api-keys': { expect: [401, 201, 403, 403, 201, 403], payload: { name: 'Matrix', scopes: ['rides:read'] } },
    "POST /api/api-keys #another customer's": {
      expect: [401, 201, 403, 403, 403, 403],
      request: (ctx) => ({ payload: { name: 'Matrix', scopes: ['rides:read'], userId: ctx.other.customer.id } }),
    },
    'DELETE /api/api-keys/:id': { expect: [401, 200, 403, 403, 200, 403], request: (ctx) => freshKey(ctx, 'own') },
    "DELETE /api/api-keys/:id #another customer's key": {
      expect: [401, 200, 403, 403, 404, 403],
      request: (ctx) => freshKey(ctx, 'other'),
    },
    // The matrix's own ride read with keys: ADMIN's and the CUSTOMER's own keys read it, another customer's key
    // does not, a revoked key is 401.
    'GET /api/orders/:id #by API key': {
      expect: [401, 200, 404, 404, 200, 404],
      request: (ctx, caller) => ({ url: `/api/orders/${ctx.ids.apiKeysRide}`, ...bearer(keyOf(caller)) }),
    },
    'GET /api/invoices #by API key': { expect: [401, 200, 200, 200, 200, 200], request: (_ctx, caller) => bearer(keyOf(caller)) },
  },
};
