import { BUSINESS_TIME_ZONE } from './format';

/**
 * Ride times are entered as Prague wall-clock time (`<input type="datetime-local">` gives
 * "YYYY-MM-DDTHH:mm") whatever zone the browser is in, and travel as ISO 8601 with the Prague offset.
 */

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pragueParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Prague wall clock at an instant. */
function wallClockInPrague(date: Date): WallClock {
  const parts = Object.fromEntries(pragueParts.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const wallClockMs = (c: WallClock) => Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);

/** Prague's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function pragueOffsetMinutes(date: Date): number {
  const instant = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((wallClockMs(wallClockInPrague(new Date(instant))) - instant) / 60_000);
}

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** An instant as ISO 8601 in Prague time with its offset, e.g. "2026-07-15T14:30:00+02:00". */
export function toPragueIso(date: Date): string {
  const c = wallClockInPrague(date);
  const day = `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
  return `${day}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${offsetText(pragueOffsetMinutes(date))}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const DAY_MS = 86_400_000;

/**
 * "YYYY-MM-DDTHH:mm" read as Prague time → ISO with the offset valid at that moment; null when empty or
 * malformed. As java.time (and the API's filter dates) do it: a time the autumn change repeats is the
 * earlier, summer one; a time the spring change skips (02:30) moves on by the gap (03:30 summer time).
 */
export function pragueLocalToIso(local: string | null | undefined): string | null {
  const match = LOCAL_PATTERN.exec(local?.trim() ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0));
  if (Number.isNaN(wall)) return null;
  const before = pragueOffsetMinutes(new Date(wall - DAY_MS));
  const after = pragueOffsetMinutes(new Date(wall + DAY_MS));
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => pragueOffsetMinutes(new Date(instant)) * 60_000 === wall - instant);
  const instant = valid.length > 0 ? Math.min(...valid) : wall - before * 60_000;
  return toPragueIso(new Date(instant));
}

/** An ISO instant as the Prague "YYYY-MM-DDTHH:mm" a datetime-local input shows; '' when empty. */
export function isoToPragueLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const c = wallClockInPrague(date);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * Spec §3 filter dates: a calendar day ("YYYY-MM-DD") as `yyyy-MM-dd_HH:mm:ss` Prague time, from the
 * start of the day or to its last second; null when empty.
 */
export function toFilterDate(day: string | null | undefined, edge: 'start' | 'end'): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  return `${day}_${edge === 'start' ? '00:00:00' : '23:59:59'}`;
}
