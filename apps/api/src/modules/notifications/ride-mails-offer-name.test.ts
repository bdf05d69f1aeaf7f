import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, vehicleOffers } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { buildOwnRide, type RidePeople } from '../rides/test-support.ts';
import { useRideMailsApp } from './test-support.ts';

// Issue 17 §13: a ride e-mail names the vehicle offer in its recipient's language.
let t: TestApp;
let p: RidePeople;
let vehicleId: number;
const { settle, mailsTo } = useRideMailsApp((app, people, vehicle) => ((t = app), (p = people), (vehicleId = vehicle)));

describe('ride e-mails: the vehicle offer', () => {
  it("is named in each recipient's language, the Czech name when the offer has no English one", async () => {
    const { db } = t.database;
    await db.update(users).set({ language: 'en' }).where(eq(users.id, p.customer.id));
    await db.update(users).set({ language: 'cs' }).where(eq(users.id, p.driver.id));
    const [sedan] = await db.insert(vehicleOffers).values({ name: 'Ekonomický sedan', nameEn: 'Economy sedan', persons: 4 }).returning();
    const [bus] = await db.insert(vehicleOffers).values({ name: 'Autobus', persons: 40 }).returning();
    const ride = await buildOwnRide(t, p, { vehicleId, vehicleOfferId: sedan!.id });

    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { date: '2031-06-01T10:30:00.000Z' })).statusCode).toBe(200);
    await settle();
    expect(mailsTo(p.customer).at(-1)!.text).toContain('Economy sedan');
    expect(mailsTo(p.driver).at(-1)!.text).toContain('Ekonomický sedan');

    // A change of the offer names both the old and the new one in the recipient's language.
    expect((await p.admin.api.put(`/api/orders/${ride.id}`, { vehicleOfferId: bus!.id })).statusCode).toBe(200);
    await settle();
    const customerMail = mailsTo(p.customer).at(-1)!.text;
    expect(customerMail).toContain('Autobus');
    expect(customerMail).not.toContain('Ekonomický');
  });
});
