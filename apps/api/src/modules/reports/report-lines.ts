import { billedAmount, type PaymentType, type ReportType } from '@vozka/domain';

/** A billable ride as the report reads it (reports.repository.ts `billableRides`). */
export interface BillableRide {
  id: number;
  date: Date;
  route: string;
  customerName: string | null;
  driverName: string | null;
  paymentType: PaymentType | null;
  /** Prices without VAT, haléře; null when the ride was never priced (counted as 0). */
  driverPrice: number | null;
  clientPrice: number | null;
}

/** One line as stored (`report_lines`, without its report and position). */
export interface StatementLine {
  rideId: number;
  date: Date;
  route: string;
  counterpart: string | null;
  paymentType: PaymentType | null;
  priceWithoutVat: number;
  priceWithVat: number;
  cash: number;
}

export interface StatementTotals {
  priceWithoutVat: number;
  priceWithVat: number;
  cashCollected: number;
  commission: number;
  balance: number;
}

/**
 * The lines and totals of a report (docs/api/billing.md "Reports"). Each line's VAT is at `vatPercent`,
 * rounded up to the haléř (`billedAmount`); the totals are the sums of the lines.
 *
 * - CUSTOMER_TYPE: the client price; the counterpart is the driver. No statement (cash, commission, balance 0).
 * - DRIVER_TYPE, FLEET_TYPE: the driver price; the counterpart is the customer (driver report) or the driver
 *   (fleet report). The statement: `cashCollected` = the client price with VAT of every CASH_DRIVER ride (the
 *   driver holds that money); `commission` = Σ (client price − driver price) with VAT, the company's margin;
 *   `balance` = `priceWithVat` − `cashCollected`: positive, the company owes the driver; negative, the driver
 *   owes the company.
 */
export function buildStatement(
  type: ReportType,
  rides: readonly BillableRide[],
  vatPercent: number,
): { lines: StatementLine[]; totals: StatementTotals } {
  const customer = type === 'CUSTOMER_TYPE';
  const totals: StatementTotals = { priceWithoutVat: 0, priceWithVat: 0, cashCollected: 0, commission: 0, balance: 0 };
  const lines = rides.map((ride): StatementLine => {
    const client = billedAmount(ride.clientPrice ?? 0, vatPercent);
    const own = customer ? client : billedAmount(ride.driverPrice ?? 0, vatPercent);
    const cash = !customer && ride.paymentType === 'CASH_DRIVER' ? client.priceWithVat : 0;
    totals.priceWithoutVat += own.priceWithoutVat;
    totals.priceWithVat += own.priceWithVat;
    totals.cashCollected += cash;
    if (!customer) totals.commission += client.priceWithVat - own.priceWithVat;
    return {
      rideId: ride.id,
      date: ride.date,
      route: ride.route,
      counterpart: type === 'DRIVER_TYPE' ? ride.customerName : ride.driverName,
      paymentType: ride.paymentType,
      priceWithoutVat: own.priceWithoutVat,
      priceWithVat: own.priceWithVat,
      cash,
    };
  });
  if (!customer) totals.balance = totals.priceWithVat - totals.cashCollected;
  return { lines, totals };
}
