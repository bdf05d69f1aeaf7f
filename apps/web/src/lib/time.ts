import { pragueWallTimeAt, pragueWallTimeToDate, toPragueIso } from '@vozka/domain';

/**
 * Ride times are entered as Prague wall-clock time (the date fields, components/ui/DateField, give
 * "YYYY-MM-DDTHH:mm") whatever zone the browser is in, and travel as ISO 8601 with the Prague offset.
 */

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "YYYY-MM-DDTHH:mm" read as Prague time → ISO with the offset valid at that moment; null when empty or
 * malformed. As java.time (and the API's filter dates, with the same domain helper) do it: a time the autumn
 * change repeats is the earlier, summer one; a time the spring change skips (02:30) moves on by the gap.
 */
export function pragueLocalToIso(local: string | null | undefined): string | null {
  const match = LOCAL_PATTERN.exec(local?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const instant = pragueWallTimeToDate({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second || 0 });
  if (Number.isNaN(instant.getTime())) return null;
  return toPragueIso(instant);
}

/**
 * As {@link pragueLocalToIso} for an optional date field whose empty value means "now": text that is no
 * date stays as typed, so the form's schema check refuses it instead of saving "now".
 */
export function pragueLocalToIsoOrText(local: string): string | null {
  return pragueLocalToIso(local) ?? (local.trim() || null);
}

/** An ISO instant as the Prague "YYYY-MM-DDTHH:mm" a date-and-time field holds; '' when empty. */
export function isoToPragueLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const c = pragueWallTimeAt(date);
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
