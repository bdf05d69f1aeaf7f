import { describe, expect, it } from 'vitest';
import { CALENDAR_TOKEN_PATTERN, calendarFeedPath, canHaveCalendarFeed } from './calendar.ts';

describe('calendar feeds', () => {
  it('drivers and customers may have one (any of their roles), ADMIN, fleet managers and passengers not', () => {
    expect(canHaveCalendarFeed(['DRIVER'])).toBe(true);
    expect(canHaveCalendarFeed(['CUSTOMER'])).toBe(true);
    expect(canHaveCalendarFeed(['FLEET_MANAGER', 'DRIVER'])).toBe(true);
    for (const role of ['ADMIN', 'FLEET_MANAGER', 'PASSENGER']) expect(canHaveCalendarFeed([role])).toBe(false);
    expect(canHaveCalendarFeed(null)).toBe(false);
  });

  it('a token is 43 base64url characters; the path ends in .ics', () => {
    expect(CALENDAR_TOKEN_PATTERN.test('A'.repeat(43))).toBe(true);
    expect(CALENDAR_TOKEN_PATTERN.test('a-b_'.repeat(10) + 'xyz')).toBe(true);
    for (const bad of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}/`, `${'A'.repeat(42)}\u0000`])
      expect(CALENDAR_TOKEN_PATTERN.test(bad)).toBe(false);
    expect(calendarFeedPath('abc')).toBe('/api/calendar/abc.ics');
  });
});
