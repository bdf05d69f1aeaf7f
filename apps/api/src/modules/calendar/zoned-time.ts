import type { ICalTemporalPlainDateTimeStub, ICalTemporalZonedDateTimeStub } from 'ical-generator';
import { BUSINESS_TIME_ZONE, pragueWallTimeAt, type WallTime } from '@vozka/domain';

/** The wall clock of Prague (the domain's) or of UTC at an instant: the two zones ical-generator asks for. */
function wallTimeAt(instant: Date, timeZone: string): WallTime {
  if (timeZone === BUSINESS_TIME_ZONE) return pragueWallTimeAt(instant);
  if (timeZone !== 'UTC') throw new Error(`zonedTime: no wall clock for ${timeZone}`);
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
    second: instant.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as the zoned date-time ical-generator writes as `DTSTART;TZID=<zone>:<wall time>` (its
 * Temporal.ZonedDateTime interface), for Europe/Prague (or UTC). A native Date with a time zone would be
 * written in the process's own zone; this one is the zone's wall clock whatever the server's TZ is.
 */
export function zonedTime(instant: Date, timeZone: string): ICalTemporalZonedDateTimeStub {
  const wall = wallTimeAt(instant, timeZone);
  const text = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
  const plain: ICalTemporalPlainDateTimeStub = {
    ...wall,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => ({
      year: wall.year,
      month: wall.month,
      day: wall.day,
      toJSON: () => text.slice(0, 10),
      toString: () => text.slice(0, 10),
    }),
    toZonedDateTime: () => zoned,
  };
  const zoned: ICalTemporalZonedDateTimeStub = {
    ...wall,
    timeZoneId: timeZone,
    toJSON: () => `${text}[${timeZone}]`,
    toString: () => `${text}[${timeZone}]`,
    toPlainDateTime: () => plain,
    withTimeZone: (other) => (other === timeZone ? zoned : zonedTime(instant, other)),
    toInstant: () => ({
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: (other) => zonedTime(instant, other),
    }),
  };
  return zoned;
}
