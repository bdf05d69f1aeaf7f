import { z } from 'zod';
import { allows } from '../auth/permissions.ts';

/**
 * Private calendar feeds (issue 20 §3, docs/api/integrations.md, decision 0042): a driver's or a
 * customer's rides as an iCalendar feed at `/api/calendar/{token}.ics`. The token is a capability: 32
 * random bytes, base64url (43 characters).
 */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's path under the portal's address, without the host: `/api/calendar/{token}.ics`. */
export function calendarFeedPath(token: string): string {
  return `/api/calendar/${token}.ics`;
}

/** `GET /api/calendar/{token}.ics`: the token of the URL (anything else answers 404 like an unknown one). */
export const ZCalendarTokenParams = z.object({ token: z.string().max(200) });
export type TCalendarTokenParams = z.infer<typeof ZCalendarTokenParams>;

/** `GET|POST /api/profile/calendar-feed`: the signed-in user's feed URL (null: none, or revoked). */
export const ZCalendarFeed = z.object({
  url: z.string().nullable().describe('The private feed URL; null when the user has none'),
  createdAt: z.string().nullable().describe('When the current URL was made (ISO 8601)'),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/**
 * Who may have a calendar feed (the profile's Calendar section and its routes): a user with the DRIVER or
 * the CUSTOMER role ('calendar.feed'). ADMIN and fleet managers dispatch from the board; their feed would be
 * the whole dispatch (decision 0042).
 */
export function canHaveCalendarFeed(roles: readonly string[] | null): boolean {
  return allows('calendar.feed', roles);
}
