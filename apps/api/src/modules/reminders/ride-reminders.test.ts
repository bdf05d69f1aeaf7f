import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../../adapters/jobs/queue.ts';
import { DELIVER_JOB } from '../../adapters/outbox/outbox.ts';
import { deliveries, users } from '../../db/schema/index.ts';
import { RIDE_SCHEDULE_JOB } from '../../shared/ride-events.ts';
import { buildUser, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { useQueueApp } from './test-support.ts';
import { TEST_START } from '../../test/test-clock.ts';
import { rowsOf } from '../positions/positions.repository.ts';
import { rideBody, type RidePeople } from '../rides/test-support.ts';
import { RIDE_REMINDER_JOB, reminderKey } from './ride-schedule.job.ts';

let t: TestApp;
let p: RidePeople;

useQueueApp((app, people) => ((t = app), (p = people)));

const HOUR = 3_600_000;

interface PlannedJob {
  id: string;
  state: string;
  startAfter: string;
  data: { rideId: number; step: string; for: string };
}

/** The ride's reminder jobs in the queue, in order of when they start. */
async function planned(rideId: number, states = ['created']): Promise<PlannedJob[]> {
  const rows = await rowsOf<{ id: string; state: string; start_after: Date | string; data: PlannedJob['data'] }>(
    t.database.db,
    sql`select id::text as id, state::text as state, start_after, data from ${sql.identifier(JOBS_SCHEMA)}.job
        where name = ${RIDE_REMINDER_JOB} and singleton_key = ${reminderKey(rideId)} order by start_after, id`,
  );
  return rows
    .filter((r) => states.includes(r.state))
    .map((r) => ({ id: r.id, state: r.state, startAfter: new Date(r.start_after).toISOString(), data: r.data }));
}

/** Creates a ride through the API (its write sends the ride-schedule job) and plans it. */
async function bookRide(date: Date, overrides: object = {}) {
  const res = await p.admin.api.post(
    '/api/orders',
    rideBody({ date: date.toISOString(), customerId: p.customer.id, passengerId: p.passenger.id, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await t.app.jobs.drain([RIDE_SCHEDULE_JOB]);
  return res.json<{ id: number; version: number }>();
}

/** Makes the job due in the queue and runs it with its deliveries (the app's clock stays before the ride). */
async function runReminder(job: PlannedJob) {
  await t.database.db.execute(
    sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second' where id = ${job.id}::uuid`,
  );
  await t.app.jobs.drain([RIDE_REMINDER_JOB]);
  await t.app.jobs.drain([DELIVER_JOB]);
}

const remindersOf = (rideId: number) =>
  t.database.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.rideId, rideId), sql`${deliveries.kind} like 'REMINDER%'`));

/** A day of its own far ahead (the queue's clock is the database's real one: these never fall due by themselves). */
let day = 0;
function rideDate(): Date {
  day += 3;
  return new Date(Date.UTC(2032, 0, 1, 9) + day * 24 * HOUR);
}

describe('ride reminders (issue 14 §7)', () => {
  it('plans a reminder 24 h and 1 h before a booked ride, once however often it is planned', async () => {
    const date = rideDate();
    const ride = await bookRide(date);
    const jobs = await planned(ride.id);
    expect(jobs.map((j) => [j.data.step, j.startAfter])).toEqual([
      ['24h', new Date(date.getTime() - 24 * HOUR).toISOString()],
      ['1h', new Date(date.getTime() - HOUR).toISOString()],
    ]);
    expect(jobs.every((j) => j.data.rideId === ride.id && j.data.for === date.toISOString())).toBe(true);
    // A note changes nothing of the plan; a second planning of the same time duplicates nothing.
    await p.admin.api.put(`/api/orders/${ride.id}`, { clientNote: 'window seat' });
    await t.app.jobs.send(t.database.db, RIDE_SCHEDULE_JOB, { rideId: ride.id });
    await t.app.jobs.drain([RIDE_SCHEDULE_JOB]);
    expect((await planned(ride.id)).map((j) => j.id)).toEqual(jobs.map((j) => j.id));
  });

  it('skips a step already past: a ride booked 5 hours ahead gets only the 1 h reminder', async () => {
    const date = rideDate();
    const ride = await bookRide(date);
    await t.app.jobs.cancel(
      RIDE_REMINDER_JOB,
      (await planned(ride.id)).map((j) => j.id),
    );
    // Planned again 5 hours before the ride (sessions would not survive the clock's jump: no API call).
    t.clock.set(new Date(date.getTime() - 5 * HOUR));
    try {
      await t.app.jobs.send(t.database.db, RIDE_SCHEDULE_JOB, { rideId: ride.id });
      await t.app.jobs.drain([RIDE_SCHEDULE_JOB]);
    } finally {
      t.clock.set(TEST_START);
    }
    expect((await planned(ride.id)).map((j) => j.data.step)).toEqual(['1h']);
  });

  it('moves the reminders with the ride: the old ones are cancelled, the new ones planned, the old one sends nothing', async () => {
    const date = rideDate();
    const ride = await bookRide(date);
    const before = await planned(ride.id);
    const later = new Date(date.getTime() + 2 * HOUR);
    const moved = await p.admin.api.put(`/api/orders/${ride.id}`, { date: later.toISOString() });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.jobs.drain([RIDE_SCHEDULE_JOB]);
    const after = await planned(ride.id);
    expect(after.map((j) => [j.data.step, j.startAfter])).toEqual([
      ['24h', new Date(later.getTime() - 24 * HOUR).toISOString()],
      ['1h', new Date(later.getTime() - HOUR).toISOString()],
    ]);
    expect((await planned(ride.id, ['cancelled'])).map((j) => j.id).sort()).toEqual(before.map((j) => j.id).sort());

    // Moved back to the first time: the first plan's reminders wait again, the second plan's are cancelled.
    await p.admin.api.put(`/api/orders/${ride.id}`, { date: date.toISOString() });
    await t.app.jobs.drain([RIDE_SCHEDULE_JOB]);
    expect((await planned(ride.id)).map((j) => j.id)).toEqual(before.map((j) => j.id));
    // Even run, an outdated reminder sends nothing.
    const outdated = after[0]!;
    await t.database.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'created' where id = ${outdated.id}::uuid`);
    await runReminder(outdated);
    expect(await remindersOf(ride.id)).toEqual([]);
  });

  it('e-mails the passenger in its language at the planned time: date in Prague time, pick-up, tracking link; once', async () => {
    await t.database.db.update(users).set({ language: 'cs' }).where(eq(users.id, p.passenger.id));
    const passengerEmail = `cestujici-${Date.now()}@example.test`;
    await t.database.db.update(users).set({ email: passengerEmail }).where(eq(users.id, p.passenger.id));
    const date = new Date('2032-06-15T07:30:00Z'); // 9:30 in Prague (summer time)
    const ride = await bookRide(date);
    const [day, hour] = await planned(ride.id);
    await runReminder(day!);
    const mail = await t.mail.waitFor((m) => m.to.includes(passengerEmail));
    expect(mail.subject).toBe('Připomínka: vaše jízda zítra (15. 6. 2032 09:30)');
    expect(mail.text).toContain('Letiště Václava Havla, Terminál 1');
    expect(mail.text).toContain(`${PUBLIC_URL}/`);
    expect(mail.text).toContain('/track-your-driver');
    expect(mail.html).toContain('Sledovat řidiče');
    // The same job run again (a retry after a crash) writes no second delivery.
    await t.database.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'created' where id = ${day!.id}::uuid`);
    await runReminder(day!);
    await runReminder(hour!);
    const sent = await remindersOf(ride.id);
    expect(sent.map((d) => [d.kind, d.channel, d.recipient, d.language, d.status])).toEqual([
      ['REMINDER_24H', 'EMAIL', passengerEmail, 'cs', 'SENT'],
      ['REMINDER_1H', 'EMAIL', passengerEmail, 'cs', 'SENT'],
    ]);
    await t.database.db.update(users).set({ language: 'en', email: p.passenger.email }).where(eq(users.id, p.passenger.id));
  });

  it('sends an SMS to a passenger with a phone and no e-mail', async () => {
    const passenger = await buildUser(t.database, { role: 'PASSENGER', email: null, phone: '+420 777 000 111', clientId: p.customer.id });
    const ride = await bookRide(rideDate(), { passengerId: passenger.id });
    const [day] = await planned(ride.id);
    await runReminder(day!);
    const [sms] = await remindersOf(ride.id);
    expect(sms).toMatchObject({ channel: 'SMS', recipient: '+420 777 000 111', language: 'en', kind: 'REMINDER_24H' });
    expect(sms!.text).toMatch(/^Vozka: a reminder of your ride .*, pick-up: Letiště Václava Havla, Terminál 1\. Track your driver: http/);
  });

  it('plans nothing after a cancel, and the planned ones are cancelled', async () => {
    const ride = await bookRide(rideDate());
    const before = await planned(ride.id);
    expect(before).toHaveLength(2);
    const cancelled = await p.admin.api.put(`/api/orders/${ride.id}`, { status: 'CANCELED_BY_CLIENT' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.jobs.drain([RIDE_SCHEDULE_JOB]);
    expect(await planned(ride.id)).toEqual([]);
    expect(await planned(ride.id, ['cancelled'])).toHaveLength(2);
    await t.database.db.execute(sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'created' where id = ${before[0]!.id}::uuid`);
    await runReminder(before[0]!);
    expect(await remindersOf(ride.id)).toEqual([]);
  });

  it("sends nothing when the ride's customer switched reminders off", async () => {
    const customer = await buildUser(t.database, { role: 'CUSTOMER', passengerAlerts: { reminders: false } });
    const ride = await bookRide(rideDate(), { customerId: customer.id, passengerId: undefined });
    const [day] = await planned(ride.id);
    await runReminder(day!);
    expect(await remindersOf(ride.id)).toEqual([]);
    // Switched on again (profile), the next reminder goes to the customer riding itself.
    await t.database.db
      .update(users)
      .set({ passengerAlerts: { reminders: true } })
      .where(eq(users.id, customer.id));
    const [, hour] = await planned(ride.id, ['created', 'completed']);
    await runReminder(hour!);
    expect((await remindersOf(ride.id)).map((d) => [d.kind, d.recipient, d.role])).toEqual([['REMINDER_1H', customer.email, 'CUSTOMER']]);
  });
});

describe('the passenger alert switches', () => {
  it('a customer reads and writes its own in the profile; an ADMIN in the user form', async () => {
    const me = await p.customer.api.get('/api/profile');
    expect(me.json()).toMatchObject({ passengerAlerts: { tracking: true, arrival: true, reminders: true } });
    const body = { ...me.json<object>(), passengerAlerts: { tracking: true, arrival: false, reminders: false } };
    const saved = await p.customer.api.put('/api/profile', body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await p.customer.api.get('/api/profile')).json()).toMatchObject({
      passengerAlerts: { tracking: true, arrival: false, reminders: false },
    });

    const record = (await p.admin.api.get(`/api/users/${p.customer.id}`)).json<Record<string, unknown>>();
    const updated = await p.admin.api.put(`/api/users/${p.customer.id}`, {
      ...record,
      passengerAlerts: { tracking: false, arrival: false, reminders: true },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await p.customer.api.get('/api/profile')).json()).toMatchObject({
      passengerAlerts: { tracking: false, arrival: false, reminders: true },
    });
    // Left out: unchanged.
    await p.admin.api.put(`/api/users/${p.customer.id}`, { ...record, passengerAlerts: undefined });
    expect((await p.customer.api.get('/api/profile')).json()).toMatchObject({
      passengerAlerts: { tracking: false, arrival: false, reminders: true },
    });
  });

  it('refuses switches that are not booleans (400)', async () => {
    const me = (await p.customer.api.get('/api/profile')).json<object>();
    const res = await p.customer.api.put('/api/profile', { ...me, passengerAlerts: { tracking: 'yes', arrival: true, reminders: true } });
    expect(res.statusCode).toBe(400);
  });
});
