import { expect } from 'vitest';
import { ownRideColumns, idsOf, type MatrixContext, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';
import { insertTestInvoice, testCustomer } from './isdoc-fixtures.ts';
import { insertTestRide } from './test-support.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];
/** ADMIN and the invoice's customer read it. */
const OWN_READ: MatrixEntry['expect'] = [401, 200, 403, 403, 200, 403];
/** Another customer's invoice is not found for a customer. */
const OTHERS_READ: MatrixEntry['expect'] = [401, 200, 403, 403, 404, 403];
const ISSUED = '2026-10-15';

/** A finished, priced, uninvoiced ride of the matrix's CUSTOMER a few days before now. */
async function freshRide(ctx: MatrixContext): Promise<number> {
  const date = new Date(ctx.clock.now().getTime() - 3 * 86_400_000);
  return insertTestRide(ctx.database.db, { customerId: ctx.users.CUSTOMER.id, date, clientPrice: 50_000 });
}

/**
 * Invoices (docs/api/billing.md "Invoices"): ADMIN issues, cancels and reads all; a CUSTOMER reads its own
 * (another's is 404); the ride's invoice preview for ADMIN, the ride's fleet manager and customer (another
 * fleet's or customer's ride is 404), never a driver or passenger (403).
 */
export const invoicesMatrix: MatrixModule = {
  async prepare(ctx) {
    const db = ctx.database.db;
    ctx.ids.invoiceOwn = (await insertTestInvoice(db, { customerId: ctx.users.CUSTOMER.id, issueDate: ISSUED })).id;
    const other = ctx.other.customer;
    ctx.ids.invoiceOthers = (
      await insertTestInvoice(db, { customerId: other.id, issueDate: ISSUED, customer: testCustomer(other.id, { companyName: null }) })
    ).id;
    const date = new Date(ctx.clock.now().getTime() - 86_400_000);
    const own = ownRideColumns(idsOf(ctx.users));
    ctx.ids.previewRide = await insertTestRide(db, { ...own, status: 'DONE', date });
    ctx.ids.previewOtherRide = await insertTestRide(db, {
      customerId: other.id,
      fleetManagerId: ctx.other.fleetManager.id,
      driverId: ctx.other.driver.id,
      date,
    });
  },
  rows: {
    'POST /api/invoices': {
      expect: adminOnly(201),
      request: async (ctx) => ({ payload: { rideIds: [await freshRide(ctx)] } }),
      check: (res, caller) => {
        if (caller === 'ADMIN') expect(res.json()).toMatchObject({ kind: 'INVOICE', lines: [{ priceWithoutVat: 500 }] });
      },
    },
    'POST /api/invoices #no rides in the period': {
      expect: adminOnly(400),
      request: (ctx) => ({ payload: { customerId: ctx.users.CUSTOMER.id, from: '2001-01-01', to: '2001-01-31' } }),
      check: (res, caller) => {
        if (caller === 'ADMIN') expect(res.json()).toMatchObject({ code: 'INVOICE_NO_RIDES' });
      },
    },
    'POST /api/invoices/monthly': { expect: adminOnly(200), payload: { month: '2001-01' } },
    'POST /api/invoices/monthly #without a month': { expect: adminOnly(400), payload: {} },
    'GET /api/invoices': {
      expect: OWN_READ,
      check: (res, caller, ctx) => {
        if (caller !== 'CUSTOMER') return;
        const customers = new Set((res.json() as { objects: { customer: { id: number } }[] }).objects.map((i) => i.customer.id));
        expect([...customers]).toEqual([ctx.users.CUSTOMER.id]);
      },
    },
    'GET /api/invoices/:id': { expect: OWN_READ, request: (ctx) => ({ url: `/api/invoices/${ctx.ids.invoiceOwn}` }) },
    "GET /api/invoices/:id #another customer's invoice": {
      expect: OTHERS_READ,
      request: (ctx) => ({ url: `/api/invoices/${ctx.ids.invoiceOthers}` }),
    },
    'GET /api/invoices/:id/pdf': { expect: OWN_READ, request: (ctx) => ({ url: `/api/invoices/${ctx.ids.invoiceOwn}/pdf` }) },
    "GET /api/invoices/:id/pdf #another customer's invoice": {
      expect: OTHERS_READ,
      request: (ctx) => ({ url: `/api/invoices/${ctx.ids.invoiceOthers}/pdf` }),
    },
    'POST /api/invoices/:id/cancel': {
      expect: adminOnly(201),
      request: async (ctx) => ({
        url: `/api/invoices/${(await insertTestInvoice(ctx.database.db, { customerId: ctx.users.CUSTOMER.id, issueDate: ISSUED })).id}/cancel`,
      }),
    },
    'GET /api/orders/:id/invoice': {
      expect: [401, 200, 200, 403, 200, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids.previewRide}/invoice` }),
    },
    'GET /api/orders/:id/invoice #html': {
      expect: [401, 200, 200, 403, 200, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids.previewRide}/invoice?format=html` }),
      check: (res, caller) => {
        if (res.statusCode === 200) expect(res.body, caller).toContain('<!doctype html>');
      },
    },
    "GET /api/orders/:id/invoice #another fleet's and customer's ride": {
      expect: [401, 200, 404, 403, 404, 403],
      request: (ctx) => ({ url: `/api/orders/${ctx.ids.previewOtherRide}/invoice` }),
    },
  },
};
