import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Delivery, Page } from '@vozka/domain';
import { JOBS_SCHEMA } from '../../adapters/jobs/queue.ts';
import { DELIVER_JOB, queueMessages } from '../../adapters/outbox/outbox.ts';
import type { SmsMessage, SmsSender } from '../../adapters/sms/sms.ts';
import { deliveries } from '../../db/schema/index.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { buildOwnRide, ridePeople, type RidePeople } from '../rides/test-support.ts';

/** An SMS adapter that keeps what it sends, or fails like a gateway that is down. */
const sms = {
  down: false,
  sent: [] as SmsMessage[],
  sender: {
    name: 'test',
    send: (message: SmsMessage) => {
      if (sms.down) return Promise.reject(new Error('SMS gateway error 8: no database connection'));
      sms.sent.push(message);
      return Promise.resolve();
    },
  } satisfies SmsSender,
};

let t: TestApp;
let p: RidePeople;
let rideId: number;

// Workers off: the test runs the queue with `drain()`.
useTestApp(
  async (app) => {
    t = app;
    p = await ridePeople(t);
  },
  { jobs: { workers: false }, sms: sms.sender },
);

/** Runs the deliver jobs, each retry made due at once (the backoff's waiting skipped; a second back, as pg-boss fetches `start_after < now()` and PGlite's clock may not have moved), until none is left. */
async function drainWithRetries() {
  for (let round = 0; round < 30; round++) {
    await t.database.db.execute(
      sql.raw(`UPDATE ${JOBS_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = '${DELIVER_JOB}' AND state = 'retry'`),
    );
    if ((await t.app.jobs.drain([DELIVER_JOB])) === 0) return;
  }
  throw new Error('the deliver jobs did not finish');
}

beforeEach(async () => {
  rideId = (await buildOwnRide(t, p)).id;
  sms.down = false;
  sms.sent.length = 0;
});

const send = (who: RidePeople[keyof RidePeople], body: object, id = rideId) => who.api.post(`/api/orders/${id}/send-message`, body);
const listOf = async (who: RidePeople[keyof RidePeople], id = rideId) => {
  const answer = await who.api.get(`/api/orders/${id}/deliveries`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Delivery[]>();
};

describe('POST /api/orders/{id}/send-message', () => {
  it("e-mails the ride's customer in the company layout, the text escaped with its line breaks kept", async () => {
    const body = 'Your driver waits at gate B.\n<b>Bring</b> the voucher & ID.';
    const answer = await send(p.admin, { type: 'EMAIL', userRole: 'CUSTOMER', subject: 'About your ride', body });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ queued: 1, skipped: 0 });
    expect((await listOf(p.admin))[0]).toMatchObject({ status: 'PENDING', attempts: 0, kind: 'MESSAGE', channel: 'EMAIL' });

    await t.app.jobs.drain();
    const mail = await t.mail.waitFor((m) => m.to.includes(p.customer.email!) && m.subject === 'About your ride');
    expect(mail.text.replace(/\r\n/g, '\n')).toContain(body);
    expect(mail.text).toContain(`ride no. ${rideId}`);
    expect(mail.html).toContain('Your driver waits at gate B.<br>&lt;b&gt;Bring&lt;/b&gt; the voucher &amp; ID.');
    expect(mail.html).not.toContain('<b>Bring');

    const [row] = await listOf(p.admin);
    expect(row).toEqual({
      id: expect.any(Number),
      rideId,
      kind: 'MESSAGE',
      channel: 'EMAIL',
      recipient: p.customer.email,
      recipientName: 'Klára Zákaznice',
      role: 'CUSTOMER',
      language: 'en',
      subject: 'About your ride',
      body: expect.stringContaining(body),
      status: 'SENT',
      attempts: 1,
      lastError: null,
      createdAt: t.clock.now().toISOString(),
      sentAt: t.clock.now().toISOString(),
      createdByName: 'Alena Dispečerová',
    });
  });

  it("the ride's fleet manager may send too; other people may not", async () => {
    const ok = await send(p.fm, { type: 'EMAIL', userRole: 'DRIVER', subject: 'Shift', body: 'Call me.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ queued: 1, skipped: 0 });
    // Another fleet's manager does not see the ride; its driver and customer have no such right.
    expect((await send(p.otherFm, { type: 'EMAIL', userRole: 'DRIVER', subject: 'x', body: 'x' })).statusCode).toBe(404);
    expect((await send(p.driver, { type: 'EMAIL', userRole: 'CUSTOMER', subject: 'x', body: 'x' })).statusCode).toBe(403);
    expect((await send(p.customer, { type: 'EMAIL', userRole: 'DRIVER', subject: 'x', body: 'x' })).statusCode).toBe(403);
    expect((await p.otherFm.api.get(`/api/orders/${rideId}/deliveries`)).statusCode).toBe(404);
    expect((await p.customer.api.get(`/api/orders/${rideId}/deliveries`)).statusCode).toBe(403);
  });

  it('an e-mail without a subject is 400 "Fill in the subject" (cs and en); an empty text, an unknown role or type 400; an unknown ride 404', async () => {
    const noSubject = await send(p.admin, { type: 'EMAIL', userRole: 'CUSTOMER', subject: '  ', body: 'Hello' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json()).toMatchObject({ message: 'Fill in the subject', fields: { subject: 'Fill in the subject' } });
    const cs = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${rideId}/send-message`,
      headers: { authorization: `Bearer ${p.admin.token}`, 'accept-language': 'cs' },
      payload: { type: 'EMAIL', userRole: 'CUSTOMER', body: 'Dobrý den' },
    });
    expect(cs.statusCode).toBe(400);
    expect(cs.json().message).toBe('Vyplňte předmět');
    const empty = await send(p.admin, { type: 'SMS', userRole: 'CUSTOMER', body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write the text of the message.');
    expect((await send(p.admin, { type: 'EMAIL', userRole: 'BOSS', subject: 'x', body: 'x' })).statusCode).toBe(400);
    expect((await send(p.admin, { type: 'FAX', userRole: 'DRIVER', subject: 'x', body: 'x' })).statusCode).toBe(400);
    const long = await send(p.admin, { type: 'SMS', userRole: 'DRIVER', body: 'x'.repeat(613) });
    expect(long.json().message).toBe('An SMS may have at most 612 characters.');
    const unknown = await send(p.admin, { type: 'EMAIL', userRole: 'DRIVER', subject: 'x', body: 'x' }, 2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(await listOf(p.admin)).toEqual([]);
  });

  it('an SMS goes to the phone of each recipient; one without a phone is skipped and counted', async () => {
    const toPassenger = await send(p.admin, { type: 'SMS', userRole: 'PASSENGER', subject: 'ignored', body: 'Řidič čeká u brány B.' });
    expect(toPassenger.json()).toEqual({ queued: 1, skipped: 0 });
    // The customer has no phone: nothing queued, one skipped.
    expect((await send(p.admin, { type: 'SMS', userRole: 'CUSTOMER', body: 'x' })).json()).toEqual({ queued: 0, skipped: 1 });
    // A ride without a fleet has nobody of that role.
    const lone = await buildOwnRide(t, p, { fleetManagerId: null });
    expect((await send(p.admin, { type: 'EMAIL', userRole: 'FLEET_MANAGER', subject: 'x', body: 'x' }, lone.id)).json()).toEqual({
      queued: 0,
      skipped: 0,
    });

    await t.app.jobs.drain();
    expect(sms.sent).toEqual([{ to: '+420 601 000 005', text: 'Řidič čeká u brány B.' }]);
    const [row] = await listOf(p.fm);
    expect(row).toMatchObject({ channel: 'SMS', recipient: '+420 601 000 005', subject: null, status: 'SENT', role: 'PASSENGER' });
  });

  it('to ADMIN: every active admin', async () => {
    const answer = await send(p.fm, { type: 'EMAIL', userRole: 'ADMIN', subject: 'Need help', body: 'Please call.' });
    expect(answer.json().queued).toBeGreaterThanOrEqual(1);
    await t.app.jobs.drain();
    await t.mail.waitFor((m) => m.to.includes(p.admin.email!) && m.subject === 'Need help');
  });
});

describe('deliveries: failed, listed, retried, sent', () => {
  it('a gateway down until the queue gives up ends FAILED with its error; ADMIN retries it and it is sent', async () => {
    sms.down = true;
    expect((await send(p.admin, { type: 'SMS', userRole: 'DRIVER', body: 'Pick-up moved to 10:30.' })).json()).toEqual({
      queued: 1,
      skipped: 0,
    });
    await drainWithRetries();
    const [failed] = await listOf(p.admin);
    expect(failed).toMatchObject({ status: 'FAILED', lastError: 'SMS gateway error 8: no database connection', sentAt: null });
    expect(failed!.attempts).toBe(12);

    const page = await p.admin.api.get('/api/deliveries?status=FAILED&size=200');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<Page<Delivery>>().objects.map((d) => d.id)).toContain(failed!.id);
    const all = await p.admin.api.get('/api/deliveries');
    expect(all.json<Page<Delivery>>().objects[0]!.id).toBe(failed!.id);
    expect((await p.fm.api.get('/api/deliveries?status=FAILED')).statusCode).toBe(403);
    expect((await p.admin.api.get('/api/deliveries?status=LOST')).statusCode).toBe(400);

    expect((await p.fm.api.post(`/api/deliveries/${failed!.id}/retry`)).statusCode).toBe(403);
    sms.down = false;
    const retried = await p.admin.api.post(`/api/deliveries/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed!.id, status: 'PENDING', lastError: null });
    // Already on its way: a second retry is refused rather than sending it twice.
    expect((await p.admin.api.post(`/api/deliveries/${failed!.id}/retry`)).statusCode).toBe(409);

    await t.app.jobs.drain();
    expect(sms.sent).toEqual([{ to: '+420 601 000 003', text: 'Pick-up moved to 10:30.' }]);
    expect((await listOf(p.admin))[0]).toMatchObject({ status: 'SENT', attempts: 13, lastError: null });
    const sent = await p.admin.api.post(`/api/deliveries/${failed!.id}/retry`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Only a message that failed can be sent again.');
    const unknown = await p.admin.api.post('/api/deliveries/2000000/retry');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ID not found');
  });

  it('the body of a message with a sign-in link is never shown, not even before it is sent', async () => {
    const [id] = await t.database.db.transaction((tx) =>
      queueMessages(
        tx,
        t.app.jobs,
        [
          {
            channel: 'EMAIL',
            recipient: p.customer.email!,
            kind: 'PASSWORD',
            language: 'en',
            subject: 'Link',
            text: 'http://x/secret',
            rideId,
            sensitive: true,
          },
        ],
        t.clock.now(),
      ),
    );
    const listed = (await listOf(p.admin)).find((d) => d.id === id);
    expect(listed).toMatchObject({ kind: 'PASSWORD', subject: 'Link', body: null });
    const page = await p.admin.api.get('/api/deliveries?size=200');
    expect(page.body).not.toContain('secret');
    await t.database.db.delete(deliveries).where(eq(deliveries.id, id!));
  });
});
