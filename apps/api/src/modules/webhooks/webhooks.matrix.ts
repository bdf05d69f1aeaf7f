import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index.ts';
import { insertId } from '../../db/by-id.ts';
import type { MatrixContext, MatrixEntry, MatrixModule } from '../../test/matrix.ts';
import { insertEndpoint } from './webhooks.repository.ts';
import { newSecret } from './webhooks.service.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];

/** A loopback receiver allowed explicitly: registration checks it without DNS. */
const ENDPOINT = { url: 'http://127.0.0.1:9/matrix', events: ['ride.created'], allowedPrivateRange: '127.0.0.0/8' };

async function endpoint(ctx: MatrixContext): Promise<number> {
  const row = await insertEndpoint(ctx.database.db, { ...ENDPOINT, secret: newSecret() });
  return row.id;
}

/** A DELIVERED delivery of the matrix endpoint (each "send again" row gets its own). */
function delivery(ctx: MatrixContext): Promise<number> {
  return insertId(ctx.database.db, webhookDeliveries, {
    endpointId: ctx.ids.webhook!,
    eventId: randomUUID(),
    eventType: 'ride.created',
    resourceKey: 'ride:1',
    payload: { id: 'matrix' },
    status: 'DELIVERED',
  });
}

/** Outbound webhooks: ADMIN only; the secret is in the create and roll-secret answers alone. */
export const webhooksMatrix: MatrixModule = {
  async prepare(ctx) {
    ctx.ids.webhook = await endpoint(ctx);
  },
  rows: {
    'GET /api/webhooks': {
      expect: adminOnly(200),
      check: (answer) => {
        if (answer.statusCode === 200) expect(answer.body).not.toContain('whsec_');
      },
    },
    'POST /api/webhooks': {
      expect: adminOnly(201),
      payload: ENDPOINT,
      check: (answer) => {
        if (answer.statusCode === 201) expect(answer.json().secret).toMatch(/^whsec_/);
      },
    },
    'GET /api/webhooks/:id': { expect: adminOnly(200), request: (ctx) => ({ url: `/api/webhooks/${ctx.ids.webhook}` }) },
    'PUT /api/webhooks/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/webhooks/${ctx.ids.webhook}`, payload: { ...ENDPOINT, description: 'Matrix' } }),
    },
    'DELETE /api/webhooks/:id': { expect: adminOnly(204), request: async (ctx) => ({ url: `/api/webhooks/${await endpoint(ctx)}` }) },
    'POST /api/webhooks/:id/roll-secret': {
      expect: adminOnly(200),
      request: async (ctx) => ({ url: `/api/webhooks/${await endpoint(ctx)}/roll-secret` }),
    },
    'GET /api/webhooks/:id/deliveries': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/webhooks/${ctx.ids.webhook}/deliveries` }),
    },
    'POST /api/webhooks/:id/deliveries/:deliveryId/retry': {
      expect: adminOnly(200),
      request: async (ctx) => ({ url: `/api/webhooks/${ctx.ids.webhook}/deliveries/${await delivery(ctx)}/retry` }),
    },
  },
};
