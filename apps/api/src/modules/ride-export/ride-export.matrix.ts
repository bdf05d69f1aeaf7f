import { expect } from 'vitest';
import type { MatrixEntry, MatrixModule } from '../../test/matrix.ts';
import { XLSX_TYPE } from '../../shared/private-file.ts';

/** A 200 is the workbook, named for download. */
const isWorkbook: MatrixEntry['check'] = (answer) => {
  if (answer.statusCode !== 200) return;
  const { headers } = answer as typeof answer & { headers: Record<string, unknown> };
  expect(headers['content-type']).toBe(XLSX_TYPE);
  expect(headers['content-disposition']).toMatch(/^attachment; filename="jizdy-[\d-]+\.xlsx"$/);
};

/**
 * The rides export (issue 16 §2): ADMIN any variant; a fleet manager or a driver the fleet variant; a customer
 * the client variant; a passenger none. Which rides each file holds (the caller's list, never another client's
 * or fleet's) is asserted in ride-export.test.ts.
 */
export const rideExportMatrix: MatrixModule = {
  rows: {
    'GET /api/orders/export': { expect: [401, 200, 403, 403, 403, 403], url: '/api/orders/export?for=admin', check: isWorkbook },
    'GET /api/orders/export #fleet': { expect: [401, 200, 200, 200, 403, 403], url: '/api/orders/export?for=fleet', check: isWorkbook },
    'GET /api/orders/export #client': { expect: [401, 200, 403, 403, 200, 403], url: '/api/orders/export?for=client', check: isWorkbook },
    "GET /api/orders/export #another client's rides": {
      expect: [401, 200, 403, 403, 200, 403],
      request: (ctx) => ({ url: `/api/orders/export?for=client&customerId=${ctx.other.customer.id}` }),
      check: isWorkbook,
    },
    'GET /api/orders/export #no variant': { expect: [401, 400, 400, 400, 400, 403], url: '/api/orders/export' },
  },
};
