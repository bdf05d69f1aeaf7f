/**
 * Business time is Europe/Prague (spec §3 filters, README "Data"). The ride filters send local times as
 * `yyyy-MM-dd_HH:mm:ss`; these helpers turn them into instants and back with the zone rules of `Intl`,
 * so summer time starts and ends on the right day without a time-zone library.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Prague';

/** Spec §3 filter dates: `yyyy-MM-dd_HH:mm:ss`. */
export const PRAGUE_FILTER_PATTERN = /^(\d{4})-(\d{2})-(\d{2})_(\d{2}):(\d{2}):(\d{2})$/;

const HOUR = 3_600_000;

const pragueFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Prague wall clock at an instant. */
function wallTimeAt(instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const p of pragueFormat.formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The wall time read as if it were UTC, in milliseconds (the arithmetic below needs one number). */
function wallMillis(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** How far Prague is ahead of UTC at an instant (+1 h in winter, +2 h in summer), in milliseconds. */
function pragueOffsetAt(epochMs: number): number {
  return wallMillis(wallTimeAt(new Date(epochMs))) - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant of a Prague wall time. A time that happens twice (the autumn hour repeated) is the
 * earlier one, in summer time; a time that never happens (the spring hour skipped) moves forward by the
 * gap, so `02:30` on the spring day is `03:30` summer time — the rules of `java.time.ZonedDateTime`.
 */
export function pragueWallTimeToDate(w: WallTime): Date {
  const local = wallMillis(w);
  const candidates = new Set([pragueOffsetAt(local - 24 * HOUR), pragueOffsetAt(local + 24 * HOUR)]);
  const valid = [...candidates].map((offset) => local - offset).filter((instant) => pragueOffsetAt(instant) === local - instant);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In the gap: keep the offset in force before it, which lands after the gap.
  return new Date(local - pragueOffsetAt(local - 24 * HOUR));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Parses a filter date `yyyy-MM-dd_HH:mm:ss` as Europe/Prague local time; `null` when the text is not
 * in that format or names no real calendar time (month 13, 30 February, 24:00:00).
 */
export function parsePragueFilterDate(text: string): Date | null {
  const m = PRAGUE_FILTER_PATTERN.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return pragueWallTimeToDate({ year, month, day, hour, minute, second });
}

const two = (n: number) => String(n).padStart(2, '0');

/** The filter format `yyyy-MM-dd_HH:mm:ss` of an instant, in Europe/Prague local time. */
export function formatPragueFilterDate(instant: Date): string {
  const w = wallTimeAt(instant);
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}_${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}
