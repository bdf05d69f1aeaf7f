import { describe, expect, it } from 'vitest';
import { addDays, formatPragueFilterDate, parsePragueFilterDate, pragueOffsetMinutes, todayInPrague, toPragueIso } from './time.ts';

describe('parsePragueFilterDate', () => {
  it.each([
    // winter (CET, +01:00) and summer (CEST, +02:00)
    ['2026-01-15_08:30:00', '2026-01-15T07:30:00.000Z'],
    ['2026-07-01_00:00:00', '2026-06-30T22:00:00.000Z'],
    ['2026-12-31_23:59:59', '2026-12-31T22:59:59.000Z'],
    ['2024-02-29_12:00:00', '2024-02-29T11:00:00.000Z'],
    // spring change, 2026-03-29: 02:00 CET jumps to 03:00 CEST
    ['2026-03-29_00:00:00', '2026-03-28T23:00:00.000Z'],
    ['2026-03-29_01:59:59', '2026-03-29T00:59:59.000Z'],
    ['2026-03-29_03:00:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29_23:59:59', '2026-03-29T21:59:59.000Z'],
    // a time that does not exist moves forward by the gap (02:30 is 03:30 summer time)
    ['2026-03-29_02:00:00', '2026-03-29T01:00:00.000Z'],
    ['2026-03-29_02:30:00', '2026-03-29T01:30:00.000Z'],
    // autumn change, 2026-10-25: 03:00 CEST goes back to 02:00 CET
    ['2026-10-25_00:00:00', '2026-10-24T22:00:00.000Z'],
    ['2026-10-25_01:59:59', '2026-10-24T23:59:59.000Z'],
    // the repeated hour is the earlier one (summer time)
    ['2026-10-25_02:00:00', '2026-10-25T00:00:00.000Z'],
    ['2026-10-25_02:30:00', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25_03:00:00', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25_23:59:59', '2026-10-25T22:59:59.000Z'],
  ])('%s in Prague is %s', (text, iso) => {
    expect(parsePragueFilterDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    '',
    '2026-03-29',
    '2026-03-29 10:00:00',
    '2026-03-29T10:00:00',
    '2026-3-29_10:00:00',
    '2026-03-29_10:00',
    '2026-13-01_00:00:00',
    '2026-00-10_00:00:00',
    '2026-02-29_00:00:00',
    '2026-04-31_00:00:00',
    '2026-03-29_24:00:00',
    '2026-03-29_10:60:00',
    '2026-03-29_10:00:60',
    ' 2026-03-29_10:00:00',
    '2026-03-29_10:00:00Z',
  ])('refuses %j', (text) => {
    expect(parsePragueFilterDate(text)).toBeNull();
  });
});

describe('formatPragueFilterDate', () => {
  it.each([
    ['2026-01-15T07:30:00.000Z', '2026-01-15_08:30:00'],
    ['2026-03-29T00:59:59.000Z', '2026-03-29_01:59:59'],
    ['2026-03-29T01:00:00.000Z', '2026-03-29_03:00:00'],
    ['2026-10-25T00:30:00.000Z', '2026-10-25_02:30:00'],
    ['2026-10-25T01:30:00.000Z', '2026-10-25_02:30:00'],
    ['2026-10-25T02:00:00.000Z', '2026-10-25_03:00:00'],
    ['2026-12-31T23:00:00.000Z', '2027-01-01_00:00:00'],
  ])('%s is %s in Prague', (iso, text) => {
    expect(formatPragueFilterDate(new Date(iso))).toBe(text);
  });

  it('round-trips every quarter hour across both changes of 2026', () => {
    for (const day of ['2026-03-28T12:00:00Z', '2026-10-24T12:00:00Z']) {
      const start = Date.parse(day);
      for (let t = start; t < start + 48 * 3_600_000; t += 15 * 60_000) {
        const text = formatPragueFilterDate(new Date(t));
        const back = parsePragueFilterDate(text)!;
        // The repeated autumn hour reads back as its first occurrence, one hour earlier.
        const expected = formatPragueFilterDate(new Date(t - 3_600_000)) === text ? t - 3_600_000 : t;
        expect([text, back.getTime()]).toEqual([text, expected]);
      }
    }
  });
});

describe('business calendar', () => {
  it('takes today in Prague, not in UTC', () => {
    // 22:30 UTC on 30 June is already 00:30 on 1 July in Prague (summer time, UTC+2).
    expect(todayInPrague(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(todayInPrague(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(todayInPrague(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 30)).toBe('2027-01-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('writes an instant as ISO 8601 with the Prague offset of that instant', () => {
    expect(toPragueIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30:00+01:00');
    expect(toPragueIso(new Date('2026-07-15T12:30:00Z'))).toBe('2026-07-15T14:30:00+02:00');
    expect(pragueOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(pragueOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });
});
