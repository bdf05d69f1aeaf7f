import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_SECRET_PREFIX,
  type Page,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
} from '@vozka/domain';
import { checkedAddress, hostOf, RefusedAddressError } from '../../adapters/webhooks/address-guard.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { WEBHOOK_DELIVER_JOB, type WebhookDeliverJob } from '../../shared/webhook-events.ts';
import { toDelivery, toEndpoint } from './webhooks.presenter.ts';
import * as repo from './webhooks.repository.ts';

/** A new signing secret: `whsec_` and 32 random bytes (base64url). */
export const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

const notFound = () => new AppError(404, 'WEBHOOK_NOT_FOUND');

/**
 * The SSRF guard at registration: the URL's host must resolve to addresses a delivery may reach (public,
 * or in the endpoint's allowed private range); a clear 400 on the `url` field otherwise.
 */
async function checkReachable(input: Pick<WebhookEndpointInput, 'url' | 'allowedPrivateRange'>): Promise<void> {
  const host = hostOf(new URL(input.url));
  try {
    await checkedAddress(host, input.allowedPrivateRange);
  } catch (err) {
    if (!(err instanceof RefusedAddressError)) throw err;
    if (err.address === null)
      throw new AppError(400, 'WEBHOOK_HOST_UNRESOLVED', { params: { host }, fields: { url: 'WEBHOOK_URL_UNRESOLVED' } });
    throw new AppError(400, 'WEBHOOK_ADDRESS_REFUSED', {
      params: { host, address: err.address, kind: err.kind ?? '' },
      fields: { url: 'WEBHOOK_URL_REFUSED' },
    });
  }
}

/**
 * Outbound webhook endpoints (ADMIN; docs/api/integrations.md): the list (never a secret), create
 * and "roll secret" (the one time a secret is shown), change, delete, and each endpoint's delivery log
 * with "send again".
 */
export function createWebhooksService(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock'>) {
  const { db } = deps.database;

  async function presented(id: number): Promise<WebhookEndpoint> {
    const row = await repo.findEndpointWithLast(db, id);
    if (!row) throw notFound();
    return toEndpoint(row);
  }

  return {
    async list(): Promise<WebhookEndpoint[]> {
      return (await repo.listEndpoints(db)).map(toEndpoint);
    },

    get: presented,

    async create(callerId: number, input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
      await checkReachable(input);
      const now = deps.clock.now();
      const secret = newSecret();
      const row = await repo.insertEndpoint(db, { ...input, secret, createdBy: callerId, createdAt: now, updatedAt: now });
      return { ...toEndpoint({ endpoint: row, last: null }), secret };
    },

    async update(id: number, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
      if (!(await repo.findEndpoint(db, id))) throw notFound();
      await checkReachable(input);
      if (!(await repo.updateEndpoint(db, id, { ...input, updatedAt: deps.clock.now() }))) throw notFound();
      return presented(id);
    },

    /** A new secret; the old one signs nothing more (deliveries retried from now on carry the new one). */
    async rollSecret(id: number): Promise<WebhookEndpointWithSecret> {
      const secret = newSecret();
      if (!(await repo.updateEndpoint(db, id, { secret, updatedAt: deps.clock.now() }))) throw notFound();
      return { ...(await presented(id)), secret };
    },

    /** Deletes the endpoint with its delivery log; its queued deliveries find nothing and end. */
    async remove(id: number): Promise<void> {
      if (!(await repo.deleteEndpoint(db, id))) throw notFound();
    },

    async deliveries(id: number, query: { page: number; size: number }): Promise<Page<WebhookDelivery>> {
      if (!(await repo.findEndpoint(db, id))) throw notFound();
      const { total, rows } = await repo.listDeliveries(db, id, query.page, query.size);
      return { totalPages: Math.ceil(total / query.size), objects: rows.map(toDelivery) };
    },

    /**
     * "Send again": a DELIVERED or FAILED delivery goes out once more (PENDING, a new job, the same event
     * id and body) in one transaction; one still PENDING is on its way (409).
     */
    async resend(id: number, deliveryId: number): Promise<WebhookDelivery> {
      return db.transaction(async (tx) => {
        const row = await repo.findDelivery(tx, id, deliveryId, true);
        if (!row) throw new AppError(404, 'WEBHOOK_DELIVERY_NOT_FOUND');
        if (row.status === 'PENDING') throw new AppError(409, 'WEBHOOK_DELIVERY_PENDING');
        await repo.updateDelivery(tx, row.id, { status: 'PENDING', error: null });
        await deps.jobs.send(tx, WEBHOOK_DELIVER_JOB, { deliveryId: row.id } satisfies WebhookDeliverJob);
        return toDelivery({ ...row, status: 'PENDING', error: null });
      });
    },
  };
}
