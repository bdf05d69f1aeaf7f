import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@vozka/domain';
import { invoiceVatPercent, linesOf, totalsOf, vatBreakdownOf, type BillableRide } from './invoice-build.ts';

const ride = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  date: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T23:59:59Z'), noInvalidDate: true }),
  // Up to 100,000 Kč a ride, in haléře.
  clientPrice: fc.integer({ min: 0, max: 10_000_000 }),
  route: fc.constant('A → B'),
}) satisfies fc.Arbitrary<BillableRide>;

/**
 * Issue 15 quality bar: for random rides, an invoice's totals equal the sums of its lines and of its VAT
 * breakdown; VAT per line is the rate rounded UP to the haléř (spec §9); nothing is negative.
 */
describe('invoice totals (property)', () => {
  it('totals = Σ lines = Σ breakdown; VAT rounded up per line; never negative', () => {
    fc.assert(
      fc.property(
        fc.array(ride, { minLength: 1, maxLength: 60 }),
        fc.constantFrom(21, 12, 15, 10, 0),
        fc.boolean(),
        (rides, rate, vatPayer) => {
          const vatPercent = invoiceVatPercent({ ...DEFAULT_COMPANY, vatPayer }, rate);
          const lines = linesOf(rides, vatPercent);
          const totals = totalsOf(lines);
          const breakdown = vatBreakdownOf(lines);
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

          expect(totals.totalWithoutVat).toBe(sum(lines.map((l) => l.priceWithoutVat)));
          expect(totals.totalVat).toBe(sum(lines.map((l) => l.vat)));
          expect(totals.totalWithVat).toBe(sum(lines.map((l) => l.priceWithVat)));
          expect(totals.totalWithVat).toBe(totals.totalWithoutVat + totals.totalVat);
          expect(sum(breakdown.map((r) => r.base))).toBe(totals.totalWithoutVat);
          expect(sum(breakdown.map((r) => r.vat))).toBe(totals.totalVat);
          expect(sum(breakdown.map((r) => r.total))).toBe(totals.totalWithVat);
          for (const [i, line] of lines.entries()) {
            const price = rides[i]!.clientPrice;
            expect(line.priceWithoutVat).toBe(price);
            // Rounded up: never below the exact VAT, less than a haléř above it.
            const exact = (price * vatPercent) / 100;
            expect(line.vat).toBeGreaterThanOrEqual(exact - 1e-9);
            expect(line.vat - exact).toBeLessThan(1);
            expect(Number.isInteger(line.vat)).toBe(true);
            expect(line.vat).toBeGreaterThanOrEqual(0);
            if (!vatPayer) expect(line.vat).toBe(0);
          }
          expect(Object.values(totals).every((v) => v >= 0)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
