import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliveries } from '../../db/schema/index.ts';
import { buildUser, type TestApp } from '../../test/test-app.ts';
import { buildOwnRide, type RidePeople } from '../rides/test-support.ts';
import { useRideMailsApp } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
let vehicleId: number;
const { settle, mailsTo, eventJob, rideEvent } = useRideMailsApp(
  (app, people, vehicle) => ((t = app), (p = people), (vehicleId = vehicle)),
);

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
    const job = eventJob();
    const event = rideEvent(ride.id, 'WRITE', p.admin.id, 'PLANNED', [{ field: 'person', oldValue: '1', newValue: '3' }]);
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
    const event = rideEvent(ride.id, 'APPROACHING', p.driver.id, 'ON_THE_WAY');
    await eventJob().handle(event, { id: `approaching-${ride.id}`, retryCount: 0, retryLimit: 11, lastTry: false });
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
