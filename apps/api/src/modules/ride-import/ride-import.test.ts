import { asc, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, type TImportErrorAnswer } from '@vozka/domain';
import { deliveries, rideHistory, rideImports, rides, rideStops, vehicleOffers } from '../../db/schema/index.ts';
import { startTestApp, buildUser } from '../../test/test-app.ts';
import { person, type Person } from '../pricing/test-support.ts';
import { IMPORT_MAIL_KIND } from './import-mail.ts';
import { importFile, rideRow, xlsxFile } from './test-support.ts';

let t: Awaited<ReturnType<typeof startTestApp>>;
let admin: Person, customer: Person, otherCustomer: Person;
let passengerId: number;

beforeAll(async () => {
  // Jobs stay queued: the test counts them.
  t = await startTestApp({ jobs: { workers: false } });
  admin = await person(t.app, t.database, 'ADMIN');
  customer = await person(t.app, t.database, 'CUSTOMER', { name: 'Kongres s.r.o.', language: 'cs' });
  otherCustomer = await person(t.app, t.database, 'CUSTOMER');
  const passenger = await buildUser(t.database, {
    role: 'PASSENGER',
    clientId: customer.id,
    name: 'Jana Nováková',
    email: 'jana@example.test',
  });
  passengerId = passenger.id;
  await t.database.db.insert(vehicleOffers).values({ name: 'Business Van', persons: 7, transfer: true, rent: true });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(rides);
  await t.database.db.delete(rideImports);
  await t.database.db.delete(deliveries);
  await t.database.db.execute(sql`delete from pgboss.job`);
});

const ridesOf = (customerId: number) => t.database.db.select().from(rides).where(eq(rides.customerId, customerId)).orderBy(asc(rides.date));
const rideCount = async () => (await t.database.db.select({ n: count() }).from(rides))[0]!.n;
async function jobs(name: string): Promise<number> {
  const result = await t.database.executor.executeSql('select count(*)::int as n from pgboss.job where name = $1', [name]);
  return (result.rows[0] as { n: number }).n;
}

describe('POST /api/orders/import: a valid file', () => {
  it('ADMIN imports 3 rows for a client: the rides as the form creates them, a digest record, one summary e-mail each', async () => {
    const file = await xlsxFile([
      rideRow(1, {
        date: '24.12.2026 14:30',
        time: null,
        stops: 'Václavské náměstí 1; Karlův most',
        vehicleOffer: 'business van',
        paymentType: 'Invoice',
        priceForClient: 1250.5,
        passengerEmail: 'JANA@example.test',
        flightNumber: 'OK 123',
        clientNote: 'Congress day 1',
      }),
      rideRow(2, { type: 'Rent by the hour', numberOfHours: 3, destination: null, date: new Date(Date.UTC(2026, 6, 1, 9, 0)), time: null }),
      rideRow(3, { childSeats: 1, passengerEmail: 'nobody@example.test' }),
    ]);
    const res = await importFile(t.app, admin.token, file, { customerId: customer.id, name: 'congress.xlsx' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'ride was imported', count: 3 });

    const [summer, winter, march] = [...(await ridesOf(customer.id))].sort((a, b) => a.id - b.id);
    // 24.12.2026 14:30 Prague (CET) and 1.7.2026 9:00 Prague (CEST).
    expect(summer!.date.toISOString()).toBe('2026-12-24T13:30:00.000Z');
    expect(winter!.date.toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(march!.date.toISOString()).toBe('2027-03-04T10:15:00.000Z');
    expect(summer).toMatchObject({
      status: 'NEW',
      rideType: 'TRANSFER',
      persons: 2,
      luggageLarge: 1,
      paymentType: 'INVOICE',
      clientPrice: 125_050,
      passengerId,
      flightNumber: 'OK 123',
      clientNote: 'Congress day 1',
      createdBy: admin.id,
    });
    expect(winter).toMatchObject({ rideType: 'RENT', rentHours: 3, passengerId: null, meetingBoard: 'Passenger 2' });
    expect(march!.driverNote).toContain('Passenger 3, +420 601 000 000, nobody@example.test');
    const stops = await t.database.db.select().from(rideStops).where(eq(rideStops.rideId, summer!.id)).orderBy(asc(rideStops.position));
    expect(stops.map((s) => s.address)).toEqual(['Pick-up street 1, Praha', 'Václavské náměstí 1', 'Karlův most', 'Letiště Václava Havla']);

    const history = await t.database.db.select().from(rideHistory).where(eq(rideHistory.rideId, summer!.id));
    expect(history).toMatchObject([{ field: 'status', oldValue: null, newValue: 'NEW', userId: admin.id, at: t.clock.now() }]);

    const [record] = await t.database.db.select().from(rideImports);
    expect(record).toMatchObject({ customerId: customer.id, fileName: 'congress.xlsx', rides: 3, createdBy: admin.id });
    expect(record!.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(summer!.importId).toBe(record!.id);

    // One summary e-mail to the importer and one to the client (in Czech), no e-mail per ride; reminders planned.
    const mails = await t.database.db.select().from(deliveries).where(eq(deliveries.kind, IMPORT_MAIL_KIND));
    expect(mails.map((m) => m.userId).sort()).toEqual([admin.id, customer.id].sort());
    expect(mails.find((m) => m.userId === customer.id)!.subject).toBe('Import jízd: 3 jízdy');
    expect(await jobs('ride-event')).toBe(0);
    expect(await jobs('ride-schedule')).toBe(3);

    // The client sees them in its list.
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${customer.token}` } });
    expect(list.json<{ objects: unknown[] }>().objects).toHaveLength(3);
  });

  it('a CUSTOMER imports for itself (customerId left out) and gets one e-mail', async () => {
    const res = await importFile(t.app, customer.token, await xlsxFile([rideRow(1)]));
    expect(res.statusCode, res.body).toBe(201);
    expect(await ridesOf(customer.id)).toHaveLength(1);
    expect(await t.database.db.select().from(deliveries).where(eq(deliveries.kind, IMPORT_MAIL_KIND))).toHaveLength(1);
  });

  it('a price written as text with spaces, a decimal comma and "Kč" or "CZK" imports as that price', async () => {
    const file = await xlsxFile([rideRow(1, { priceForClient: '1 250,50 Kč' }), rideRow(2, { priceForClient: '980 czk' })]);
    const res = await importFile(t.app, admin.token, file, { customerId: customer.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ridesOf(customer.id)).map((r) => r.clientPrice).sort((a, b) => a! - b!)).toEqual([98_000, 125_050]);
  });

  it('ADMIN may name the client in the query', async () => {
    const res = await importFile(t.app, admin.token, await xlsxFile([rideRow(1)]), { query: `?customerId=${customer.id}` });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('a file in the Czech template: Czech headers in any case, without diacritics, Czech choices and Czech errors', async () => {
    const headers = {
      date: 'DATUM',
      time: 'cas',
      type: 'Typ Jizdy',
      pickUp: 'místo VYZVEDNUTÍ',
      destination: 'Cíl',
      paymentType: 'způsob platby',
    };
    const good = await xlsxFile([rideRow(1, { type: 'Pronájem na hodiny', numberOfHours: 2, paymentType: 'Hotově řidiči' })], {
      lang: 'cs',
      headers,
    });
    const res = await importFile(t.app, admin.token, good, { customerId: customer.id, lang: 'cs' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ridesOf(customer.id))[0]).toMatchObject({ rideType: 'RENT', rentHours: 2, paymentType: 'CASH_DRIVER' });

    const bad = await xlsxFile([rideRow(1, { paymentType: 'Bitcoin', date: '31.2.2027' })], { lang: 'cs', headers });
    const refused = await importFile(t.app, admin.token, bad, { customerId: customer.id, lang: 'cs' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TImportErrorAnswer>()).toEqual({
      message: 'Nic nebylo importováno: 1 řádek obsahuje chyby.',
      code: 'IMPORT_ROWS_INVALID',
      errors: [
        { row: 2, column: 'DATUM', message: 'Zadejte datum ve tvaru D.M.RRRR H:MM nebo jako datum Excelu.' },
        { row: 2, column: 'způsob platby', message: 'Vyberte hodnotu ze seznamu.' },
      ],
    });
  });
});

describe('POST /api/orders/import: all or nothing', () => {
  it('10,000 rows with one bad row: nothing written, that row named', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => rideRow(i));
    rows[4_321] = rideRow(4_321, { person: 0 });
    const res = await importFile(t.app, admin.token, await xlsxFile(rows), { customerId: customer.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<TImportErrorAnswer>().errors).toEqual([{ row: 4_323, column: 'Persons', message: 'The data sent is not valid.' }]);
    expect(await rideCount()).toBe(0);
    expect(await t.database.db.select().from(rideImports)).toHaveLength(0);
    expect(await t.database.db.select().from(deliveries)).toHaveLength(0);
  }, 60_000);

  it('10,001 rows: 400 TOO_MANY_ROWS, nothing written', async () => {
    const file = await xlsxFile(Array.from({ length: 10_001 }, (_, i) => ({ date: '1.3.2027 10:00', pickUp: `Street ${i}` })));
    const res = await importFile(t.app, admin.token, file, { customerId: customer.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_ROWS', message: 'A file may have at most 10000 rows.' });
    expect(await rideCount()).toBe(0);
  }, 60_000);

  it("lists every bad row, the form's rules included (a transfer without a destination), in sheet row numbers", async () => {
    const file = await xlsxFile([
      rideRow(1),
      rideRow(2, { destination: null }),
      rideRow(3),
      rideRow(4, { pickUp: null, largeLuggage: 'many' }),
    ]);
    const res = await importFile(t.app, admin.token, file, { customerId: customer.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<TImportErrorAnswer>()).toMatchObject({
      message: 'Nothing was imported: 2 rows have errors.',
      errors: [
        { row: 3, column: 'Destination', message: 'A transfer needs a pick-up and a destination.' },
        { row: 5, column: 'Pick-up address', message: 'Fill in every field.' },
        { row: 5, column: 'Large luggage', message: 'Enter a number.' },
      ],
    });
    expect(await rideCount()).toBe(0);
  });

  it('a formula cell is never evaluated: the row is refused', async () => {
    const file = await xlsxFile([rideRow(1), rideRow(2, { person: { formula: '1+1', result: 2 } })]);
    const res = await importFile(t.app, admin.token, file, { customerId: customer.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<TImportErrorAnswer>().errors).toEqual([
      { row: 3, column: 'Persons', message: 'Formulas are not imported: enter the value itself.' },
    ]);
    expect(await rideCount()).toBe(0);
  });

  it('unknown headers and a missing required column are errors of row 1', async () => {
    const file = await xlsxFile([{ date: '1.3.2027 10:00', passengerName: 'X' }], { headers: { passengerName: 'Pasażer' } });
    const res = await importFile(t.app, admin.token, file, { customerId: customer.id });
    expect(res.json<TImportErrorAnswer>().errors).toEqual([
      { row: 1, column: 'Pasażer', message: 'Unknown column: use the headers of the template.' },
      { row: 1, column: 'Pick-up address', message: 'The column Pick-up address is missing.' },
    ]);
  });

  it("a CUSTOMER's client price is refused (only the dispatching prices)", async () => {
    const res = await importFile(t.app, customer.token, await xlsxFile([rideRow(1, { priceForClient: 100 })]));
    expect(res.json<TImportErrorAnswer>().errors).toEqual([
      { row: 2, column: 'Client price', message: 'Only the dispatching may fill in this column.' },
    ]);
  });

  it('the same file for the same client twice: 409, once for another client it is new', async () => {
    const file = await xlsxFile([rideRow(1)]);
    expect((await importFile(t.app, admin.token, file, { customerId: customer.id })).statusCode).toBe(201);
    const again = await importFile(t.app, admin.token, file, { customerId: customer.id, name: 'renamed.xlsx' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'IMPORT_DUPLICATE' });
    expect((await importFile(t.app, admin.token, file, { customerId: otherCustomer.id })).statusCode).toBe(201);
    expect(await rideCount()).toBe(2);
  });
});

describe('POST /api/orders/import: who and what', () => {
  it('ADMIN without a client: 400 "Client was not chosen."', async () => {
    const res = await importFile(t.app, admin.token, await xlsxFile([rideRow(1)]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Client was not chosen.', code: 'CLIENT_NOT_CHOSEN' });
  });

  it('a CUSTOMER naming another client: 403, nothing written', async () => {
    const res = await importFile(t.app, customer.token, await xlsxFile([rideRow(1)]), { customerId: otherCustomer.id });
    expect(res.statusCode).toBe(403);
    expect(await rideCount()).toBe(0);
  });

  it('a client that is no client: 400 CLIENT_INVALID', async () => {
    const res = await importFile(t.app, admin.token, await xlsxFile([rideRow(1)]), { customerId: admin.id });
    expect(res.json()).toMatchObject({ code: 'CLIENT_INVALID' });
  });

  it('a CSV renamed .xlsx: 400 "Only .xlsx files can be imported"', async () => {
    const csv = Buffer.from('Date,Time,Pick-up address\n1.3.2027,10:00,Praha\n');
    const res = await importFile(t.app, admin.token, csv, { customerId: customer.id, name: 'rides.xlsx' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Only .xlsx files can be imported', code: 'ONLY_XLSX' });
  });

  it('an empty sheet: 400 IMPORT_EMPTY', async () => {
    const file = await xlsxFile([{ date: null, pickUp: null }]);
    expect((await importFile(t.app, admin.token, file, { customerId: customer.id })).json()).toMatchObject({ code: 'IMPORT_EMPTY' });
  });
});

describe('GET /api/orders/import/template', () => {
  const template = async (who: Person, lang: 'cs' | 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/import/template?lang=${lang}`,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook;
  };
  const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

  it("ADMIN's Czech template: Czech headers with the client price, explanations, dropdown lists", async () => {
    const workbook = await template(admin, 'cs');
    const [rides, help] = workbook.worksheets;
    expect(rides!.name).toBe('Jízdy');
    expect(headerOf(rides!)).toEqual(IMPORT_COLUMNS.map((c) => c.cs));
    expect(help!.name).toBe('Vysvětlivky');
    expect(help!.getRow(4).values).toEqual([undefined, 'Datum', 'ano', '24.12.2026', expect.any(String), '']);
    const paymentColumn = rides!.getColumn(IMPORT_COLUMNS.findIndex((c) => c.key === 'paymentType') + 1).letter;
    expect(rides!.getCell(`${paymentColumn}2`).dataValidation).toMatchObject({ type: 'list' });
    const lists = workbook.worksheets[2]!;
    const listed = lists.getColumn(3).values.filter(Boolean);
    expect(listed).toContain('Business Van');
  });

  it("a CUSTOMER's English template has no client price; a file written into it imports", async () => {
    const workbook = await template(customer, 'en');
    const headers = headerOf(workbook.worksheets[0]!);
    expect(headers).not.toContain('Client price');
    expect(headers).toContain('Pick-up address');
    const sheet = workbook.worksheets[0]!;
    const cell = (key: string) => sheet.getCell(2, headers.indexOf(IMPORT_COLUMNS.find((c) => c.key === key)!.en) + 1);
    cell('date').value = '2.3.2027';
    cell('time').value = '7:05';
    cell('pickUp').value = 'Hotel Hilton';
    cell('destination').value = 'Letiště';
    cell('vehicleOffer').value = 'Business Van';
    const res = await importFile(t.app, customer.token, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(res.statusCode, res.body).toBe(201);
    const [ride] = await ridesOf(customer.id);
    expect(ride).toMatchObject({ status: 'NEW', vehicleOfferId: expect.any(Number) });
  });

  it('PASSENGER may not have it', async () => {
    const passenger = await person(t.app, t.database, 'PASSENGER', { clientId: customer.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/import/template',
      headers: { authorization: `Bearer ${passenger.token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});
