import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/index.ts';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTestInvoice, testPerson } from './isdoc-fixtures.ts';
import { schemaTestsRun, validateIsdoc } from './isdoc-xmllint.ts';

let t: TestApp;
let admin: string;
let customer: UserRow;
let customerToken: string;
let otherToken: string;
let driverToken: string;
type Doc = Awaited<ReturnType<typeof insertTestInvoice>>;
/** October 2026: an invoice, its credit note, a non-VAT-payer's invoice, a person's (the other customer's); one of November. */
const docs = {} as Record<'invoice' | 'credit' | 'nonPayer' | 'person' | 'nextMonth', Doc>;

useTestApp(async (app) => {
  t = app;
  const db = t.database.db;
  const adminUser = await buildUser(t.database, { role: 'ADMIN' });
  customer = await buildUser(t.database, { role: 'CUSTOMER', name: 'Kovář & syn' });
  const other = await buildUser(t.database, { role: 'CUSTOMER' });
  const driver = await buildUser(t.database, { role: 'DRIVER' });
  const tokenOf = (u: UserRow) => login(t.app, u.email ?? '');
  admin = await tokenOf(adminUser);
  customerToken = await tokenOf(customer);
  otherToken = await tokenOf(other);
  driverToken = await tokenOf(driver);
  docs.invoice = await insertTestInvoice(db, { customerId: customer.id, issueDate: '2026-10-05' });
  docs.credit = await insertTestInvoice(db, {
    customerId: customer.id,
    issueDate: '2026-10-20',
    kind: 'CREDIT_NOTE',
    creditForId: docs.invoice.id,
  });
  docs.nonPayer = await insertTestInvoice(db, { customerId: customer.id, issueDate: '2026-10-31', vatPayer: false, prices: [50_000] });
  docs.person = await insertTestInvoice(db, {
    customerId: other.id,
    issueDate: '2026-10-01',
    customer: testPerson(other.id, 'Žofie Ďáblová <&>'),
  });
  docs.nextMonth = await insertTestInvoice(db, { customerId: customer.id, issueDate: '2026-11-01' });
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The files of a ZIP (stored or deflated), read from its central directory. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    files.set(name, method === 8 ? inflateRawSync(raw) : raw);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

const runSchema = schemaTestsRun();
/** xmllint's verdict, asserted (only where xmllint runs: CI fails without it, see isdoc-xmllint.ts). */
function expectValid(xml: string | Buffer) {
  if (!runSchema) return;
  const result = validateIsdoc(xml);
  expect(result.valid, result.messages).toBe(true);
}

describe('GET /api/invoices/{id}/isdoc', () => {
  it('downloads an invoice as ISDOC XML, valid against the schema', async () => {
    const res = await get(`/api/invoices/${docs.invoice.id}/isdoc`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="faktura-${docs.invoice.number}.isdoc"`);
    expect(res.body).toContain('<DocumentType>1</DocumentType>');
    expect(res.body).toContain(`<UUID>${docs.invoice.uuid.toUpperCase()}</UUID>`);
    expect(res.body).toContain('<Name>Kovář &amp; syn &lt;s.r.o.&gt;</Name>');
    expect(res.body).toContain('<PayableAmount>2904.61</PayableAmount>');
    expectValid(res.body);
  });

  it('downloads a credit note referring to the invoice it cancels', async () => {
    const res = await get(`/api/invoices/${docs.credit.id}/isdoc`, customerToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dobropis-${docs.credit.number}.isdoc"`);
    expect(res.body).toContain('<DocumentType>2</DocumentType>');
    expect(res.body).toContain(`<OriginalDocumentReference>\n<ID>${docs.invoice.number}</ID>\n<IssueDate>2026-10-05</IssueDate>`);
    expectValid(res.body);
  });

  it('writes a supplier that is not a VAT payer and a customer without IČO/DIČ as the schema allows', async () => {
    const nonPayer = await get(`/api/invoices/${docs.nonPayer.id}/isdoc`, admin);
    expect(nonPayer.body).toContain('<VATApplicable>false</VATApplicable>');
    expect(nonPayer.body).not.toContain('<CompanyID>CZ12345678</CompanyID>');
    expectValid(nonPayer.body);
    const person = await get(`/api/invoices/${docs.person.id}/isdoc`, otherToken);
    expect(person.statusCode).toBe(200);
    expect(person.body).toContain(
      '<PartyIdentification>\n<ID></ID>\n</PartyIdentification>\n<PartyName>\n<Name>Žofie Ďáblová &lt;&amp;&gt;</Name>',
    );
    expectValid(person.body);
  });

  it("answers another customer's invoice and an unknown one 404, other roles 403, anonymous 401", async () => {
    expect((await get(`/api/invoices/${docs.person.id}/isdoc`, customerToken)).statusCode).toBe(404);
    expect((await get(`/api/invoices/${docs.invoice.id}/isdoc`, otherToken)).statusCode).toBe(404);
    expect((await get('/api/invoices/999999/isdoc', admin)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get(`/api/invoices/${docs.invoice.id}/isdoc`, driverToken)).statusCode).toBe(403);
    expect((await get(`/api/invoices/${docs.invoice.id}/isdoc`)).statusCode).toBe(401);
    expect((await get('/api/invoices/abc/isdoc', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/invoices/isdoc?from&to', () => {
  it("zips every invoice and credit note issued in the period, each valid, none of other days'", async () => {
    const res = await get('/api/invoices/isdoc?from=2026-10-01&to=2026-10-31', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="isdoc-2026-10-01-2026-10-31.zip"');
    const files = unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(
      [
        `faktura-${docs.person.number}.isdoc`,
        `faktura-${docs.invoice.number}.isdoc`,
        `dobropis-${docs.credit.number}.isdoc`,
        `faktura-${docs.nonPayer.number}.isdoc`,
      ].sort(),
    );
    for (const xml of files.values()) expectValid(xml);
    expect(files.get(`dobropis-${docs.credit.number}.isdoc`)?.toString('utf8')).toContain(`<ID>${docs.invoice.number}</ID>`);
  });

  it('answers an empty ZIP for a period without documents', async () => {
    const res = await get('/api/invoices/isdoc?from=2025-01-01&to=2025-01-31', admin);
    expect(res.statusCode).toBe(200);
    expect(unzip(res.rawPayload).size).toBe(0);
  });

  it('refuses a missing or reversed period with a clear code', async () => {
    for (const query of ['', '?from=2026-10-01', '?to=2026-10-31', '?from=&to=2026-10-31']) {
      const res = await get(`/api/invoices/isdoc${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'NO_DATES_SELECTED' });
    }
    const reversed = await get('/api/invoices/isdoc?from=2026-10-31&to=2026-10-01', admin);
    expect(reversed.json()).toMatchObject({ code: 'REPORT_DATES_ORDER' });
    expect((await get('/api/invoices/isdoc?from=2026-13-01&to=2026-10-01', admin)).json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('is for ADMIN only', async () => {
    const period = '/api/invoices/isdoc?from=2026-10-01&to=2026-10-31';
    expect((await get(period, customerToken)).statusCode).toBe(403);
    expect((await get(period, driverToken)).statusCode).toBe(403);
    expect((await get(period)).statusCode).toBe(401);
  });
});
