import type { ReportType } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import type { MatrixContext, MatrixEntry, MatrixModule } from '../../test/matrix.ts';
import { insertReport } from './reports.repository.ts';

/** Readers of the DRIVER's report: ADMIN, its fleet manager, the driver itself; a customer 404, a passenger 403. */
const DRIVER_REPORT: MatrixEntry['expect'] = [401, 200, 200, 200, 404, 403];
/** Another fleet's driver's report: ADMIN only; every other reader 404. */
const OTHERS_REPORT: MatrixEntry['expect'] = [401, 200, 404, 404, 404, 403];
const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];
const WEEK = { from: '2026-11-09', to: '2026-11-15' };

async function report(ctx: MatrixContext, type: ReportType, user: UserRow, fleetManagerId: number | null): Promise<number> {
  const row = await insertReport(
    ctx.database.db,
    {
      type,
      userId: user.id,
      userName: user.name,
      fleetManagerId,
      fromDate: WEEK.from,
      toDate: WEEK.to,
      vatPercent: 21,
      priceWithoutVat: 0,
      priceWithVat: 0,
      generatedAt: ctx.clock.now(),
    },
    [],
  );
  return row.id;
}

const at =
  (id: string, suffix = '') =>
  (ctx: MatrixContext) => ({ url: `/api/reports/${ctx.ids[id]}${suffix}` });

/**
 * Billing reports (issue 15 §2): ADMIN all; a FLEET_MANAGER makes and reads its fleet's; a DRIVER reads and
 * disputes its own; a CUSTOMER reads its own customer reports; another's report is 404, a PASSENGER 403.
 */
export const reportsMatrix: MatrixModule = {
  async prepare(ctx) {
    const { users, other } = ctx;
    ctx.ids.reportDriver = await report(ctx, 'DRIVER_TYPE', users.DRIVER, users.FLEET_MANAGER.id);
    ctx.ids.reportOtherDriver = await report(ctx, 'DRIVER_TYPE', other.driver, other.fleetManager.id);
    ctx.ids.reportCustomer = await report(ctx, 'CUSTOMER_TYPE', users.CUSTOMER, null);
    ctx.ids.reportFleet = await report(ctx, 'FLEET_TYPE', users.FLEET_MANAGER, users.FLEET_MANAGER.id);
  },
  rows: {
    'POST /api/reports': {
      expect: [401, 201, 201, 403, 403, 403],
      request: (ctx) => ({ payload: { type: 'DRIVER_TYPE', userId: ctx.users.DRIVER.id, ...WEEK } }),
    },
    "POST /api/reports #another fleet's driver": {
      expect: [401, 201, 404, 403, 403, 403],
      request: (ctx) => ({ payload: { type: 'DRIVER_TYPE', userId: ctx.other.driver.id, ...WEEK } }),
    },
    'POST /api/reports #no driver': { expect: [401, 400, 400, 403, 403, 403], payload: { type: 'DRIVER_TYPE', ...WEEK } },
    'GET /api/reports': { expect: [401, 200, 200, 200, 200, 403] },
    'GET /api/reports/:id': { expect: DRIVER_REPORT, request: at('reportDriver') },
    "GET /api/reports/:id #another driver's": { expect: OTHERS_REPORT, request: at('reportOtherDriver') },
    "GET /api/reports/:id #the customer's": { expect: [401, 200, 404, 404, 200, 403], request: at('reportCustomer') },
    "GET /api/reports/:id #the fleet's": { expect: [401, 200, 200, 404, 404, 403], request: at('reportFleet') },
    'GET /api/reports/:id/pdf': { expect: DRIVER_REPORT, request: at('reportDriver', '/pdf') },
    "GET /api/reports/:id/pdf #another driver's": { expect: OTHERS_REPORT, request: at('reportOtherDriver', '/pdf') },
    'GET /api/reports/:id/xlsx': { expect: DRIVER_REPORT, request: at('reportDriver', '/xlsx') },
    "GET /api/reports/:id/xlsx #another driver's": { expect: OTHERS_REPORT, request: at('reportOtherDriver', '/xlsx') },
    'PUT /api/reports/:id': {
      expect: [401, 200, 403, 200, 404, 403],
      request: (ctx) => ({ url: `/api/reports/${ctx.ids.reportDriver}`, payload: { status: 'DISPUTED', note: 'Matrix' } }),
    },
    "PUT /api/reports/:id #another driver's": {
      expect: OTHERS_REPORT,
      request: (ctx) => ({ url: `/api/reports/${ctx.ids.reportOtherDriver}`, payload: { status: 'DISPUTED', note: 'Matrix' } }),
    },
    'POST /api/reports/:id/notify': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/reports/${ctx.ids.reportDriver}/notify`, payload: { subject: 'Matrix' } }),
    },
    'DELETE /api/reports/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/reports/${await report(ctx, 'DRIVER_TYPE', ctx.users.DRIVER, ctx.users.FLEET_MANAGER.id)}` }),
    },
  },
};
