import type { MatrixModule } from '../../test/matrix.ts';
import { insertTestInvoice, testCustomer } from './isdoc-fixtures.ts';

const ids = { own: 0, others: 0 };
const PERIOD = '2026-10-01';

/**
 * ISDOC downloads (docs/api/billing.md "ISDOC"): one document for ADMIN and the invoice's customer (another
 * customer's invoice is not found); the period's ZIP for ADMIN only.
 */
export const isdocMatrix: MatrixModule = {
  async prepare(ctx) {
    const db = ctx.database.db;
    ids.own = (await insertTestInvoice(db, { customerId: ctx.users.CUSTOMER.id, issueDate: PERIOD })).id;
    const other = ctx.other.customer;
    ids.others = (
      await insertTestInvoice(db, { customerId: other.id, issueDate: PERIOD, customer: testCustomer(other.id, { companyName: null }) })
    ).id;
  },
  rows: {
    'GET /api/invoices/:id/isdoc': {
      expect: [401, 200, 403, 403, 200, 403],
      request: () => ({ url: `/api/invoices/${ids.own}/isdoc` }),
    },
    "GET /api/invoices/:id/isdoc #another customer's invoice": {
      expect: [401, 200, 403, 403, 404, 403],
      request: () => ({ url: `/api/invoices/${ids.others}/isdoc` }),
    },
    'GET /api/invoices/isdoc': {
      expect: [401, 200, 403, 403, 403, 403],
      url: `/api/invoices/isdoc?from=${PERIOD}&to=${PERIOD}`,
    },
    'GET /api/invoices/isdoc #without dates': {
      expect: [401, 400, 403, 403, 403, 403],
      url: '/api/invoices/isdoc',
    },
  },
};
