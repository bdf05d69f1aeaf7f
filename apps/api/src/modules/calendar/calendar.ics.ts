import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { BUSINESS_TIME_ZONE, type Language } from '@vozka/domain';
import { calendarTexts } from '../../locales/calendar.ts';
import type { RideWithPeople, StopValues } from '../rides/rides.repository.ts';
import type { RideView } from '../rides/ride-access.ts';
import { zonedTime } from './zoned-time.ts';

/** An event shorter than this (a busy-until at the pick-up) lasts this long in the calendar. */
const MIN_EVENT_MS = 30 * 60_000;
/** Statuses shown as cancelled events (STATUS:CANCELLED): a subscribed calendar strikes or drops them. */
const CANCELLED = new Set(['CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER']);

/** One ride of a feed: its row with people, its route, and how the feed's owner stands to it. */
export interface FeedRide {
  row: RideWithPeople;
  stops: StopValues[];
  view: RideView;
}

export interface FeedOptions {
  lang: Language;
  /** The portal's address: the events' links and the host of their UIDs. */
  publicUrl: string;
}

/** "Label: value" lines, the empty values left out. */
const lines = (entries: [string, string | null | undefined][]) =>
  entries.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);

/** The description: the route's stops; for its driver the passenger and phone; for its client the driver and vehicle. */
function descriptionOf(ride: FeedRide, lang: Language, link: string): string {
  const t = calendarTexts.texts(lang);
  const { row, view } = ride;
  const people: string[] = [];
  if (view.driver) {
    const passenger = row.passengerName ?? row.customerName;
    people.push(...lines([[row.passengerName ? t.passenger : t.customer, [passenger, row.passengerPhone].filter(Boolean).join(', ')]]));
  }
  if (view.client) {
    const vehicle = [row.vehicleBrand, row.vehicleModel, row.vehicleColor, row.vehicleRegistrationPlate].filter(Boolean).join(' ');
    const driver = row.driverName ? [row.driverName, row.driverPhone].filter(Boolean).join(', ') : t.noDriver;
    people.push(
      ...lines([
        [t.driver, driver],
        [t.vehicle, vehicle],
      ]),
    );
  }
  return [
    `${t.route}:`,
    ...ride.stops.map((stop, i) => `${i + 1}. ${stop.address}`),
    '',
    ...people,
    ...lines([
      [t.flight, row.ride.flightNumber],
      [t.persons, String(row.ride.persons)],
      [t.detail, link],
    ]),
  ].join('\n');
}

/**
 * The feed's calendar (RFC 5545, ical-generator): one event per ride, its UID `ride-<id>@<host>` stable, its
 * times in Europe/Prague with the zone's VTIMEZONE, LAST-MODIFIED and SEQUENCE from the ride's `updated_at`
 * and `version` so a subscribed calendar updates the event it has.
 */
export function rideCalendar(rides: FeedRide[], options: FeedOptions): ICalCalendar {
  const { lang, publicUrl } = options;
  const t = calendarTexts.texts(lang);
  const host = new URL(publicUrl).host;
  const calendar = ical({ name: t.name, prodId: { company: 'Vozka', product: 'rides', language: lang.toUpperCase() } });
  // The zone by name with its generator, and each event in it: DTSTART;TZID=Europe/Prague, DTSTAMP in UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.x('X-WR-TIMEZONE', BUSINESS_TIME_ZONE);
  for (const ride of rides) {
    const { ride: r } = ride.row;
    const from = ride.stops[0]?.address ?? '';
    const to = ride.stops.at(-1)?.address ?? '';
    const cancelled = CANCELLED.has(r.status);
    const summary = calendarTexts.text(lang, 'summary', { id: r.id, from, to });
    const link = `${publicUrl}/manage/drives/${r.id}`;
    const end = new Date(Math.max(r.busyUntil.getTime(), r.date.getTime() + MIN_EVENT_MS));
    calendar.createEvent({
      id: `ride-${r.id}@${host}`,
      timezone: BUSINESS_TIME_ZONE,
      start: zonedTime(r.date, BUSINESS_TIME_ZONE),
      end: zonedTime(end, BUSINESS_TIME_ZONE),
      // Without a METHOD, DTSTAMP is the event's last change (RFC 5545 §3.8.7.2).
      stamp: r.updatedAt,
      lastModified: r.updatedAt,
      sequence: r.version,
      summary: cancelled ? calendarTexts.text(lang, 'cancelled', { summary }) : summary,
      location: from || null,
      description: descriptionOf(ride, lang, link),
      url: link,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar;
}
