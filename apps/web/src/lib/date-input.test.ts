import { describe, expect, it } from 'vitest';
import { formatDateValue, monthDays, parseDateText } from './date-input';

describe('date fields in the UI language', () => {
  it('write a date and time the Czech way, 24 h', () => {
    expect(formatDateValue('2026-11-25T14:30', 'datetime', 'cs')).toBe('25. 11. 2026 14:30');
    expect(formatDateValue('2026-11-05T08:05', 'datetime', 'cs')).toBe('5. 11. 2026 08:05');
    expect(formatDateValue('2026-11-25', 'date', 'cs')).toBe('25. 11. 2026');
  });

  it('write it the English way, also 24 h', () => {
    expect(formatDateValue('2026-11-25T14:30', 'datetime', 'en')).toBe('25/11/2026 14:30');
    expect(formatDateValue('2026-03-01', 'date', 'en')).toBe('01/03/2026');
  });

  it('read either way and ISO into the form value', () => {
    expect(parseDateText('25. 11. 2026 14:30', 'datetime')).toBe('2026-11-25T14:30');
    expect(parseDateText('25.11.2026 9:05', 'datetime')).toBe('2026-11-25T09:05');
    expect(parseDateText('25/11/2026 14:30', 'datetime')).toBe('2026-11-25T14:30');
    expect(parseDateText('2026-11-25T14:30', 'datetime')).toBe('2026-11-25T14:30');
    expect(parseDateText(' 1. 2. 2027 ', 'date')).toBe('2027-02-01');
    expect(parseDateText('', 'date')).toBe('');
  });

  it('refuse what is no such date', () => {
    expect(parseDateText('31. 2. 2026', 'date')).toBeNull();
    expect(parseDateText('25. 11. 2026', 'datetime')).toBeNull(); // no time
    expect(parseDateText('25. 11. 2026 24:00', 'datetime')).toBeNull();
    expect(parseDateText('zítra', 'date')).toBeNull();
    expect(formatDateValue('zítra', 'date', 'cs')).toBe('zítra');
  });

  it('lay out a month from Monday', () => {
    const november = monthDays(2026, 11); // 1 November 2026 is a Sunday
    expect(november.slice(0, 7)).toEqual([null, null, null, null, null, null, 1]);
    expect(november.filter((d) => d !== null)).toHaveLength(30);
  });
});
