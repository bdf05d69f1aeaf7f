import { eq } from 'drizzle-orm';
import type { WebhookResourceKind } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { presentInvoice } from '../invoices/invoice-build.ts';
import { findInvoice } from '../invoices/invoices.repository.ts';
import { toPayment } from '../payments/payment.presenter.ts';
import { toReport } from '../reports/reports.presenter.ts';
import { findReport, linesOf } from '../reports/reports.repository.ts';
import { createRidesService } from '../rides/rides.service.ts';

/** Webhooks show a resource as the API shows it to ADMIN (the integration is the company's own). */
const SYSTEM_ADMIN = { id: 0, roles: ['ADMIN'] as const, fleetManagerId: null, lang: 'en' as const };

export type ResourceLoader = (tx: Db, kind: WebhookResourceKind, id: number) => Promise<unknown>;

/**
 * The `data.object` of an event: the ride, payment, invoice or report as its own API route answers it to
 * ADMIN (read when the event is fanned out); null when it is gone meanwhile.
 */
export function resourceLoader(
  deps: Pick<ModuleDeps, 'database' | 'geo' | 'logger' | 'bookingPayment' | 'jobs' | 'clock'>,
): ResourceLoader {
  const rides = createRidesService(deps);
  return async (tx, kind, id) => {
    switch (kind) {
      case 'ride':
        return rides.get(SYSTEM_ADMIN, id).catch((err: unknown) => {
          if (err instanceof AppError && err.statusCode === 404) return null;
          throw err;
        });
      case 'payment': {
        const [row] = await tx.select().from(payments).where(eq(payments.id, id));
        return row ? toPayment(row) : null;
      }
      case 'invoice': {
        const found = await findInvoice(tx, id);
        return found ? presentInvoice(found.invoice, found.lines, SYSTEM_ADMIN.roles) : null;
      }
      case 'report': {
        const row = await findReport(tx, SYSTEM_ADMIN, id);
        return row ? toReport(row, await linesOf(tx, id), SYSTEM_ADMIN) : null;
      }
    }
  };
}
