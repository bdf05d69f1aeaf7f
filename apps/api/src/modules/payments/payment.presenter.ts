import { halereToCzk as czk, ridePaidState, type Payment, type PaymentCheck, type PaymentType } from '@vozka/domain';
import type { PaymentRow } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../adapters/payments/provider.ts';

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    rideId: row.rideId,
    publicId: row.publicId,
    price: czk(row.price),
    paid: row.paid,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    description: row.description,
    type: row.type as PaymentType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Made at first use: the first Czech number format of a process loads its ICU data, about 9 ms of a start. */
let amountFormat: Intl.NumberFormat | undefined;

/** A payment as the ride history shows it: `1 250,00 Kč CASH_DRIVER paid` (plain spaces). */
export function paymentHistoryText(row: Pick<PaymentRow, 'price' | 'type' | 'paid'>): string {
  amountFormat ??= new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amountFormat.format(czk(row.price)).replace(/\s/g, ' ')} Kč ${row.type} ${row.paid ? 'paid' : 'unpaid'}`;
}

/** The public check-payment data (no names, no addresses: only what paying needs). */
export function toPaymentCheck(kind: PaymentCheck['kind'], rideDate: Date, rows: PaymentRow[], provider: PaymentProvider): PaymentCheck {
  const due = rows.filter((r) => !r.paid).reduce((sum, r) => sum + r.price, 0);
  return {
    kind,
    rideDate: rideDate.toISOString(),
    payments: rows.map((r) => ({
      publicId: r.publicId,
      price: czk(r.price),
      paid: r.paid,
      description: r.description,
      type: r.type as PaymentType,
    })),
    amountDue: czk(due),
    allPaid: ridePaidState(rows),
    provider: provider.name,
    publishableKey: provider.publishableKey,
  };
}
