import { describe, expect, it } from 'vitest';
import { randomToken } from '../../shared/crypto.ts';
import { rideStops, rides } from '../../db/schema/index.ts';
import { apiAs, buildOwnRide, buildRide, useRideApp, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { exportAs, listIds } from './test-helpers.ts';
import { EXPORT_PAGE_SIZE } from './ride-export.service.ts';

let t: TestApp;
let p: RidePeople;
const YEAR = 'dateFrom=2038-01-01_00:00:00&dateTo=2038-12-31_23:59:59';
const BULK = EXPORT_PAGE_SIZE + 205;
let otherFleetRide: number;

/** `n` rides of the first fleet in one statement, on a handful of dates (ties test the keyset's id order). */
async function bulkRides(n: number) {
  const values = Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2038, 2, 1 + (i % 7), 8));
    return {
      secretIdent: randomToken(),
      status: i % 3 === 0 ? 'DONE' : 'UNCONFIRMED',
      date,
      busyUntil: new Date(date.getTime() + 3_600_000),
      fleetManagerId: p.fm.id,
      customerId: i % 2 === 0 ? p.customer.id : p.otherCustomer.id,
      clientPrice: 100_00 + i,
      driverPrice: 80_00,
    };
  });
  const inserted = await t.database.db.insert(rides).values(values).returning({ id: rides.id });
  await t.database.db
    .insert(rideStops)
    .values(inserted.flatMap(({ id }) => [0, 1].map((position) => ({ rideId: id, position, address: `Stop ${position} of ${id}` }))));
}

useRideApp((app, people) => {
  t = app;
  p = people;
});

describe('GET /api/orders/export: who asks which variant', () => {
  it('answers 200 for the variants a role may ask and 403 with a reason for the others', async () => {
    const mayAsk: [RidePeople['admin'], string[]][] = [
      [p.admin, ['admin', 'fleet', 'client']],
      [p.fm, ['fleet']],
      [p.driver, ['fleet']],
      [p.customer, ['client']],
      [p.passenger, []],
    ];
    for (const [who, allowed] of mayAsk) {
      for (const variant of ['admin', 'fleet', 'client']) {
        const res = await who.api.get(`/api/orders/export?for=${variant}`);
        expect(res.statusCode, `${who.name} ${variant}`).toBe(allowed.includes(variant) ? 200 : 403);
        if (res.statusCode === 403) expect(res.json<{ message: string }>().message).toBeTruthy();
      }
    }
  });

  it('answers 400 for a missing or unknown variant and a bad filter', async () => {
    expect((await p.admin.api.get('/api/orders/export')).statusCode).toBe(400);
    expect((await p.admin.api.get('/api/orders/export?for=driver')).statusCode).toBe(400);
    expect((await p.admin.api.get('/api/orders/export?for=admin&dateFrom=yesterday')).statusCode).toBe(400);
  });
});

describe('GET /api/orders/export: columns per audience', () => {
  // The callers' language is English (the factory's users); the next test asks in Czech.
  it('gives ADMIN every column, a fleet file no client price, a client file no driver price or notes', async () => {
    await buildOwnRide(t, p, { date: new Date('2038-05-05T08:00:00Z'), clientPrice: 1500_00, driverPrice: 1000_00, driverNote: 'gate 4' });
    const admin = await exportAs(p.admin.api, `for=admin&${YEAR}`);
    expect(admin.header).toEqual(
      expect.arrayContaining([
        'Price for the client',
        'Price for the driver',
        'Note for the driver',
        'Dispatching note',
        "Passenger's e-mail",
      ]),
    );
    const fleet = await exportAs(p.fm.api, `for=fleet&${YEAR}`);
    expect(fleet.header).toEqual(expect.arrayContaining(['Price for the driver', 'Note for the driver', 'Dispatching note']));
    expect(fleet.header).not.toEqual(expect.arrayContaining(['Price for the client']));
    expect(fleet.header).not.toContain("Passenger's e-mail");
    const driver = await exportAs(p.driver.api, `for=fleet&${YEAR}`);
    expect(driver.header).toContain('Price for the driver');
    expect(driver.header).not.toContain('Price for the client');
    expect(driver.header).not.toContain('Dispatching note');
    const client = await exportAs(p.customer.api, `for=client&${YEAR}`);
    expect(client.header).toContain('Price for the client');
    for (const hidden of ['Price for the driver', 'Note for the driver', 'Dispatching note']) expect(client.header).not.toContain(hidden);
    expect(client.data[0]?.getCell(client.column('Price for the client')).value).toBe(1500);
    expect(client.sheet.name).toBe('Rides');
  });

  it('writes the sheet name and the header in Czech for a Czech caller', async () => {
    const file = await exportAs(apiAs(t, p.customer.token, { 'accept-language': 'cs' }), `for=client&${YEAR}`);
    expect(file.sheet.name).toBe('Jízdy');
    expect(file.header.slice(0, 3)).toEqual(['Číslo jízdy', 'Datum a čas', 'Stav']);
    expect(file.header).toContain('Cena pro klienta');
  });
});

describe('GET /api/orders/export: the rows are the list', () => {
  it("holds every page of the list's rides for the same filters, in the list's order", async () => {
    await bulkRides(BULK);
    otherFleetRide = (
      await buildRide(t.database, { date: new Date('2038-03-02T08:00:00Z'), status: 'UNCONFIRMED', fleetManagerId: p.otherFm.id })
    ).id;
    for (const filters of [
      `${YEAR}&sortBy=date`,
      `${YEAR}&sortBy=-id`,
      `${YEAR}&status=DONE&customerId=${p.otherCustomer.id}`,
      `q=${encodeURIComponent('Stop 1 of 1')}&sortBy=id`,
    ]) {
      const expected = await listIds(p.admin.api, filters);
      const file = await exportAs(p.admin.api, `for=admin&${filters}`);
      expect(file.ids, filters).toEqual(expected);
    }
    expect((await listIds(p.admin.api, `${YEAR}&sortBy=date`)).length).toBeGreaterThan(BULK);
  }, 120_000);

  it("gives a fleet manager its fleet's rides only, a customer its own", async () => {
    const fleet = await exportAs(p.fm.api, `for=fleet&${YEAR}`);
    expect(fleet.ids).toEqual(await listIds(p.fm.api, YEAR));
    expect(fleet.ids).not.toContain(otherFleetRide);
    expect(fleet.ids.length).toBeGreaterThan(BULK);
    const client = await exportAs(p.otherCustomer.api, `for=client&${YEAR}&sortBy=id`);
    expect(client.ids).toEqual(await listIds(p.otherCustomer.api, `${YEAR}&sortBy=id`));
    expect(client.ids).toHaveLength(Math.floor(BULK / 2));
    const notMine = await exportAs(p.otherCustomer.api, `for=client&${YEAR}&customerId=${p.customer.id}`);
    expect(notMine.ids).toEqual([]);
    const other = await exportAs(p.otherFm.api, `for=fleet&${YEAR}`);
    expect(other.ids).toEqual([otherFleetRide]);
  }, 120_000);

  it('names the file by the filtered dates, else by the Prague date of today', async () => {
    const ranged = await p.customer.api.get(`/api/orders/export?for=client&${YEAR}`);
    expect(ranged.headers['content-disposition']).toBe('attachment; filename="jizdy-2038-01-01-2038-12-31.xlsx"');
    expect(ranged.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = await p.customer.api.get('/api/orders/export?for=client');
    expect(today.headers['content-disposition']).toBe('attachment; filename="jizdy-2026-11-20.xlsx"');
  });
});
