import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Report, ReportSummary } from '@vozka/domain';
import { useRideApp, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { billedRide, createReport, reportOf } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
useRideApp((app, people) => {
  t = app;
  p = people;
});

const WEEK = { from: '2026-03-02', to: '2026-03-08' };
let driverReport: Report;

beforeAll(async () => {
  await billedRide(t, p, new Date('2026-03-03T09:00:00Z'));
  await billedRide(t, p, new Date('2026-03-05T15:00:00Z'), { paymentType: 'CASH_DRIVER' });
  await billedRide(t, p, new Date('2026-03-04T10:00:00Z'), { driverId: p.otherDriver.id, fleetManagerId: p.otherFm.id });
  driverReport = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, ...WEEK });
});

describe('POST /api/reports', () => {
  it("answers 201 the report with its lines: the driver's rides of the week, totals the sums of the lines", () => {
    expect(driverReport).toMatchObject({
      type: 'DRIVER_TYPE',
      user: { id: p.driver.id, name: 'David Řidič' },
      from: WEEK.from,
      to: WEEK.to,
      checked: false,
      emailSent: false,
      subject: null,
      status: 'NEW',
      vatPercent: 21,
      priceWithoutVat: 1600,
      priceWithVat: 1936,
      lineCount: 2,
      abilities: { download: true, check: true, notify: true, delete: true, dispute: true },
    });
    expect(driverReport.generatedAt).toBe('2026-11-20T10:00:00+01:00');
    expect(driverReport.lines.map((l) => [l.counterpart, l.paymentType, l.priceWithoutVat, l.priceWithVat])).toEqual([
      ['Klára Zákaznice', 'INVOICE', 800, 968],
      ['Klára Zákaznice', 'CASH_DRIVER', 800, 968],
    ]);
    expect(driverReport.lines[0]).toMatchObject({
      date: '2026-03-03T10:00:00+01:00',
      route: 'Letiště Václava Havla, Terminál 1 → Václavské náměstí 1, Praha 1',
    });
  });

  it('without a user: 400 "No driver selected"; without a date: 400 "No start or end date selected" (cs too)', async () => {
    const noUser = await createReport(p.admin, { type: 'DRIVER_TYPE', ...WEEK });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json()).toMatchObject({ code: 'NO_DRIVER_SELECTED', message: 'No driver selected' });
    const zeroUser = await createReport(p.admin, { type: 'DRIVER_TYPE', userId: 0, ...WEEK });
    expect(zeroUser.json()).toMatchObject({ code: 'NO_DRIVER_SELECTED' });
    const noDate = await createReport(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: WEEK.from });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toMatchObject({ code: 'NO_DATES_SELECTED', message: 'No start or end date selected' });
    const cs = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { authorization: `Bearer ${p.admin.token}`, 'accept-language': 'cs' },
      payload: { type: 'DRIVER_TYPE', userId: p.driver.id, to: WEEK.to },
    });
    expect(cs.json()).toMatchObject({ message: 'Není vybráno datum začátku nebo konce' });
    const reversed = await createReport(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: WEEK.to, to: WEEK.from });
    expect(reversed.json()).toMatchObject({ code: 'REPORT_DATES_ORDER' });
    const badDate = await createReport(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-02-30', to: WEEK.to });
    expect(badDate.statusCode).toBe(400);
    const wrongRole = await createReport(p.admin, { type: 'DRIVER_TYPE', userId: p.customer.id, ...WEEK });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json()).toMatchObject({ code: 'REPORT_USER_INVALID' });
    const badType = await createReport(p.admin, { type: 'NOPE' as 'DRIVER_TYPE', userId: p.driver.id, ...WEEK });
    expect(badType.statusCode).toBe(400);
  });

  it("a fleet manager makes its drivers' and its own fleet report; another fleet's is 404, a customer report 403", async () => {
    expect((await createReport(p.fm, { type: 'DRIVER_TYPE', userId: p.driver.id, ...WEEK })).statusCode).toBe(201);
    const fleet = await reportOf(p.fm, { type: 'FLEET_TYPE', userId: p.fm.id, ...WEEK });
    expect(fleet.lines.map((l) => l.counterpart)).toEqual(['David Řidič', 'David Řidič']);
    expect((await createReport(p.fm, { type: 'DRIVER_TYPE', userId: p.otherDriver.id, ...WEEK })).statusCode).toBe(404);
    expect((await createReport(p.fm, { type: 'FLEET_TYPE', userId: p.otherFm.id, ...WEEK })).statusCode).toBe(404);
    expect((await createReport(p.fm, { type: 'CUSTOMER_TYPE', userId: p.customer.id, ...WEEK })).statusCode).toBe(403);
    expect((await createReport(p.driver, { type: 'DRIVER_TYPE', userId: p.driver.id, ...WEEK })).statusCode).toBe(403);
    expect((await createReport(p.customer, { type: 'CUSTOMER_TYPE', userId: p.customer.id, ...WEEK })).statusCode).toBe(403);
  });
});

describe('GET /api/reports', () => {
  const list = async (who: RidePeople[keyof RidePeople], query = '') => {
    const answer = await who.api.get(`/api/reports${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Page<ReportSummary>>();
  };

  it('sorts by generation time (desc by default, asc on request), narrows by type and user, pages', async () => {
    t.clock.advance(60_000);
    const customer = await reportOf(p.admin, { type: 'CUSTOMER_TYPE', userId: p.customer.id, ...WEEK });
    t.clock.advance(60_000);
    const other = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.otherDriver.id, ...WEEK });
    const desc = await list(p.admin, '?type=');
    expect(desc.objects[0]?.id).toBe(other.id);
    expect(desc.objects[1]?.id).toBe(customer.id);
    const asc = await list(p.admin, '?sort=generatedAt,asc');
    expect(asc.objects[0]?.id).toBe(driverReport.id);
    expect(asc.objects.map((r) => r.generatedAt)).toEqual([...asc.objects.map((r) => r.generatedAt)].sort());
    expect((await list(p.admin, '?type=CUSTOMER_TYPE')).objects.map((r) => r.id)).toEqual([customer.id]);
    expect((await list(p.admin, `?userId=${p.otherDriver.id}`)).objects.map((r) => r.id)).toEqual([other.id]);
    const paged = await list(p.admin, '?size=1&page=1');
    expect(paged.objects).toHaveLength(1);
    expect(paged.totalPages).toBe(desc.objects.length);
    expect((await p.admin.api.get('/api/reports?sort=date')).statusCode).toBe(400);
  });

  it('each reads only its own: the driver its driver reports, the customer its customer reports, the fleet manager its fleet', async () => {
    const mine = await list(p.driver);
    expect(mine.objects.length).toBeGreaterThan(0);
    expect(mine.objects.every((r) => r.user.id === p.driver.id && r.type === 'DRIVER_TYPE')).toBe(true);
    expect(mine.objects[0]?.abilities).toEqual({ download: true, check: false, notify: false, delete: false, dispute: true });
    expect((await list(p.otherDriver)).objects.every((r) => r.user.id === p.otherDriver.id)).toBe(true);
    expect((await list(p.customer)).objects.every((r) => r.user.id === p.customer.id && r.type === 'CUSTOMER_TYPE')).toBe(true);
    expect((await list(p.otherCustomer)).objects).toEqual([]);
    const fleet = await list(p.fm);
    expect(fleet.objects.every((r) => r.user.id === p.driver.id || r.user.id === p.fm.id)).toBe(true);
    expect(fleet.objects.some((r) => r.type === 'FLEET_TYPE')).toBe(true);
    expect((await p.passenger.api.get('/api/reports')).statusCode).toBe(403);
  });
});

describe('GET, PUT, DELETE /api/reports/{id}', () => {
  it("the driver reads its own report; another driver's, another fleet manager's and a customer's are 404", async () => {
    expect((await p.driver.api.get(`/api/reports/${driverReport.id}`)).json()).toMatchObject({ id: driverReport.id });
    expect((await p.fm.api.get(`/api/reports/${driverReport.id}`)).statusCode).toBe(200);
    for (const who of [p.driver2, p.otherDriver, p.otherFm, p.customer])
      expect((await who.api.get(`/api/reports/${driverReport.id}`)).statusCode).toBe(404);
    expect((await p.admin.api.get('/api/reports/999999')).statusCode).toBe(404);
  });

  it('ADMIN checks (NEW → CHECKED) and sets a status; the driver only disputes its own, with a note', async () => {
    const report = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, ...WEEK });
    const put = (who: RidePeople[keyof RidePeople], body: object) => who.api.put(`/api/reports/${report.id}`, body);
    const checked = await put(p.admin, { checked: true });
    expect(checked.json()).toMatchObject({ checked: true, status: 'CHECKED' });
    expect((await put(p.driver, { status: 'DISPUTED' })).json()).toMatchObject({ code: 'REPORT_NOTE_REQUIRED' });
    expect((await put(p.driver, { status: 'PAID' })).json()).toMatchObject({ code: 'REPORT_DISPUTE_ONLY' });
    expect((await put(p.driver, { checked: false, status: 'DISPUTED', note: 'x' })).statusCode).toBe(403);
    expect((await put(p.fm, { checked: false })).statusCode).toBe(403);
    expect((await put(p.driver2, { status: 'DISPUTED', note: 'not mine' })).statusCode).toBe(404);
    const disputed = await put(p.driver, { status: 'DISPUTED', note: 'Jízda 5. 3. byla zrušena.' });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json()).toMatchObject({ status: 'DISPUTED', disputeNote: 'Jízda 5. 3. byla zrušena.', checked: true });
    expect((await put(p.admin, { status: 'PAID' })).json()).toMatchObject({ status: 'PAID' });
    expect((await put(p.admin, { status: 'LOST' })).statusCode).toBe(400);
  });

  it('ADMIN deletes (204, then 404); nobody else may', async () => {
    const report = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, ...WEEK });
    for (const who of [p.fm, p.driver]) expect((await who.api.del(`/api/reports/${report.id}`)).statusCode).toBe(403);
    expect((await p.admin.api.del(`/api/reports/${report.id}`)).statusCode).toBe(204);
    expect((await p.admin.api.get(`/api/reports/${report.id}`)).statusCode).toBe(404);
    expect((await p.admin.api.del(`/api/reports/${report.id}`)).statusCode).toBe(404);
  });
});
