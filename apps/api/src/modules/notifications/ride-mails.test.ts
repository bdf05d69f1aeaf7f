import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { buildUser, type TestApp } from '../../test/test-app.ts';
import { buildOwnRide, TWO_STOPS, type Api, type RidePeople } from '../rides/test-support.ts';
import { useRideMailsApp } from './test-support.ts';

// The e-mails of ride writes (and the status steps); the fan-out job itself and the safety of what is sent
// are in ride-mails-jobs.test.ts, the send-notification preview in send-notification.test.ts.
let t: TestApp;
let p: RidePeople;
let vehicleId: number;
const { settle, mailsTo, soon, deliveriesOf } = useRideMailsApp((app, people, vehicle) => ((t = app), (p = people), (vehicleId = vehicle)));

const threeStops = [
  { address: 'Letiště Václava Havla, Terminál 2', lat: 50.1, lng: 14.26 },
  { address: 'Hotel Pařížská 30, Praha 1', lat: 50.09, lng: 14.42 },
  { address: 'Kongresové centrum Praha', lat: 50.06, lng: 14.43 },
];

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
    // The notes whole: a random link token may hold three capitals such as "DSP" (it did once).
    for (const secret of ['900 Kč', 'Driver price', 'Dispatch-note-DSP', 'Zvonek Novák-DRV'])
      expect(customerMail!.text).not.toContain(secret);
    expect(customerMail!.text).toContain(`http://vozka.test/check-payment/drive/${ride.paymentSecret}`);
    expect(customerMail!.text).toContain(`http://vozka.test/my-drive/${ride.secretIdent}`);
    expect(customerMail!.html).toContain('Kongresové centrum Praha');

    const [driverMail, ...moreDriver] = mailsTo(p.driver);
    expect(moreDriver).toHaveLength(0);
    for (const part of ['Date and time', 'Persons', 'Route', 'Driver price', '900 Kč', 'Zvonek Novák-DRV'])
      expect(driverMail!.text).toContain(part);
    for (const secret of ['1,250', '1,000', 'Client-note-CLI', 'Dispatch-note-DSP', 'check-payment', 'my-drive', ride.paymentSecret])
      expect(`${driverMail!.text}${driverMail!.html}`).not.toContain(secret);
    expect(driverMail!.text).toContain(`http://vozka.test/manage/drives/${ride.id}`);

    const [fleetMail, ...moreFleet] = mailsTo(p.fm);
    expect(moreFleet).toHaveLength(0);
    for (const part of ['1,250 Kč', '900 Kč', 'Dispatch-note-DSP', 'Client-note-CLI', 'Zvonek Novák-DRV'])
      expect(fleetMail!.text).toContain(part);

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
