import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInPrague, type ExpiringDocument } from '@vozka/domain';
import { vehicles } from '../../db/schema/index.ts';
import { buildUser, login, startTestApp } from '../../test/test-app.ts';
import { insertTestFile } from '../files/test-support.ts';
import { TEST_START } from '../../test/test-clock.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
// The app's "today": its test clock stands at TEST_START in this file.
const today = todayInPrague(TEST_START);
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await startTestApp();
  const make = async (key: string, overrides: Parameters<typeof buildUser>[1]) => {
    const row = await buildUser(t.database, overrides);
    ids[key] = row.id;
    tokens[key] = await login(t.app, row.email!);
    return row;
  };
  await make('admin', { role: 'ADMIN' });
  const fm = await make('fm', { role: 'FLEET_MANAGER' });
  const otherFm = await make('otherFm', { role: 'FLEET_MANAGER' });
  await make('driver', { role: 'DRIVER', name: 'Jan Řidič', fleetManagerId: fm.id });
  await make('otherDriver', { role: 'DRIVER', fleetManagerId: otherFm.id });

  const vehicle = async (plate: string, fleetManagerId: number, technical: string | null, insurance: string | null) => {
    const [row] = await t.database.db
      .insert(vehicles)
      .values({
        brand: 'Skoda',
        model: 'Superb',
        registrationPlate: plate,
        fleetManagerId,
        technicalInspectionValidUntil: technical,
        insuranceValidUntil: insurance,
      })
      .returning({ id: vehicles.id });
    return row!.id;
  };
  ids.own = await vehicle('1OWN001', fm.id, day(-5), day(10));
  ids.ownLater = await vehicle('1OWN002', fm.id, day(31), day(30));
  ids.foreign = await vehicle('1FOR001', otherFm.id, null, day(3));
  ids.driverFile = await insertTestFile(t.database, { userId: ids.driver! }, 'DRIVING_LICENSE', today);
  ids.foreignDriverFile = await insertTestFile(t.database, { userId: ids.otherDriver! }, 'TAXI_LICENSE', day(-1));
  ids.vehicleFileLater = await insertTestFile(t.database, { vehicleId: ids.own }, 'INSURANCE', day(60));
  await insertTestFile(t.database, { userId: ids.driver! }, 'PHOTO_FACE', null);
});
afterAll(async () => {
  await t.close();
});

function expiring(who: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/documents/expiring${query}`, headers: { authorization: `Bearer ${tokens[who]}` } });
}
const summary = (list: ExpiringDocument[]) => list.map((d) => [d.kind, d.vehicle?.id ?? d.user?.id, d.validUntil, d.expired]);

describe('GET /api/documents/expiring', () => {
  it('ADMIN sees past and coming dates within 30 days, oldest first; later ones are left out', async () => {
    const res = await expiring('admin');
    expect(res.statusCode).toBe(200);
    expect(summary(res.json())).toEqual([
      ['TECHNICAL_INSPECTION', ids.own, day(-5), true],
      ['FILE', ids.otherDriver, day(-1), true],
      ['FILE', ids.driver, today, false],
      ['INSURANCE', ids.foreign, day(3), false],
      ['INSURANCE', ids.own, day(10), false],
      ['INSURANCE', ids.ownLater, day(30), false],
    ]);
  });

  it('describes each entry fully', async () => {
    const list: ExpiringDocument[] = (await expiring('admin')).json();
    expect(list.find((d) => d.fileId === ids.driverFile)).toEqual({
      kind: 'FILE',
      validUntil: today,
      expired: false,
      vehicle: null,
      user: { id: ids.driver, name: 'Jan Řidič' },
      fileId: ids.driverFile,
      fileType: 'DRIVING_LICENSE',
    });
    expect(list.find((d) => d.kind === 'TECHNICAL_INSPECTION')).toEqual({
      kind: 'TECHNICAL_INSPECTION',
      validUntil: day(-5),
      expired: true,
      vehicle: { id: ids.own, registrationPlate: '1OWN001' },
      user: null,
      fileId: null,
      fileType: null,
    });
  });

  it('a longer horizon brings later dates in', async () => {
    const list: ExpiringDocument[] = (await expiring('admin', '?days=60')).json();
    expect(list.map((d) => d.fileId)).toContain(ids.vehicleFileLater);
    expect(list.some((d) => d.kind === 'TECHNICAL_INSPECTION' && d.vehicle?.id === ids.ownLater)).toBe(true);
    expect(summary((await expiring('admin', '?days=0')).json()).map((s) => s[2])).toEqual([day(-5), day(-1), today]);
  });

  it('a fleet manager sees only its vehicles and its drivers', async () => {
    expect(summary((await expiring('fm')).json())).toEqual([
      ['TECHNICAL_INSPECTION', ids.own, day(-5), true],
      ['FILE', ids.driver, today, false],
      ['INSURANCE', ids.own, day(10), false],
      ['INSURANCE', ids.ownLater, day(30), false],
    ]);
    expect(summary((await expiring('otherFm')).json())).toEqual([
      ['FILE', ids.otherDriver, day(-1), true],
      ['INSURANCE', ids.foreign, day(3), false],
    ]);
  });

  it('refuses drivers and bad horizons', async () => {
    expect((await expiring('driver')).statusCode).toBe(403);
    for (const q of ['?days=abc', '?days=-1', '?days=1.5', '?days=100000']) expect((await expiring('admin', q)).statusCode).toBe(400);
  });
});
