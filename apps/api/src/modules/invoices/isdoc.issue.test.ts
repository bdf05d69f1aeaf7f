import { describe, expect, it } from 'vitest';
import { todayInPrague, type TInvoice } from '@vozka/domain';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTestRide, pragueNoon } from './test-support.ts';
import { schemaTestsRun, validateIsdoc } from './isdoc-xmllint.ts';

let t: TestApp;
let admin: string;
let customerId: number;

useTestApp(async (app) => {
  t = app;
  const adminUser = await buildUser(t.database, { role: 'ADMIN' });
  const customer = await buildUser(t.database, { role: 'CUSTOMER', name: 'Žofie Ďáblová & syn <s.r.o.>' });
  customerId = customer.id;
  admin = await login(t.app, adminUser.email ?? '');
  for (const [day, price] of [
    ['2026-11-03', 99_000],
    ['2026-11-12', 141_050],
  ] as const) {
    await insertTestRide(t.database.db, {
      customerId,
      date: pragueNoon(day),
      clientPrice: price,
      stops: ['Letiště Václava Havla', 'Kovářská 5, Brno'],
    });
  }
});

const runSchema = schemaTestsRun();
const auth = () => ({ authorization: `Bearer ${admin}` });

async function isdocOf(id: number): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/invoices/${id}/isdoc`, headers: auth() });
  expect(res.statusCode, res.body).toBe(200);
  if (runSchema) {
    const result = validateIsdoc(res.body);
    expect(result.valid, result.messages).toBe(true);
  }
  return res.body;
}

describe('ISDOC of invoices issued through the API', () => {
  it('issues an invoice, cancels it by a credit note, and both download as valid ISDOC, alone and in the ZIP', async () => {
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: auth(),
      payload: { customerId, from: '2026-11-01', to: '2026-11-19' },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const invoice = issued.json<TInvoice>();
    const xml = await isdocOf(invoice.id);
    expect(xml).toContain(`<ID>${invoice.number}</ID>`);
    expect(xml).toContain(`<UUID>${invoice.uuid.toUpperCase()}</UUID>`);
    expect(xml).toContain(`<VariableSymbol>${invoice.variableSymbol}</VariableSymbol>`);
    expect(xml.match(/<InvoiceLine>/g)).toHaveLength(2);
    expect(xml).toContain(`<PayableAmount>${invoice.totals.withVat.toFixed(2)}</PayableAmount>`);

    const canceled = await t.app.inject({ method: 'POST', url: `/api/invoices/${invoice.id}/cancel`, headers: auth() });
    expect(canceled.statusCode, canceled.body).toBe(201);
    const credit = canceled.json<TInvoice>();
    const creditXml = await isdocOf(credit.id);
    expect(creditXml).toContain('<DocumentType>2</DocumentType>');
    expect(creditXml).toContain(`<OriginalDocumentReference>\n<ID>${invoice.number}</ID>`);
    expect(creditXml).toContain(`<PayableAmount>${invoice.totals.withVat.toFixed(2)}</PayableAmount>`);

    const today = todayInPrague(t.clock.now());
    const zip = await t.app.inject({ method: 'GET', url: `/api/invoices/isdoc?from=${today}&to=${today}`, headers: auth() });
    expect(zip.statusCode).toBe(200);
    const names = zip.rawPayload.toString('latin1');
    expect(names).toContain(`faktura-${invoice.number}.isdoc`);
    expect(names).toContain(`dobropis-${credit.number}.isdoc`);
  });
});
