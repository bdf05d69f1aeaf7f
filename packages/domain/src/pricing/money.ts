/**
 * Money arithmetic of the price engine (docs/api/pricing.md "Rounding"). Amounts are integer haléře;
 * every multiplication by a non-integer quantity (kilometres, hours) is rounded half up to a whole haléř
 * at its end, and done in integers so binary floating point never decides a rounding.
 */

/** Spec §9: the VAT rate when the setting has none. */
export const DEFAULT_VAT_PERCENT = 21;

/** With-VAT prices are rounded up to whole koruna (100 haléře): what a Czech customer sees on the tooltip. */
export const VAT_ROUNDING_HALERE = 100;

/**
 * `amount × quantity` rounded half up to a whole haléř. `quantity` is first fixed to `decimals` decimal
 * places (kilometres to metres with the default 3), then the product is computed in integers.
 */
export function multiplyHalfUp(amount: number, quantity: number, decimals = 3): number {
  if (amount < 0 || quantity < 0) throw new RangeError('money: negative amount or quantity');
  const scale = 10 ** decimals;
  const scaled = Math.round(quantity * scale);
  return Math.floor((amount * scaled + scale / 2) / scale);
}

/**
 * The price with VAT (spec §9 "rounded up"): `haléře × (100 + rate) / 100`, rounded UP to whole koruna,
 * answered in haléře. The rate may have up to two decimals (a setting, 21 by default).
 */
export function withVat(halere: number, ratePercent = DEFAULT_VAT_PERCENT): number {
  if (halere < 0 || ratePercent < 0) throw new RangeError('money: negative amount or rate');
  const basisPoints = Math.round(ratePercent * 100);
  // haléře × (10000 + bp) is the with-VAT amount in 1/10000 haléř; one koruna is 100 × 10000 of those.
  const tenThousandths = halere * (10_000 + basisPoints);
  const unit = VAT_ROUNDING_HALERE * 10_000;
  return Math.ceil(tenThousandths / unit) * VAT_ROUNDING_HALERE;
}

export interface VatBreakdown {
  /** The engine's price: prices are set and calculated without VAT. */
  withoutVat: number;
  vat: number;
  withVat: number;
  ratePercent: number;
}

/** What the price tooltip shows: the price without and with VAT (haléře). */
export function vatBreakdown(halere: number, ratePercent = DEFAULT_VAT_PERCENT): VatBreakdown {
  const gross = withVat(halere, ratePercent);
  return { withoutVat: halere, vat: gross - halere, withVat: gross, ratePercent };
}
