import { describe, expect, it } from 'vitest';
import { formatCzk, formatDateTime, vatBreakdown } from './format';

describe('format', () => {
  it('shows crowns with Czech grouping and Kč', () => {
    expect(formatCzk(1250, 'cs')).toBe('1\u00a0250\u00a0Kč');
    expect(formatCzk(99.5, 'cs')).toBe('99,50\u00a0Kč');
    expect(formatCzk(1250, 'en')).toBe('1,250\u00a0Kč');
  });

  it('shows times in Prague whatever the browser zone is', () => {
    // 12:30 UTC in summer is 14:30 in Prague
    expect(formatDateTime('2026-07-01T12:30:00Z', 'cs')).toContain('14:30');
    expect(formatDateTime('not a date', 'cs')).toBe('');
  });

  it('adds 21 % VAT rounded up to whole crowns', () => {
    expect(vatBreakdown(1000)).toEqual({ withoutVat: 1000, withVat: 1210 });
    expect(vatBreakdown(999)).toEqual({ withoutVat: 999, withVat: 1209 }); // 1208.79
    expect(vatBreakdown(1250.5)).toEqual({ withoutVat: 1250.5, withVat: 1514 }); // 1513.105
    expect(vatBreakdown(0)).toEqual({ withoutVat: 0, withVat: 0 });
  });
});
