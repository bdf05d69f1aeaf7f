import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALENDAR_TOKEN_PATTERN, ZCalendarFeed, ZCalendarTokenParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import { sha256 } from '../../shared/crypto.ts';
import { serviceRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { sendPrivateFile } from '../../shared/private-file.ts';
import { createCalendarService } from './calendar.service.ts';

const ICS = 'text/calendar; charset=utf-8';

/**
 * A feed is fetched by calendar services (Google, Apple, Outlook) from addresses many users share, so its
 * limit counts per token, not per address: a subscribed calendar asks a few times an hour. The key is the
 * token's SHA-256 (the shared throttle store never holds a working token); a malformed token, which can only
 * answer 404, counts per address.
 */
function feedKey(request: FastifyRequest): string {
  const token = (request.params as { token?: unknown }).token;
  return typeof token === 'string' && CALENDAR_TOKEN_PATTERN.test(token) ? `calendar:${sha256(token)}` : `calendar-malformed:${request.ip}`;
}
const FEED_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: feedKey } as const;
/** New links and revocations per user, checked after sign-in. */
const PROFILE_LIMIT = {
  max: 20,
  timeWindow: '15 minutes',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `calendar-feed:${String(request.user?.id ?? request.ip)}`,
} as const;

/** Private calendar feeds (issue 20 §3, docs/api/integrations.md): the feed and the profile's link to it. */
export const calendarRoutes = serviceRoutes(['calendar'], createCalendarService, (api, calendar) => {
  api.get('/calendar/:token.ics', {
    access: { access: 'public', rateLimit: FEED_LIMIT },
    summary: "Public (the token is the key): a driver's or customer's rides of the last 7 days and upcoming, as iCalendar",
    description:
      'RFC 5545, times in Europe/Prague with its VTIMEZONE; one event per ride (UID `ride-<id>@<host>`, SEQUENCE = the ' +
      "ride's version). 404 CALENDAR_FEED_MISSING for an unknown or revoked token, or an owner deleted or blocked.",
    produces: ['text/calendar'],
    params: ZCalendarTokenParams,
    response: { 200: z.string().describe(ICS), ...errorResponses(404, 429) },
    handler: async (request, reply) => {
      const body = await calendar.ics(request.params.token);
      return sendPrivateFile(reply, { type: ICS, disposition: 'inline', name: 'vozka.ics', body, noindex: true });
    },
  });

  api.get('/profile/calendar-feed', {
    access: 'calendar.feed',
    summary: 'Own calendar feed URL (drivers and customers); `url` null without one',
    response: ok(ZCalendarFeed, 401, 403),
    handler: (request) => calendar.get(request.user!),
  });

  api.post('/profile/calendar-feed', {
    access: { access: 'calendar.feed', rateLimit: PROFILE_LIMIT },
    summary: 'A new calendar feed URL; the previous one answers 404 from now on',
    response: created(ZCalendarFeed, 401, 403, 429),
    handler: (request) => calendar.replace(request.user!),
  });

  api.delete('/profile/calendar-feed', {
    access: { access: 'calendar.feed', rateLimit: PROFILE_LIMIT },
    summary: 'Revoke own calendar feed URL: it answers 404 from now on',
    response: deleted(401, 403, 429),
    handler: (request) => calendar.revoke(request.user!),
  });
});
