/** A public check-payment page is opened by the ride's payment secret (`drive`) or a payment's public id. */
export type PaymentPageKind = 'drive' | 'payment';

/** The path of a public check-payment page: by the ride's secret, or by a payment's public id. */
export function checkPaymentPath(kind: PaymentPageKind, id: string): string {
  return `/check-payment/${kind}/${encodeURIComponent(id)}`;
}

/** The full link of a check-payment page (what is copied for the customer, and the provider's return URL). */
export function checkPaymentUrl(kind: PaymentPageKind, id: string, origin = window.location.origin): string {
  return `${origin}${checkPaymentPath(kind, id)}`;
}
