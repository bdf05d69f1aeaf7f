import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES, REPORT_TYPES } from '@vozka/domain';
import { buildStatement, type BillableRide } from './report-lines.ts';

const price = fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null });
const ride = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  date: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
  route: fc.string(),
  customerName: fc.option(fc.string(), { nil: null }),
  driverName: fc.option(fc.string(), { nil: null }),
  paymentType: fc.option(fc.constantFrom(...PAYMENT_TYPES), { nil: null }),
  driverPrice: price,
  clientPrice: price,
}) satisfies fc.Arbitrary<BillableRide>;
const rate = fc.constantFrom(0, 10, 12, 15, 21, 12.5);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('buildStatement', () => {
  it('totals are the sums of the lines; VAT per line rounded up to the haléř; nothing negative (random rides)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REPORT_TYPES), fc.array(ride, { maxLength: 40 }), rate, (type, rides, vat) => {
        const { lines, totals } = buildStatement(type, rides, vat);
        expect(lines).toHaveLength(rides.length);
        expect(totals.priceWithoutVat).toBe(sum(lines.map((l) => l.priceWithoutVat)));
        expect(totals.priceWithVat).toBe(sum(lines.map((l) => l.priceWithVat)));
        expect(totals.cashCollected).toBe(sum(lines.map((l) => l.cash)));
        lines.forEach((line, i) => {
          const source = rides[i]!;
          const base = (type === 'CUSTOMER_TYPE' ? source.clientPrice : source.driverPrice) ?? 0;
          expect(line.priceWithoutVat).toBe(base);
          const exact = (base * vat) / 100;
          const lineVat = line.priceWithVat - line.priceWithoutVat;
          expect(Number.isInteger(lineVat)).toBe(true);
          expect(lineVat).toBeGreaterThanOrEqual(exact - 1e-9);
          expect(lineVat).toBeLessThan(exact + 1);
          for (const amount of [line.priceWithoutVat, line.priceWithVat, line.cash]) expect(amount).toBeGreaterThanOrEqual(0);
        });
        for (const amount of [totals.priceWithoutVat, totals.priceWithVat, totals.cashCollected]) expect(amount).toBeGreaterThanOrEqual(0);
        if (type === 'CUSTOMER_TYPE') expect([totals.cashCollected, totals.commission, totals.balance]).toEqual([0, 0, 0]);
        else expect(totals.balance).toBe(totals.priceWithVat - totals.cashCollected);
      }),
      { numRuns: 300 },
    );
  });

  it("a driver's statement: owed the driver prices with VAT, holds the cash of CASH_DRIVER rides, the balance says who owes whom", () => {
    const base = { date: new Date('2026-03-03T09:00:00Z'), route: 'A → B', customerName: 'Klára', driverName: 'David' };
    const rides: BillableRide[] = [
      { ...base, id: 1, paymentType: 'INVOICE', driverPrice: 80_000, clientPrice: 100_000 },
      { ...base, id: 2, paymentType: 'CASH_DRIVER', driverPrice: 50_000, clientPrice: 70_000 },
    ];
    expect(buildStatement('DRIVER_TYPE', rides, 21).totals).toEqual({
      priceWithoutVat: 130_000,
      priceWithVat: 157_300,
      cashCollected: 84_700,
      commission: 48_400,
      balance: 72_600,
    });
    // Only cash rides: the driver holds more than it earned and owes the company the difference.
    expect(buildStatement('DRIVER_TYPE', [rides[1]!], 21).totals.balance).toBe(60_500 - 84_700);
    // A customer report sums the client prices, the driver as counterpart.
    const customer = buildStatement('CUSTOMER_TYPE', rides, 21);
    expect(customer.totals).toMatchObject({ priceWithoutVat: 170_000, priceWithVat: 205_700 });
    expect(customer.lines.map((l) => l.counterpart)).toEqual(['David', 'David']);
    // VAT rounds up per line: 0.01 Kč at 21 % is 1 haléř of VAT.
    expect(buildStatement('CUSTOMER_TYPE', [{ ...rides[0]!, clientPrice: 1 }], 21).lines[0]?.priceWithVat).toBe(2);
  });
});
