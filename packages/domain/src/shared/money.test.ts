import { describe, expect, it } from 'vitest';
import { czkToHalere, halereToCzk, optionalHalereToCzk } from './money.ts';
import { ZPaymentInput } from '../payments/payment.ts';

describe('money: haléře inside, CZK on the wire', () => {
  it('converts both ways, rounding CZK to the nearest haléř', () => {
    expect(halereToCzk(125_050)).toBe(1250.5);
    expect(optionalHalereToCzk(null)).toBeNull();
    expect(optionalHalereToCzk(99)).toBe(0.99);
    expect(czkToHalere(1250.5)).toBe(125_050);
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point: still 30 haléře.
    expect(czkToHalere(0.1 + 0.2)).toBe(30);
    expect(czkToHalere(19.999)).toBe(2000);
  });

  it('is the transform of the wire schemas', () => {
    expect(ZPaymentInput.parse({ price: 1250.5, type: 'CASH_DRIVER' }).price).toBe(125_050);
  });
});
