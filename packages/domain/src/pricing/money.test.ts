import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { multiplyHalfUp, vatBreakdown, withVat } from './money.ts';

describe('money', () => {
  it.each<[number, number, number, number]>([
    // amount (h), quantity, decimals, result (h)
    [3_000, 12.345, 3, 37_035],
    [3_333, 1.5, 3, 5_000], // 4999.5 → 5000: half up
    [1, 0.5, 3, 1],
    [1, 0.4999, 3, 1], // the quantity is fixed to 3 decimals first (0.500), then 0.5 h rounds half up
    [1, 0.4994, 3, 0], // 0.499 → 0.499 h → 0
    [60_000, 2.25, 2, 135_000],
    [500, 7, 0, 3_500],
    [0, 99.9, 3, 0],
  ])('%i × %d (%i decimals) = %i', (amount, quantity, decimals, result) => {
    expect(multiplyHalfUp(amount, quantity, decimals)).toBe(result);
  });

  it('does not let binary floating point decide a half', () => {
    // 1.005 km × 1000 h is 1004.999… in floating point; fixed to metres it is exactly 1005.
    expect(multiplyHalfUp(1_000, 1.005)).toBe(1_005);
    expect(multiplyHalfUp(10, 0.15)).toBe(2); // 1.5 h → 2
  });

  it.each<[number, number, number]>([
    [100_000, 21, 121_000], // 1000 Kč → 1210 Kč exactly
    [100_050, 21, 121_100], // 1000.50 Kč → 1210.605 Kč → up to 1211 Kč
    [1, 21, 100], // 0.01 Kč → 0.0121 Kč → 1 Kč
    [0, 21, 0],
    [82_644, 21, 100_000], // 826.44 Kč → 999.9924 Kč → 1000 Kč
    [82_645, 21, 100_100], // 826.45 Kč → 1000.0045 Kč → 1001 Kč
    [100_000, 12, 112_000],
    [100_000, 0, 100_000],
  ])('withVat(%i h, %d %%) = %i h (whole koruna, rounded up)', (h, rate, gross) => {
    expect(withVat(h, rate)).toBe(gross);
  });

  it('breaks a price down for the tooltip', () => {
    expect(vatBreakdown(100_050)).toEqual({ withoutVat: 100_050, vat: 21_050, withVat: 121_100, ratePercent: 21 });
  });

  it('with VAT is whole koruna, never below the exact amount, and less than a koruna above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 30 }), (h, rate) => {
        const gross = withVat(h, rate);
        const exact = (h * (100 + rate)) / 100;
        expect(gross % 100).toBe(0);
        expect(gross).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(gross - exact).toBeLessThan(100);
      }),
    );
  });

  it('refuses negative amounts', () => {
    expect(() => multiplyHalfUp(-1, 1)).toThrow(RangeError);
    expect(() => withVat(-1)).toThrow(RangeError);
  });
});
