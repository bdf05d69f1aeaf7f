import { describe, expect, it } from 'vitest';
import { formatCzk, formatDateTime } from './format';

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
});
