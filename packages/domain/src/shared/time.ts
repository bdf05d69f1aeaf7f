/**
 * Business time is Europe/Prague (spec §3 filters, README "Data"), for the API and the web alike: this file
 * is the one home of the Prague time helpers. The ride filters send local times as `yyyy-MM-dd_HH:mm:ss`,
 * the web's forms ISO 8601 with the Prague offset; these helpers turn wall times into instants and back with
 * the zone rules of `Intl`, so summer time starts and ends on the right day without a time-zone library.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Prague';

/** Spec §3 filter dates: `yyyy-MM-dd_HH:mm:ss`. */
export const PRAGUE_FILTER_PATTERN = /^(\d{4})-(\d{2})-(\d{2})_(\d{2}):(\d{2}):(\d{2})$/;

const HOUR = 3_600_000;

/**
 * Made at first use: a process's first Intl object sets up ICU and its time zones (11–16 ms), which the API's
 * start otherwise spent while loading this module (issue 18 §5).
 */
let pragueFormat: Intl.DateTimeFormat | undefined;
const pragueFormatter = () =>
  (pragueFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Prague wall clock at an instant. */
export function pragueWallTimeAt(instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const p of pragueFormatter().formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The wall time read as if it were UTC, in milliseconds (the arithmetic below needs one number). */
function wallMillis(w: WallTime): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** How far Prague is ahead of UTC at an instant (+1 h in winter, +2 h in summer), in milliseconds. */
function pragueOffsetAt(epochMs: number): number {
  return wallMillis(pragueWallTimeAt(new Date(epochMs))) - Math.floor(epochMs / 1000) * 1000;
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
  const w = pragueWallTimeAt(instant);
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}_${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}

/** Prague's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function pragueOffsetMinutes(instant: Date): number {
  return Math.round(pragueOffsetAt(instant.getTime()) / 60_000);
}

/** An instant as ISO 8601 in Prague time with its offset, e.g. "2026-07-15T14:30:00+02:00". */
export function toPragueIso(instant: Date): string {
  const w = pragueWallTimeAt(instant);
  const offset = pragueOffsetMinutes(instant);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.trunc(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}${zone}`;
}

/** Today's calendar date in Prague as `YYYY-MM-DD` (documents expire, boards start by the business's calendar). */
export function todayInPrague(now: Date = new Date()): string {
  return formatPragueFilterDate(now).slice(0, 10);
}

/** A calendar date `YYYY-MM-DD` `days` later (or earlier, when negative). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
