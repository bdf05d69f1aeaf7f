import type { ICalTemporalPlainDateTimeStub, ICalTemporalZonedDateTimeStub } from 'ical-generator';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at an instant (Intl, the ICU time zone data of Node). */
function wallTimeAt(instant: Date, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as the zoned date-time ical-generator writes as `DTSTART;TZID=<zone>:<wall time>` (its
 * Temporal.ZonedDateTime interface). A native Date with a time zone would be written in the process's own
 * zone; this one is the zone's wall clock whatever the server's TZ is.
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
