import ICAL from 'ical.js';
import type { TestApp } from '../../test/test-app.ts';

/** One VEVENT of a feed as a test reads it back with ical.js. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  status: string | null;
  sequence: number;
  lastModified: Date | null;
  start: Date;
  end: Date;
  /** The zone and the wall clock DTSTART is written in. */
  startZone: string;
  startWall: { hour: number; minute: number };
}

/** Parses an iCalendar text with ical.js (its VTIMEZONEs registered, so the zoned times convert to instants). */
export function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const modified = vevent.getFirstPropertyValue('last-modified');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location || null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: event.sequence,
      lastModified: modified instanceof ICAL.Time ? modified.toJSDate() : null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: event.startDate.zone.tzid,
      startWall: { hour: event.startDate.hour, minute: event.startDate.minute },
    };
  });
  return { calendar, events };
}

/** The path of a feed URL the API answered (`http://vozka.test/api/calendar/….ics` → `/api/calendar/….ics`). */
export const pathOf = (url: string): string => new URL(url).pathname;

/** Fetches a feed anonymously. */
export function fetchFeed(t: Pick<TestApp, 'app'>, url: string) {
  return t.app.inject({ url: pathOf(url) });
}
