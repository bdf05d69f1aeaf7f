import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, type WebhookEndpoint, type WebhookEventType } from '@vozka/domain';
import type { TestApp } from '../../test/test-app.ts';
import type { WebhookEventJob } from '../../shared/webhook-events.ts';
import { insertTestRide } from '../invoices/test-support.ts';
import { buildPayment } from '../payments/test-support.ts';
import { billedRide, reportOf } from '../reports/test-support.ts';
import { importFile, rideRow, xlsxFile } from '../ride-import/test-support.ts';
import { buildOwnRide, rideBody, type RidePeople } from '../rides/test-support.ts';
import { addEndpoint, clearEndpoints, useWebhooksApp } from './test-support.ts';

/**
 * The endpoints API (ADMIN) with the SSRF check at registration, and the `webhook-event` jobs each write
 * path sends in its transaction (only while an enabled endpoint subscribes). Queue workers are off: the
 * jobs stay queued for the test to read.
 */
let t: TestApp;
let p: RidePeople;
useWebhooksApp((app, people) => ((t = app), (p = people)));

const ALL: WebhookEventType[] = [
  'ride.created',
  'ride.updated',
  'ride.status_changed',
  'payment.succeeded',
  'payment.refunded',
  'invoice.issued',
  'report.created',
];
const HOOK = 'http://127.0.0.1:9/hook';

/** The `webhook-event` jobs queued (and not run) since the test began. */
async function queuedEvents(): Promise<WebhookEventJob[]> {
  const { rows } = (await t.database.executor.executeSql(
    `select data from pgboss.job where name = 'webhook-event' and state = 'created' order by created_on, id`,
  )) as { rows: { data: WebhookEventJob }[] };
  return rows.map((r) => r.data);
}
const eventsOf = async () => (await queuedEvents()).map((e) => `${e.type}:${e.resourceId}`);

beforeEach(async () => {
  await clearEndpoints(t.database);
  await t.database.executor.executeSql(`delete from pgboss.job where name in ('webhook-event', 'webhook-deliver')`);
});

describe('webhook endpoints', () => {
  it('ADMIN registers an endpoint: the secret is in the answer once, never in the list; roll secret gives a new one', async () => {
    const created = await addEndpoint(p.admin.api, HOOK, { events: ['ride.updated', 'ride.created'], description: 'ERP' });
    expect(created).toMatchObject({ url: HOOK, events: ['ride.created', 'ride.updated'], enabled: true, description: 'ERP' });
    const list = await p.admin.api.get('/api/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    expect(list.json<WebhookEndpoint[]>().map((e) => e.id)).toEqual([created.id]);
    expect((await p.admin.api.get(`/api/webhooks/${created.id}`)).body).not.toContain('whsec_');
    const rolled = await p.admin.api.post(`/api/webhooks/${created.id}/roll-secret`);
    expect(rolled.json().secret).toMatch(/^whsec_/);
    expect(rolled.json().secret).not.toBe(created.secret);
    const changed = await p.admin.api.put(`/api/webhooks/${created.id}`, {
      url: HOOK,
      events: ['invoice.issued'],
      enabled: false,
      allowedPrivateRange: '127.0.0.0/8',
    });
    expect(changed.json()).toMatchObject({ events: ['invoice.issued'], enabled: false, description: null });
    expect((await p.admin.api.del(`/api/webhooks/${created.id}`)).statusCode).toBe(204);
    expect((await p.admin.api.get(`/api/webhooks/${created.id}`)).statusCode).toBe(404);
    expect((await p.admin.api.del(`/api/webhooks/${created.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['http://127.0.0.1:8080/hook', 'loopback'],
    ['http://169.254.169.254/latest/meta-data', 'link-local'],
    ['http://10.1.2.3/hook', 'private'],
    ['http://[::1]/hook', 'loopback'],
    ['http://[::ffff:192.168.1.1]/hook', 'private'],
    ['http://100.64.0.1/hook', 'cgnat'],
    ['http://localhost:8080/hook', 'loopback'],
  ])('refuses %s without an allowed range: 400 naming the %s address', async (url, kind) => {
    const res = await p.admin.api.post('/api/webhooks', { url, events: ['ride.created'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBHOOK_ADDRESS_REFUSED', fields: { url: expect.any(String) } });
    expect(res.json().message).toContain(kind);
  });

  it('allows a private address only inside the explicitly allowed range', async () => {
    const outside = await p.admin.api.post('/api/webhooks', {
      url: 'http://10.1.2.3/hook',
      events: ['ride.created'],
      allowedPrivateRange: '10.9.0.0/16',
    });
    expect(outside.json()).toMatchObject({ code: 'WEBHOOK_ADDRESS_REFUSED' });
    const inside = await p.admin.api.post('/api/webhooks', {
      url: 'http://10.1.2.3/hook',
      events: ['ride.created'],
      allowedPrivateRange: '10.1.0.0/16',
    });
    expect(inside.statusCode).toBe(201);
  });

  it.each([
    [{ url: 'ftp://example.com/x', events: ['ride.created'] }, 'WEBHOOK_URL_INVALID'],
    [{ url: 'https://user:pw@example.com/x', events: ['ride.created'] }, 'WEBHOOK_URL_INVALID'],
    [{ url: 'not a url', events: ['ride.created'] }, 'WEBHOOK_URL_INVALID'],
    [{ url: HOOK, events: [] }, 'WEBHOOK_EVENTS_REQUIRED'],
    [{ url: HOOK, events: ['ride.deleted'] }, 'WEBHOOK_EVENTS_REQUIRED'],
    [{ url: HOOK, events: ['ride.created'], allowedPrivateRange: '127.0.0.1' }, 'WEBHOOK_RANGE_INVALID'],
    [{ url: 'https://no-such-host.invalid/x', events: ['ride.created'] }, 'WEBHOOK_HOST_UNRESOLVED'],
  ])('answers 400 with a clear code for bad input %j', async (body, code) => {
    const res = await p.admin.api.post('/api/webhooks', body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(code);
  });

  it('the delivery log of an unknown endpoint is 404', async () => {
    expect((await p.admin.api.get('/api/webhooks/999999/deliveries')).statusCode).toBe(404);
  });
});

describe('webhook events from the write paths', () => {
  it('sends nothing while no endpoint subscribes (and nothing for a disabled one)', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ALL, enabled: false });
    await addEndpoint(p.admin.api, HOOK, { events: ['report.created'] });
    expect((await p.admin.api.post('/api/orders', rideBody({ customerId: p.customer.id }))).statusCode).toBe(201);
    expect(await queuedEvents()).toEqual([]);
  });

  it('rides: created, updated, status_changed (a status move alone is no ride.updated)', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ALL });
    const ride = (await p.admin.api.post('/api/orders', rideBody({ customerId: p.customer.id }))).json();
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { person: 3 })).statusCode).toBe(200);
    const own = await buildOwnRide(t, p);
    expect((await p.driver.api.put(`/api/orders/${own.id}`, { status: 'ACCEPTED_BY_DRIVER' })).statusCode).toBe(200);
    expect(await eventsOf()).toEqual([`ride.created:${ride.id}`, `ride.updated:${ride.id}`, `ride.status_changed:${own.id}`]);
    const [first] = await queuedEvents();
    expect(first!.eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first!.at).toBe(t.clock.now().toISOString());
  });

  it('the ride import: ride.created for each imported ride', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ['ride.created'] });
    const res = await importFile(t.app, p.admin.token, await xlsxFile([rideRow(1), rideRow(2)]), { customerId: p.customer.id });
    expect(res.statusCode, res.body).toBe(201);
    const events = await queuedEvents();
    expect(events.map((e) => e.type)).toEqual(['ride.created', 'ride.created']);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
  });

  it('payments: a payment recorded paid is payment.succeeded', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ['payment.succeeded'] });
    const ride = await buildOwnRide(t, p);
    const unpaid = (await p.admin.api.post(`/api/orders/${ride.id}/payments`, { price: 500, type: 'CARD', paid: false })).json();
    expect(await queuedEvents()).toEqual([]);
    expect(
      (await p.admin.api.put(`/api/orders/${ride.id}/payments/${unpaid.id}`, { price: 500, type: 'CARD', paid: true })).statusCode,
    ).toBe(200);
    const paid = (await p.admin.api.post(`/api/orders/${ride.id}/payments`, { price: 300, type: 'CASH_DRIVER', paid: true })).json();
    expect(await eventsOf()).toEqual([`payment.succeeded:${unpaid.id}`, `payment.succeeded:${paid.id}`]);
  });

  it('online payments (the sandbox provider): paid is payment.succeeded; money taken for a changed price is payment.refunded', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ['payment.succeeded', 'payment.refunded'] });
    const ride = await buildOwnRide(t, p);
    const payOnline = async (price: number) => {
      const payment = await buildPayment(t.database, ride.id, { price });
      const intent = (
        await t.app.inject({ method: 'POST', url: '/api/payments/intent', payload: { paymentIds: [payment.publicId] } })
      ).json();
      return { payment, intent };
    };
    const confirm = (intent: { id: string; client_secret: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/${intent.id}/confirm`,
        payload: { clientSecret: intent.client_secret, cardNumber: SANDBOX_CARDS.success, expMonth: 12, expYear: 2040, cvc: '123' },
      });
    const paid = await payOnline(50_000);
    expect((await confirm(paid.intent)).json().status).toBe('succeeded');
    // The price changes after the intent was made: the money taken is refunded, nothing is paid.
    const changed = await payOnline(70_000);
    expect(
      (await p.admin.api.put(`/api/orders/${ride.id}/payments/${changed.payment.id}`, { price: 900, type: 'ONLINE' })).statusCode,
    ).toBe(200);
    expect((await confirm(changed.intent)).json().status).toBe('succeeded');
    expect(await eventsOf()).toEqual([`payment.succeeded:${paid.payment.id}`, `payment.refunded:${changed.payment.id}`]);
  });

  it('invoices: invoice.issued for the invoice and for its credit note', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ['invoice.issued'] });
    const rideId = await insertTestRide(t.database.db, { customerId: p.customer.id, date: new Date('2026-10-05T09:00:00Z') });
    const invoice = await p.admin.api.post('/api/invoices', { rideIds: [rideId] });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const credit = await p.admin.api.post(`/api/invoices/${invoice.json().id}/cancel`);
    expect(credit.statusCode, credit.body).toBe(201);
    expect(await eventsOf()).toEqual([`invoice.issued:${invoice.json().id}`, `invoice.issued:${credit.json().id}`]);
  });

  it('billing reports: report.created', async () => {
    await addEndpoint(p.admin.api, HOOK, { events: ['report.created'] });
    await billedRide(t, p, new Date('2026-09-03T09:00:00Z'));
    const report = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-09-01', to: '2026-09-30' });
    expect(await eventsOf()).toEqual([`report.created:${report.id}`]);
  });
});

describe('the OpenAPI document', () => {
  it('shows every webhook event with its payload schema and the signature header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.info.description).toContain('Vozka-Signature: t=<unix seconds>,v1=');
    for (const type of ALL) {
      const name = `WebhookEvent_${type.replace('.', '_')}`;
      expect(doc.components.schemas[name], name).toMatchObject({ type: 'object', required: ['id', 'type', 'created', 'data'] });
      expect(doc['x-webhooks'][type].post.requestBody.content['application/json'].schema.$ref).toBe(`#/components/schemas/${name}`);
      expect(doc['x-webhooks'][type].post.parameters.map((h: { name: string }) => h.name)).toContain('Vozka-Signature');
    }
    expect(doc.components.schemas.WebhookEvent_ride_created.properties.data.properties.object.properties).toHaveProperty('secretIdent');
    expect(doc.paths['/api/webhooks'].post.responses['201']).toBeDefined();
  });
});
