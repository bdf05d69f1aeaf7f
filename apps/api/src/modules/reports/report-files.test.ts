import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@vozka/domain';
import { pdfPreview, pdfText } from '../../adapters/pdf/test-support.ts';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import { deliveries, users } from '../../db/schema/index.ts';
import { waitUntil } from '../../test/wait-until.ts';
import { useRideApp, type RidePeople, type TestApp } from '../rides/test-support.ts';
import { deleteReport } from './reports.repository.ts';
import { attachmentOf, billedRide, reportOf } from './test-support.ts';

let t: TestApp;
let p: RidePeople;
useRideApp((app, people) => {
  t = app;
  p = people;
});

let report: Report;
beforeAll(async () => {
  await billedRide(t, p, new Date('2026-10-05T07:30:00Z'), { driverPrice: 123_450, clientPrice: 150_000 });
  await billedRide(t, p, new Date('2026-10-06T16:00:00Z'), { paymentType: 'CASH_DRIVER', driverPrice: 50_000, clientPrice: 70_000 });
  report = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-10-01', to: '2026-10-31' });
});

const download = (who: RidePeople[keyof RidePeople], path: string, lang = 'cs') =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${who.token}`, 'accept-language': lang } });

describe('GET /api/reports/{id}/xlsx', () => {
  it('is a workbook with Czech letters, money in Kč as numbers with two decimals in a CZK format, and the totals', async () => {
    const answer = await download(p.driver, `/api/reports/${report.id}/xlsx`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toContain(`report-${report.id}-2026-10-01-2026-10-31.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const cells: unknown[] = [];
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(cell.value);
      });
    });
    expect(cells).toContain(`Vyúčtování řidiče – Výkaz č. ${report.id}`);
    expect(cells).toContain('David Řidič');
    expect(cells).toContain('Klára Zákaznice');
    expect(cells).toContain('Letiště Václava Havla, Terminál 1 → Václavské náměstí 1, Praha 1');
    expect(cells).toContain('Hotově řidiči');
    const line = sheet.getRow(7);
    expect(line.getCell(1).value).toBe(report.lines[0]?.rideId);
    expect(line.getCell(6).value).toBe(1234.5);
    expect(line.getCell(7).value).toBe(1493.75);
    expect(line.getCell(7).numFmt).toBe('#,##0.00 "Kč"');
    expect(line.getCell(2).value).toEqual(new Date('2026-10-05T09:30:00Z'));
    const totals = sheet.getRow(9);
    expect(totals.getCell(1).value).toBe('Celkem');
    expect(totals.getCell(6).value).toEqual({ formula: 'SUM(F7:F8)', result: report.priceWithoutVat });
    expect(totals.getCell(7).value).toEqual({ formula: 'SUM(G7:G8)', result: report.priceWithVat });
    expect(totals.getCell(8).value).toEqual({ formula: 'SUM(H7:H8)', result: 847 });
    expect(cells).toContain('K výplatě řidiči');
    expect(cells).toContain(report.balance);
  });
});

describe('GET /api/reports/{id}/pdf', () => {
  it("holds the user's name, the rides, the totals and the statement, Czech letters intact (and in English)", async () => {
    const answer = await download(p.driver, `/api/reports/${report.id}/pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const bytes = answer.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    pdfPreview(bytes, `report-${report.id}`);
    const text = pdfText(bytes);
    if (text === null) return; // no poppler on this machine
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Vyúčtování řidiče',
      'David Řidič',
      'Klára',
      'Zákaznice',
      'Letiště Václava Havla',
      'Celkem bez DPH 1 734,50 Kč',
      'Náleží řidiči s DPH 2 098,75 Kč',
      'Hotovost u řidiče 847,00 Kč',
      'Provize společnosti 563,25 Kč',
      'K výplatě řidiči 1 251,75 Kč',
    ])
      expect(flat).toContain(expected);
    const english = pdfText((await download(p.admin, `/api/reports/${report.id}/pdf`, 'en')).rawPayload) ?? '';
    expect(english.replace(/\s+/g, ' ')).toContain('To pay the driver 1,251.75 Kč');
    expect((await download(p.driver2, `/api/reports/${report.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('POST /api/reports/{id}/notify', () => {
  it('"Fill in the subject" without one; ADMIN only', async () => {
    const none = await p.admin.api.post(`/api/reports/${report.id}/notify`, { subject: '  ' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'SUBJECT_REQUIRED', message: 'Fill in the subject' });
    for (const who of [p.fm, p.driver])
      expect((await who.api.post(`/api/reports/${report.id}/notify`, { subject: 'x' })).statusCode).toBe(403);
  });

  it("e-mails the report's user in its language with the PDF attached, and marks the report sent", async () => {
    await t.database.db.update(users).set({ language: 'cs' }).where(eq(users.id, p.driver.id));
    const answer = await p.admin.api.post(`/api/reports/${report.id}/notify`, { subject: 'Vyúčtování za říjen' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      emailSent: true,
      status: 'SENT',
      subject: 'Vyúčtování za říjen',
      emailSentAt: expect.any(String),
    });
    const mail = await t.mail.waitFor((m) => m.subject === 'Vyúčtování za říjen');
    expect(mail.to).toEqual([p.driver.email]);
    expect(mail.text).toContain('Dobrý den, David Řidič,');
    expect(mail.text).toContain(`výkaz č. ${report.id}`);
    const pdf = attachmentOf(mail.raw, 'application/pdf');
    expect(pdf?.headers).toContain(`report-${report.id}-2026-10-01-2026-10-31.pdf`);
    expect(pdf?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf ? pdfText(pdf.bytes) : null;
    if (text !== null) expect(text).toContain('David Řidič');
    await waitUntil(async () => {
      const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.kind, 'REPORT'));
      return row?.status === 'SENT' && row.attachment !== null;
    }, 'the report delivery SENT');
  });

  it('a report deleted before its e-mail goes: the delivery fails (never sent without its PDF)', async () => {
    const gone = await reportOf(p.admin, { type: 'DRIVER_TYPE', userId: p.driver.id, from: '2026-10-01', to: '2026-10-02' });
    // Queued and deleted in one transaction: the job can only ever find the report gone.
    const [id] = await t.database.db.transaction(async (tx) => {
      await deleteReport(tx, gone.id);
      return queueMessages(
        tx,
        t.app.jobs,
        [
          {
            channel: 'EMAIL',
            recipient: p.driver.email!,
            kind: 'REPORT',
            language: 'cs',
            subject: 'Smazaný výkaz',
            text: 'x',
            attachment: { kind: 'report-pdf', id: gone.id },
          },
        ],
        t.clock.now(),
      );
    });
    const failed = await waitUntil(async () => {
      const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, id!));
      return row?.lastError ? row : undefined;
    }, 'the delivery to fail');
    expect(failed.lastError).toContain(`report ${gone.id} no longer exists`);
    expect(failed.status).not.toBe('SENT');
  });

  it('a user without an e-mail address: 409', async () => {
    const customer = await reportOf(p.admin, { type: 'CUSTOMER_TYPE', userId: p.otherCustomer.id, from: '2026-10-01', to: '2026-10-31' });
    await t.database.db.update(users).set({ email: null }).where(eq(users.id, p.otherCustomer.id));
    const answer = await p.admin.api.post(`/api/reports/${customer.id}/notify`, { subject: 'Report' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'REPORT_USER_NO_EMAIL' });
  });
});
