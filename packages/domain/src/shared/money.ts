/**
 * Money (README "Data"): integer haléře in the database and in every calculation, CZK — a number with at most
 * two decimals — on the wire. This file is the one home of the conversion, for the domain's schemas, the API's
 * presenters and the web alike; VAT and rounding rules of the price engine are in pricing/money.ts.
 */

/** The largest CZK amount a price, a payment or a ride's price may name (ten million). */
export const MAX_CZK = 10_000_000;

/** CZK on the wire (a number with at most two decimals) from integer haléře. */
export function halereToCzk(halere: number): number {
  return halere / 100;
}

/** `halereToCzk` of a column that may be empty. */
export function optionalHalereToCzk(halere: number | null): number | null {
  return halere === null ? null : halereToCzk(halere);
}

/** Integer haléře from CZK on the wire (the schemas' transform: more decimals round to the nearest haléř). */
export function czkToHalere(czk: number): number {
  return Math.round(czk * 100);
}
