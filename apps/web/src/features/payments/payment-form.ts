import { PAYMENT_TYPES, type Payment, type PaymentType, type TPaymentInput, ZPaymentInput } from '@vozka/domain';
import { schemaErrors } from '../../lib/form';

/** The payment form's values: the price as the number input holds it ('' when empty). */
export interface PaymentValues {
  price: number | string;
  type: PaymentType | null;
  paid: boolean;
  description: string;
}

export const PAYMENT_FIELDS = ['price', 'type', 'paid', 'description'] as const;

/** The form of a payment to edit, a new one, or the cash a driver took (always CASH_DRIVER, paid). */
export function paymentValues(payment: Payment | null, cashOnly: boolean): PaymentValues {
  if (payment) {
    return { price: payment.price, type: payment.type, paid: payment.paid, description: payment.description ?? '' };
  }
  return { price: '', type: cashOnly ? 'CASH_DRIVER' : null, paid: cashOnly, description: '' };
}

export function paymentBody(values: PaymentValues): TPaymentInput {
  return {
    price: values.price === '' ? (undefined as unknown as number) : Number(values.price),
    type: (values.type ?? undefined) as PaymentType,
    paid: values.paid,
    description: values.description.trim() || null,
  };
}

/**
 * The form's errors by field: message codes from the domain schema ("Fill in every field." for an
 * empty price or type), and `priceInvalid` for a price that is not more than 0 Kč.
 */
export function paymentErrors(values: PaymentValues, priceInvalid: string): Record<string, string> {
  const errors: Record<string, string> = schemaErrors(ZPaymentInput, paymentBody(values));
  if (errors.price && errors.price !== 'FILL_EVERY_FIELD') errors.price = priceInvalid;
  return errors;
}

export const isPaymentType = (value: string | null): value is PaymentType =>
  value !== null && (PAYMENT_TYPES as readonly string[]).includes(value);
