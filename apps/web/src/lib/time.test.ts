import { describe, expect, it } from 'vitest';
import { toPragueIso } from '@vozka/domain';
import { isoToPragueLocal, pragueLocalToIso, pragueLocalToIsoOrText, toFilterDate } from './time';

describe('Prague time', () => {
  it('reads a summer wall-clock time with +02:00 and a winter one with +01:00', () => {
    expect(pragueLocalToIso('2026-07-15T14:30')).toBe('2026-07-15T14:30:00+02:00');
    expect(pragueLocalToIso('2026-01-15T14:30')).toBe('2026-01-15T14:30:00+01:00');
    expect(new Date(pragueLocalToIso('2026-07-15T14:30')!).toISOString()).toBe('2026-07-15T12:30:00.000Z');
  });

  it('uses the offset of the day itself around the clock changes', () => {
    expect(pragueLocalToIso('2026-03-29T01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(pragueLocalToIso('2026-03-29T03:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(pragueLocalToIso('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00'); // skipped hour
    expect(pragueLocalToIso('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+02:00'); // repeated: the earlier
    expect(pragueLocalToIso('2026-10-25T03:30')).toBe('2026-10-25T03:30:00+01:00');
    expect(pragueLocalToIso('2026-10-25T00:15')).toBe('2026-10-25T00:15:00+02:00');
  });

  it('answers null for empty or malformed input', () => {
    expect(pragueLocalToIso('')).toBeNull();
    expect(pragueLocalToIso(null)).toBeNull();
    expect(pragueLocalToIso('15.7.2026 14:30')).toBeNull();
  });

  it('keeps text that is no date for the form to refuse (an optional "now" field), empty as null', () => {
    expect(pragueLocalToIsoOrText('2026-07-15T14:30')).toBe('2026-07-15T14:30:00+02:00');
    expect(pragueLocalToIsoOrText('  ')).toBeNull();
    expect(pragueLocalToIsoOrText('Monday')).toBe('Monday');
  });

  it('shows an instant as the Prague datetime-local value and back', () => {
    expect(isoToPragueLocal('2026-07-15T12:30:00Z')).toBe('2026-07-15T14:30');
    expect(isoToPragueLocal('2026-12-31T23:30:00Z')).toBe('2027-01-01T00:30');
    expect(isoToPragueLocal(null)).toBe('');
    expect(toPragueIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
    expect(pragueLocalToIso(isoToPragueLocal('2026-02-01T08:05:00+01:00'))).toBe('2026-02-01T08:05:00+01:00');
  });

  it('writes filter dates as yyyy-MM-dd_HH:mm:ss', () => {
    expect(toFilterDate('2026-07-01', 'start')).toBe('2026-07-01_00:00:00');
    expect(toFilterDate('2026-07-31', 'end')).toBe('2026-07-31_23:59:59');
    expect(toFilterDate('', 'start')).toBeNull();
  });
});
