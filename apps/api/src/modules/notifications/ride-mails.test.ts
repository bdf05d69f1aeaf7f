import { writeFileSync } from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_SITUATIONS, ROLES, type Role } from '@vozka/domain';
import { deliveries, users, vehicles } from '../../db/schema/index.ts';
import { escapeHtml } from '../../locales/email-layout.ts';
import { buildUser, useTestApp, type TestApp } from '../../test/test-app.ts';
import type { CaughtMail } from '../../test/mail-catcher.ts';
import { buildOwnRide, buildRide, ridePeople, TWO_STOPS, type Api, type RidePeople } from '../rides/test-support.ts';
import type { RideEventJob } from '../../shared/ride-events.ts';
import { rideEventJob } from './ride-event.job.ts';

let t: TestApp;
let p: RidePeople;
let vehicleId: number;

useTestApp(
  async (app) => {
    t = app;
    p = await ridePeople(app);
    const [car] = await t.database.db
      .insert(vehicles)
      .values({ brand: 'Škoda', model: 'Superb', registrationPlate: '1AB 2345', color: 'BLACK', fleetManagerId: p.fm.id })
      .returning();
    vehicleId = car!.id;
  },
  { jobs: { workers: false } },
);

/** Runs every queued job (the fan-out, then the deliveries) to the SMTP catcher. */
const settle = () => t.app.jobs.drain();
const mailsTo = (user: { email: string | null }): CaughtMail[] => t.mail.messages.filter((m) => m.to.includes(user.email!));
/** A pick-up within the driver's lead time (issue 17 §2) and too close for the passenger's reminders. */
const soon = () => new Date(t.clock.now().getTime() + 50 * 60_000);
const deliveriesOf = (rideId: number) => t.database.db.select().from(deliveries).where(eq(deliveries.rideId, rideId));

const threeStops = [
  { address: 'Letiště Václava Havla, Terminál 2', lat: 50.1, lng: 14.26 },
  { address: 'Hotel Pařížská 30, Praha 1', lat: 50.09, lng: 14.42 },
  { address: 'Kongresové centrum Praha', lat: 50.06, lng: 14.43 },
];

beforeEach(async () => {
  await settle();
  t.mail.messages.length = 0;
});

describe('ride e-mails: one write, one e-mail per recipient', () => {
  it('an admin save of several fields: each person gets one e-mail listing every change it may see, the admin none', async () => {
    const ride = await buildOwnRide(t, p, { clientPrice: 100_000, driverPrice: 80_000, paymentType: 'ONLINE', vehicleId });
    const res = await p.admin.api.put(`/api/orders/${ride.id}`, {
      date: '2031-06-01T10:30:00.000Z',
      person: 3,
      route: threeStops,
      priceForClient: 1250,
      driverPrice: 900,
      driverNote: 'Zvonek Novák-DRV',
      clientNote: 'Client-note-CLI',
      dispatchingNote: 'Dispatch-note-DSP',
    });
    expect(res.statusCode).toBe(200);
    await settle();

    const [customerMail, ...moreCustomer] = mailsTo(p.customer);
    expect(moreCustomer).toHaveLength(0);
    expect(customerMail!.subject).toBe('Your ride on 1 Jun 2031, 12:30 has changed');
    for (const part of ['Date and time', 'Persons', 'Route', 'Price', '1,250 Kč', 'Client-note-CLI', 'Kongresové centrum Praha'])
      expect(customerMail!.text).toContain(part);
    for (const secret of ['900 Kč', 'Driver price', 'DSP', 'DRV']) expect(customerMail!.text).not.toContain(secret);
    expect(customerMail!.text).toContain(`http://vozka.test/check-payment/drive/${ride.paymentSecret}`);
    expect(customerMail!.text).toContain(`http://vozka.test/my-drive/${ride.secretIdent}`);
    expect(customerMail!.html).toContain('Kongresové centrum Praha');

    const [driverMail, ...moreDriver] = mailsTo(p.driver);
    expect(moreDriver).toHaveLength(0);
    for (const part of ['Date and time', 'Persons', 'Route', 'Driver price', '900 Kč', 'Zvonek Novák-DRV'])
      expect(driverMail!.text).toContain(part);
    for (const secret of ['1,250', '1,000', 'CLI', 'DSP', 'check-payment', 'my-drive', ride.paymentSecret])
      expect(`${driverMail!.text}${driverMail!.html}`).not.toContain(secret);
    expect(driverMail!.text).toContain(`http://vozka.test/manage/drives/${ride.id}`);

    const [fleetMail, ...moreFleet] = mailsTo(p.fm);
    expect(moreFleet).toHaveLength(0);
    for (const part of ['1,250 Kč', '900 Kč', 'DSP', 'CLI', 'DRV']) expect(fleetMail!.text).toContain(part);

    // The passenger's defaults: DRIVEWAY_CHANGE, not CHANGE — one e-mail with the route only.
    const [passengerMail, ...morePassenger] = mailsTo(p.passenger);
    expect(morePassenger).toHaveLength(0);
    expect(passengerMail!.subject).toBe('The route of your ride on 1 Jun 2031, 12:30 has changed');
    expect(passengerMail!.text).toContain('Route: ');
    expect(passengerMail!.text).not.toContain('Persons: 2 →');

    expect(mailsTo(p.admin)).toHaveLength(0);
    const rows = await deliveriesOf(ride.id);
    expect(rows.map((r) => r.role).sort()).toEqual(['CUSTOMER', 'DRIVER', 'FLEET_MANAGER', 'PASSENGER']);
  });

  it('?skipNotification=true: the write e-mails nobody', async () => {
    const ride = await buildOwnRide(t, p);
    const res = await p.admin.api.put(`/api/orders/${ride.id}?skipNotification=true`, { person: 4, route: threeStops });
    expect(res.statusCode).toBe(200);
    await settle();
    expect(await deliveriesOf(ride.id)).toHaveLength(0);
    expect(t.mail.messages).toHaveLength(0);
  });

  it('the settings table decides: CHANGE off for customers, the customer gets none and the driver still one', async () => {
    const off = await p.admin.api.put('/api/settings/notification', [{ situation: 'CHANGE', role: 'CUSTOMER', enabled: false }]);
    expect(off.statusCode).toBe(200);
    try {
      const ride = await buildOwnRide(t, p);
      await p.admin.api.put(`/api/orders/${ride.id}`, { person: 4 });
      await settle();
      expect(mailsTo(p.customer)).toHaveLength(0);
      expect(mailsTo(p.driver)).toHaveLength(1);
    } finally {
      await p.admin.api.put('/api/settings/notification', [{ situation: 'CHANGE', role: 'CUSTOMER', enabled: true }]);
    }
  });

  it('a new driver hears the ride is assigned to it, the replaced one that it is not any more', async () => {
    const ride = await buildOwnRide(t, p);
    await p.admin.api.put(`/api/orders/${ride.id}`, { driverId: p.driver2.id });
    await settle();
    expect(mailsTo(p.driver2)[0]!.text).toContain('A ride has been assigned to you');
    const former = mailsTo(p.driver);
    expect(former).toHaveLength(1);
    expect(former[0]!.text).toContain('no longer assigned to you');
    expect(former[0]!.text).not.toContain('/manage/drives/');
    // The customer sees who drives now.
    expect(mailsTo(p.customer)[0]!.text).toContain(`Driver: ${p.driver.name} → ${p.driver2.name}`);
  });

  it('a new ride: ADMIN and the customer by default (not the customer who booked it itself), the fleet its FLEET_ASSIGNED', async () => {
    const res = await p.admin.api.post('/api/orders', {
      date: '2031-07-01T08:00:00.000Z',
      route: TWO_STOPS.map((s) => ({ address: s.address, lat: s.lat, lng: s.lng })),
      customerId: p.customer.id,
      fleetManagerId: p.fm.id,
      status: 'UNCONFIRMED',
    });
    expect(res.statusCode).toBe(201);
    await settle();
    expect(mailsTo(p.customer)[0]!.subject).toBe('Your ride on 1 Jul 2031, 10:00 is booked');
    expect(mailsTo(p.fm)[0]!.subject).toMatch(/^Ride no\. \d+ on 1 Jul 2031, 10:00 assigned to a fleet$/);
    expect(mailsTo(p.admin)).toHaveLength(0);

    t.mail.messages.length = 0;
    const own = await p.customer.api.post('/api/orders', {
      date: '2031-07-02T08:00:00.000Z',
      route: TWO_STOPS.map((s) => ({ address: s.address })),
    });
    expect(own.statusCode).toBe(201);
    await settle();
    expect(mailsTo(p.customer)).toHaveLength(0);
    expect(mailsTo(p.admin)[0]!.subject).toMatch(/^New ride no\. \d+ on 2 Jul 2031, 10:00$/);
  });
});

describe('ride e-mails: the driver on its way, at the pick-up, done; cancelled', () => {
  const step = async (api: Api, id: number, status: string, extra: object = {}) => {
    const res = await api.put(`/api/orders/${id}`, { status, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
  };

  it('customer and passenger follow the ride; the customer gets the DONE summary; the driver who moves it none', async () => {
    const ride = await buildOwnRide(t, p, {
      status: 'ACCEPTED_BY_DRIVER',
      clientPrice: 150_000,
      paymentType: 'CASH_DRIVER',
      vehicleId,
      date: soon(),
    });
    await step(p.driver.api, ride.id, 'ON_THE_WAY');
    const onTheWay = mailsTo(p.passenger)[0]!;
    expect(onTheWay.subject).toBe('Your driver is on the way');
    expect(onTheWay.text).toContain(`http://vozka.test/${ride.trackingSlug}/track-your-driver`);
    expect(onTheWay.text).toContain(p.driver.name);
    expect(mailsTo(p.customer)).toHaveLength(1);

    await step(p.driver.api, ride.id, 'ON_THE_PLACE');
    expect(mailsTo(p.passenger)[1]!.subject).toBe('Your driver is here');
    await step(p.driver.api, ride.id, 'OCCUPIED');
    expect(t.mail.messages).toHaveLength(4);
    await step(p.driver.api, ride.id, 'DONE');
    const summary = mailsTo(p.customer)[2]!;
    expect(summary.subject).toMatch(/^Summary of your ride on /);
    for (const part of [
      'Letiště Václava Havla',
      'Václavské náměstí',
      p.driver.name,
      'Škoda Superb, black, 1AB 2345',
      '1,500 Kč',
      'cash to the driver',
      'Ride finished',
    ])
      expect(summary.text).toContain(part);
    expect(summary.text).toContain('confirmation of a ride ordered through the Vozka app');
    expect(mailsTo(p.driver)).toHaveLength(0);
    expect(mailsTo(p.passenger)).toHaveLength(2);
  });

  it("the customer's passenger switches: tracking off, no on-the-way message for the passenger; a phone-only passenger gets an SMS", async () => {
    const customer = await buildUser(t.database, { role: 'CUSTOMER', language: 'cs', passengerAlerts: { tracking: false } });
    const passenger = await buildUser(t.database, {
      role: 'PASSENGER',
      clientId: customer.id,
      email: null,
      passwordHash: null,
      phone: '+420 777 111 222',
    });
    const quiet = await buildOwnRide(t, p, {
      status: 'ACCEPTED_BY_DRIVER',
      customerId: customer.id,
      passengerId: passenger.id,
      date: soon(),
    });
    await step(p.driver.api, quiet.id, 'ON_THE_WAY');
    expect((await deliveriesOf(quiet.id)).map((d) => [d.role, d.channel])).toEqual([['CUSTOMER', 'EMAIL']]);
    await step(p.driver.api, quiet.id, 'ON_THE_PLACE');
    const sms = (await deliveriesOf(quiet.id)).find((d) => d.channel === 'SMS')!;
    expect(sms).toMatchObject({ recipient: '+420 777 111 222', role: 'PASSENGER', kind: 'ON_THE_PLACE', language: 'cs' });
    expect(sms.text).toContain('na vás čeká na místě vyzvednutí');

    // One ride at a time: the first is finished before the driver sets off again.
    await step(p.driver.api, quiet.id, 'OCCUPIED');
    await step(p.driver.api, quiet.id, 'DONE');
    await t.database.db
      .update(users)
      .set({ passengerAlerts: { arrival: false } })
      .where(eq(users.id, customer.id));
    const second = await buildOwnRide(t, p, {
      status: 'ACCEPTED_BY_DRIVER',
      customerId: customer.id,
      passengerId: passenger.id,
      vehicleId,
      date: soon(),
    });
    await step(p.driver.api, second.id, 'ON_THE_WAY');
    await step(p.driver.api, second.id, 'ON_THE_PLACE');
    const texts = (await deliveriesOf(second.id)).filter((d) => d.channel === 'SMS');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toBe(
      `Vozka: Váš řidič ${p.driver.name} je na cestě (Škoda Superb, 1AB 2345). Sledujte ho zde: http://vozka.test/${second.trackingSlug}/track-your-driver`,
    );
  });

  it('a cancellation by the customer: dispatch, fleet and driver are told, the customer who cancelled is not', async () => {
    const ride = await buildOwnRide(t, p);
    await step(p.customer.api, ride.id, 'CANCELED_BY_CLIENT');
    expect(mailsTo(p.customer)).toHaveLength(0);
    for (const who of [p.admin, p.fm, p.driver]) expect(mailsTo(who)[0]!.subject).toMatch(/^Ride no\. \d+ on .+ was cancelled$/);
  });
});

describe('ride e-mails: safety', () => {
  it('escapes every user text in the HTML (a name like <a href=…> shows as text)', async () => {
    const customer = await buildUser(t.database, { role: 'CUSTOMER', name: '<a href=x>Mallory</a>' });
    const ride = await buildOwnRide(t, p, { customerId: customer.id, pickupNote: '<script>alert(1)</script>' });
    await p.admin.api.put(`/api/orders/${ride.id}`, { person: 5 });
    await settle();
    const [mail] = mailsTo(customer);
    expect(mail!.text).toContain('Hello <a href=x>Mallory</a>,');
    expect(mail!.html).toContain('Hello &lt;a href=x&gt;Mallory&lt;/a&gt;,');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).not.toContain('<a href=x>');
    expect(mail!.html).not.toContain('<script>');
  });

  it('the same job run again writes no delivery twice', async () => {
    const ride = await buildOwnRide(t, p);
    const job = rideEventJob({ database: t.database, jobs: t.app.jobs, publicUrl: 'http://vozka.test', clock: t.clock });
    const event: RideEventJob = {
      rideId: ride.id,
      kind: 'WRITE',
      created: false,
      at: t.clock.now().toISOString(),
      actorId: p.admin.id,
      statusBefore: 'PLANNED',
      statusAfter: 'PLANNED',
      changes: [{ field: 'person', oldValue: '1', newValue: '3' }],
    };
    const info = { id: `rerun-${ride.id}`, retryCount: 0, retryLimit: 11, lastTry: false };
    await job.handle(event, info);
    const first = await t.database.db
      .select()
      .from(deliveries)
      .where(like(deliveries.dedupeKey, `rerun-${ride.id}:%`));
    expect(first.length).toBe(3);
    await job.handle(event, { ...info, retryCount: 1 });
    expect(
      await t.database.db
        .select()
        .from(deliveries)
        .where(like(deliveries.dedupeKey, `rerun-${ride.id}:%`)),
    ).toHaveLength(3);
    await settle();
    expect(t.mail.messages).toHaveLength(3);
  });
});

describe('ride e-mails: the driver approaching', () => {
  it('APPROACHING (from the positions) tells the customer and the passenger, with the tracking link; not the driver', async () => {
    const ride = await buildOwnRide(t, p, { status: 'ON_THE_WAY', vehicleId });
    const job = rideEventJob({ database: t.database, jobs: t.app.jobs, publicUrl: 'http://vozka.test', clock: t.clock });
    const event: RideEventJob = {
      rideId: ride.id,
      kind: 'APPROACHING',
      created: false,
      at: t.clock.now().toISOString(),
      actorId: p.driver.id,
      statusBefore: 'ON_THE_WAY',
      statusAfter: 'ON_THE_WAY',
      changes: [],
    };
    await job.handle(event, { id: `approaching-${ride.id}`, retryCount: 0, retryLimit: 11, lastTry: false });
    await settle();
    for (const who of [p.customer, p.passenger]) {
      const [mail, ...more] = mailsTo(who);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe('Your driver is almost there');
      expect(mail!.text).toContain(`http://vozka.test/${ride.trackingSlug}/track-your-driver`);
    }
    expect(t.mail.messages).toHaveLength(2);
  });
});

describe('GET /api/orders/{id}/send-notification', () => {
  it('every situation × role renders in cs and en with a real ride (subject, text, HTML)', { timeout: 120_000 }, async () => {
    const ride = await buildOwnRide(t, p, {
      status: 'DONE',
      clientPrice: 99_000,
      driverPrice: 70_000,
      paymentType: 'ONLINE',
      vehicleId,
      flightNumber: 'OK 123',
    });
    const byRole: Record<Role, { email: string | null; id: number }> = {
      ADMIN: p.admin,
      FLEET_MANAGER: p.fm,
      DRIVER: p.driver,
      CUSTOMER: p.customer,
      PASSENGER: p.passenger,
    };
    for (const lang of ['cs', 'en'] as const) {
      for (const u of Object.values(byRole)) await t.database.db.update(users).set({ language: lang }).where(eq(users.id, u.id));
      for (const action of NOTIFICATION_SITUATIONS)
        for (const role of ROLES) {
          const res = await p.admin.api.get(`/api/orders/${ride.id}/send-notification?action=${action}&role=${role}`);
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toEqual({ queued: 1, skipped: 0 });
        }
    }
    const sent = await deliveriesOf(ride.id);
    expect(sent).toHaveLength(2 * NOTIFICATION_SITUATIONS.length * ROLES.length);
    const subjects = new Map<string, string>();
    for (const d of sent) {
      const role = d.role as Role;
      const lang = d.language;
      expect(d.recipient).toBe(byRole[role].email);
      expect(d.subject!.length).toBeGreaterThan(10);
      expect(d.text).toContain(lang === 'cs' ? 'Dobrý den' : 'Hello');
      expect(d.text).toContain(String(ride.id));
      expect(d.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(d.html).toContain(escapeHtml(d.subject!));
      const staff = role === 'ADMIN' || role === 'FLEET_MANAGER' || role === 'DRIVER';
      expect(d.text.includes(`/manage/drives/${ride.id}`)).toBe(staff);
      expect(d.text.includes('/check-payment/')).toBe(!staff && d.kind !== 'CANCELED');
      // 990 Kč is the client price: never in a driver's e-mail.
      if (role === 'DRIVER') expect(`${d.text}${d.html}`).not.toMatch(/990|check-payment|my-drive/);
      subjects.set(`${lang}:${d.kind}:${role}`, d.subject!);
      if (d.kind === 'DONE' && role === 'CUSTOMER') writeFileSync(`/tmp/vozka-ride-done-${lang}.html`, d.html!);
    }
    for (const action of NOTIFICATION_SITUATIONS)
      for (const role of ROLES) expect(subjects.get(`cs:${action}:${role}`)).not.toBe(subjects.get(`en:${action}:${role}`));
    expect(subjects.get('cs:DONE:CUSTOMER')).toMatch(/^Shrnutí vaší jízdy z /);
    expect(subjects.get('en:ON_THE_PLACE:PASSENGER')).toBe('Your driver is here');
    // And they all reach the SMTP server, HTML and text.
    await settle();
    expect(t.mail.messages).toHaveLength(sent.length);
    expect(t.mail.messages.every((m) => m.html?.startsWith('<!doctype html>') && m.text.includes('Vozka'))).toBe(true);
  });

  it('unknown action or role 400 with its message, unknown ride 404, a driver 403, another fleet 404', async () => {
    const ride = await buildOwnRide(t, p);
    const bad = await p.admin.api.get(`/api/orders/${ride.id}/send-notification?action=NOPE&role=CUSTOMER`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'NOTIFICATION_ACTION_UNKNOWN' });
    const role = await p.admin.api.get(`/api/orders/${ride.id}/send-notification?action=CHANGE&role=BOSS`);
    expect(role.statusCode).toBe(400);
    expect(role.json()).toMatchObject({ code: 'NOTIFICATION_ROLE_UNKNOWN' });
    expect((await p.admin.api.get(`/api/orders/${ride.id}/send-notification?role=CUSTOMER`)).statusCode).toBe(400);
    expect((await p.admin.api.get('/api/orders/999999/send-notification?action=CHANGE&role=CUSTOMER')).statusCode).toBe(404);
    expect((await p.driver.api.get(`/api/orders/${ride.id}/send-notification?action=CHANGE&role=CUSTOMER`)).statusCode).toBe(403);
    expect((await p.otherFm.api.get(`/api/orders/${ride.id}/send-notification?action=CHANGE&role=CUSTOMER`)).statusCode).toBe(404);
    const fleet = await p.fm.api.get(`/api/orders/${ride.id}/send-notification?action=ON_THE_WAY&role=PASSENGER`);
    expect(fleet.json()).toEqual({ queued: 1, skipped: 0 });
    const nobody = await buildRide(t.database, { status: 'NEW' });
    expect((await p.admin.api.get(`/api/orders/${nobody.id}/send-notification?action=CHANGE&role=DRIVER`)).json()).toEqual({
      queued: 0,
      skipped: 0,
    });
    await settle();
    const [row] = await t.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.rideId, ride.id), eq(deliveries.kind, 'ON_THE_WAY')));
    expect(row).toMatchObject({ role: 'PASSENGER', createdBy: p.fm.id, status: 'SENT' });
  });
});
