/**
 * Billing VAT (issue 15; spec §9 "rounded up"): per line, `haléře × rate / 100` rounded UP to a whole haléř.
 * Unlike the price tooltip (`withVat`, whole koruna), documents keep haléř precision.
 */
export function lineVat(halere: number, ratePercent: number): number {
  if (halere < 0 || ratePercent < 0) throw new RangeError('money: negative amount or rate');
  const basisPoints = Math.round(ratePercent * 100);
  return Math.ceil((halere * basisPoints) / 10_000);
}

export interface BilledAmount {
  priceWithoutVat: number;
  vat: number;
  priceWithVat: number;
}

/** One line's amounts: without VAT, its VAT (rounded up to the haléř) and with VAT. */
export function billedAmount(halere: number, ratePercent: number): BilledAmount {
  const vat = lineVat(halere, ratePercent);
  return { priceWithoutVat: halere, vat, priceWithVat: halere + vat };
}
