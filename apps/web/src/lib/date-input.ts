import type { Language } from '@vozka/domain';

/**
 * Date and time fields in the UI language, not the browser's (issue 17 §13): Czech `25. 11. 2026 14:30`,
 * English `25/11/2026 14:30`, both 24 h. The form keeps what a native input gave: "YYYY-MM-DD" or
 * "YYYY-MM-DDTHH:mm" (Prague wall-clock time, lib/time.ts).
 */
export type DateFieldKind = 'date' | 'datetime';

const pad = (value: number) => String(value).padStart(2, '0');

/** The pattern shown as the placeholder. */
export const DATE_PATTERNS: Record<Language, Record<DateFieldKind, string>> = {
  cs: { date: 'D. M. RRRR', datetime: 'D. M. RRRR HH:mm' },
  en: { date: 'DD/MM/YYYY', datetime: 'DD/MM/YYYY HH:mm' },
};

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number | null;
  minute: number | null;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2}))?$/;
const CZECH = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:,?\s+(\d{1,2}):(\d{2}))?$/;
const ENGLISH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2}))?$/;

function partsOf(text: string): Parts | null {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const local = iso ? null : (CZECH.exec(trimmed) ?? ENGLISH.exec(trimmed));
  const n = (v: string | undefined) => (v === undefined ? null : Number(v));
  let year: number | null, month: number | null, day: number | null;
  if (iso) [year, month, day] = [n(iso[1]), n(iso[2]), n(iso[3])];
  else if (local) [day, month, year] = [n(local[1]), n(local[2]), n(local[3])];
  else return null;
  const [hour, minute] = iso ? [n(iso[4]), n(iso[5])] : [n(local?.[4]), n(local?.[5])];
  if (year === null || month === null || day === null) return null;
  const valid = new Date(Date.UTC(year, month - 1, day));
  if (valid.getUTCFullYear() !== year || valid.getUTCMonth() !== month - 1 || valid.getUTCDate() !== day) return null;
  if (hour !== null && (hour > 23 || (minute ?? 0) > 59)) return null;
  return { year, month, day, hour, minute };
}

/**
 * What the user typed as the form value ("YYYY-MM-DD" / "YYYY-MM-DDTHH:mm"); '' for an empty field and
 * null for text that is no such date (a date-time needs its time). Either language's way and ISO are read.
 */
export function parseDateText(text: string, kind: DateFieldKind): string | null {
  if (text.trim() === '') return '';
  const parts = partsOf(text);
  if (!parts || (kind === 'datetime' && parts.hour === null)) return null;
  const date = `${String(parts.year).padStart(4, '0')}-${pad(parts.month)}-${pad(parts.day)}`;
  return kind === 'date' ? date : `${date}T${pad(parts.hour ?? 0)}:${pad(parts.minute ?? 0)}`;
}

/** A form value as the language writes it: `25. 11. 2026 14:30` / `25/11/2026 14:30`; other text as it is. */
export function formatDateValue(value: string | null | undefined, kind: DateFieldKind, language: Language): string {
  if (!value) return '';
  const parts = partsOf(value);
  if (!parts || !ISO.test(value.trim())) return value;
  const date = language === 'cs' ? `${parts.day}. ${parts.month}. ${parts.year}` : `${pad(parts.day)}/${pad(parts.month)}/${parts.year}`;
  return kind === 'date' || parts.hour === null ? date : `${date} ${pad(parts.hour)}:${pad(parts.minute ?? 0)}`;
}

/** The days of a month's calendar page, weeks from Monday (null pads the first week). */
export function monthDays(year: number, month: number): (number | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay(); // 0 = Sunday
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [...Array.from({ length: (first + 6) % 7 }, () => null), ...Array.from({ length: days }, (_, i) => i + 1)];
}

/** The year and month of a form value, or of `today` ("YYYY-MM-DD") when it has none. */
export function monthOf(value: string | null | undefined, today: string): { year: number; month: number } {
  const parts = partsOf(value ?? '') ?? partsOf(today);
  return { year: parts?.year ?? 2000, month: parts?.month ?? 1 };
}
