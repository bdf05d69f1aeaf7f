import { describe, expect, it } from 'vitest';
import { MAX_INT4, ZId, ZOptionalIdRef, ZPaging, zUrlInt } from './ids.ts';

describe('numbers in URLs', () => {
  it('an id is a plain decimal integer 1..2147483647', () => {
    expect(ZId.parse('1')).toBe(1);
    expect(ZId.parse(String(MAX_INT4))).toBe(MAX_INT4);
    for (const bad of ['0', '0x10', '1e0', '+5', '-1', '1.0', '05', ' 5', '5 ', '', '2147483648', '99999999999', 'NaN', '١٢']) {
      expect([bad, ZId.safeParse(bad).success]).toEqual([bad, false]);
    }
  });

  it('page and size default when absent and keep their bounds', () => {
    expect(ZPaging.page.parse(undefined)).toBe(0);
    expect(ZPaging.size.parse(undefined)).toBe(20);
    expect(ZPaging.page.parse('0')).toBe(0);
    expect(ZPaging.size.safeParse('0').success).toBe(false);
    expect(zUrlInt(0, 1440).safeParse('1441').success).toBe(false);
    expect(zUrlInt(0, 1440).safeParse(undefined).success).toBe(false);
    expect(zUrlInt(1, 15, 8).parse(undefined)).toBe(8);
  });
});

describe('ids in JSON bodies', () => {
  it('are whole numbers within int4, plain or as { id }; 0 and absent mean none', () => {
    expect(ZOptionalIdRef.parse(7)).toBe(7);
    expect(ZOptionalIdRef.parse({ id: MAX_INT4 })).toBe(MAX_INT4);
    expect(ZOptionalIdRef.parse(0)).toBeNull();
    expect(ZOptionalIdRef.parse(undefined)).toBeNull();
    for (const bad of [MAX_INT4 + 1, -1, 1.5, '7', { id: MAX_INT4 + 1 }]) expect(ZOptionalIdRef.safeParse(bad).success).toBe(false);
  });
});
