import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayInPrague } from '@vozka/domain';
import { DELIVER_JOB } from '../../adapters/outbox/outbox.ts';
import { deliveries, documentReminders, users, vehicles } from '../../db/schema/index.ts';
import { buildUser, PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { useQueueApp } from './test-support.ts';
import { TEST_START } from '../../test/test-clock.ts';
import type { RidePeople } from '../rides/test-support.ts';
import { DOCUMENT_EXPIRY_JOB, stepFor } from './document-expiry.job.ts';
import { insertFile } from '../files/files.repository.ts';

let t: TestApp;
let p: RidePeople;

useQueueApp((app, people) => ((t = app), (p = people)));

const DAY = 86_400_000;

/** The daily job as its schedule would start it, then its e-mails. */
async function runDaily() {
  await t.app.jobs.send(t.database.db, DOCUMENT_EXPIRY_JOB, {});
  await t.app.jobs.drain([DOCUMENT_EXPIRY_JOB]);
  await t.app.jobs.drain([DELIVER_JOB]);
}

const sent = async () =>
  (await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'DOCUMENT_EXPIRY'))).map((d) => ({
    to: d.userId,
    subject: d.subject,
    status: d.status,
    language: d.language,
  }));

describe('stepFor', () => {
  it('answers the step a document is in: 30, 7 or 1 days before, nothing further or after', () => {
    expect([40, 31, 30, 8, 7, 6, 2, 1, 0, -1].map(stepFor)).toEqual([null, null, 30, 30, 7, 7, 7, 1, 1, null]);
  });
});

describe('the daily document expiry job (issue 14 §8)', () => {
  it("e-mails the ADMINs and the document's fleet manager once per document and step, making up a missed step", async () => {
    t.clock.set(TEST_START);
    const today = todayInPrague(TEST_START);
    await t.database.db.update(users).set({ language: 'cs' }).where(eq(users.id, p.fm.id));
    const [own] = await t.database.db
      .insert(vehicles)
      .values({
        brand: 'Škoda',
        model: 'Superb',
        registrationPlate: '1AB 2345',
        fleetManagerId: p.fm.id,
        technicalInspectionValidUntil: addDays(today, 30),
        insuranceValidUntil: addDays(today, 6),
      })
      .returning();
    const [other] = await t.database.db
      .insert(vehicles)
      .values({
        brand: 'VW',
        model: 'Passat',
        registrationPlate: '9XY 0001',
        fleetManagerId: p.otherFm.id,
        insuranceValidUntil: addDays(today, 45),
      })
      .returning();
    const licence = await insertFile(t.database.db, {
      userId: p.driver.id,
      type: 'DRIVING_LICENSE',
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      data: Buffer.from('%PDF'),
      validUntil: addDays(today, 31),
    });

    await runDaily();
    const first = await sent();
    // The inspection (30 days) and the insurance (6 days: the 7-day step, its day missed) of the fleet's vehicle.
    expect(first).toHaveLength(4);
    expect(first.filter((d) => d.to === p.fm.id).map((d) => d.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Technická kontrola – platnost končí /),
        expect.stringMatching(/^Pojištění – platnost končí /),
      ]),
    );
    expect(first.filter((d) => d.to === p.admin.id)).toHaveLength(2);
    expect(first.some((d) => d.to === p.otherFm.id)).toBe(false);
    expect(first.every((d) => d.status === 'SENT')).toBe(true);
    const mail = await t.mail.waitFor((m) => m.to.includes(p.fm.email!) && m.subject.startsWith('Pojištění'));
    expect(mail.text).toContain('platnost dokladu končí za 6 dní');
    expect(mail.text).toContain('1AB 2345');
    expect(mail.text).toContain(`${PUBLIC_URL}/manage/documents`);

    // The same day again (a second run, or a second instance): nothing more.
    await runDaily();
    expect(await sent()).toHaveLength(4);

    // Next day: the driver's licence enters its 30-day step (its fleet manager and the ADMIN hear of it);
    // the insurance, 5 days left, stays in the step already sent.
    t.clock.set(new Date(TEST_START.getTime() + DAY));
    await runDaily();
    const second = await sent();
    expect(second).toHaveLength(6);
    expect(second.slice(4).map((d) => [d.to, d.subject])).toEqual(
      expect.arrayContaining([
        [p.fm.id, expect.stringMatching(/^Řidičský průkaz – platnost končí /)],
        [p.admin.id, expect.stringMatching(/^Driving licence expires on /)],
      ]),
    );

    // Five days later the insurance has 1 day left: its last step, once; the other fleet's insurance is still far.
    t.clock.set(new Date(TEST_START.getTime() + 5 * DAY));
    await runDaily();
    await runDaily();
    const third = await sent();
    expect(third).toHaveLength(8);
    expect(third.slice(6).map((d) => d.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Pojištění/), expect.stringMatching(/^Insurance/)]),
    );
    const rows = await t.database.db.select().from(documentReminders);
    expect(rows.map((r) => [r.documentKey, r.step]).sort()).toEqual(
      [
        [`file:${licence.id}`, 30],
        [`vehicle:${own!.id}:inspection`, 30],
        [`vehicle:${own!.id}:insurance`, 1],
        [`vehicle:${own!.id}:insurance`, 7],
      ].sort(),
    );
    expect(rows.some((r) => r.documentKey.startsWith(`vehicle:${other!.id}`))).toBe(false);

    // A renewed document (a new date) starts its steps again.
    await t.database.db
      .update(vehicles)
      .set({ insuranceValidUntil: addDays(today, 5 + 20) })
      .where(eq(vehicles.id, own!.id));
    await runDaily();
    expect(await sent()).toHaveLength(10);
    t.clock.set(TEST_START);
  });

  it('leaves out deleted drivers and inactive vehicles', async () => {
    t.clock.set(TEST_START);
    const today = todayInPrague(TEST_START);
    const before = (await sent()).length;
    const gone = await buildUser(t.database, { role: 'DRIVER', fleetManagerId: p.fm.id, deletedAt: TEST_START });
    await insertFile(t.database.db, {
      userId: gone.id,
      type: 'TAXI_LICENSE',
      name: 'taxi.pdf',
      mimeType: 'application/pdf',
      data: Buffer.from('%PDF'),
      validUntil: addDays(today, 7),
    });
    await t.database.db.insert(vehicles).values({
      brand: 'Kia',
      model: 'Ceed',
      registrationPlate: '5ZZ 5555',
      fleetManagerId: p.fm.id,
      active: false,
      insuranceValidUntil: addDays(today, 7),
    });
    await runDaily();
    expect((await sent()).length).toBe(before);
  });
});
