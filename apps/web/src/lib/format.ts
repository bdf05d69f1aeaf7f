import { BUSINESS_TIME_ZONE, todayInPrague, type Language } from '@vozka/domain';

// Business times are Europe/Prague (ARCHITECTURE §3), whatever the browser's zone is: the zone and the Prague
// calendar helpers live in the domain (packages/domain/src/shared/time.ts).

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };

/** A CZK amount as the spec shows prices ("1 250 Kč"), whole crowns unless there are haléře. */
export function formatCzk(amount: number, language: Language): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const number = new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
  return `${number}\u00a0Kč`;
}

/** A date (and with `time`, its hours and minutes) in Prague; '' for an invalid date. */
function formatPrague(value: string | Date, language: Language, time: boolean): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const clock: Intl.DateTimeFormatOptions = time ? { hour: '2-digit', minute: '2-digit' } : {};
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: BUSINESS_TIME_ZONE,
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    ...clock,
  }).format(date);
}

/** Date and time in Prague, e.g. "21. 11. 2026 14:05" (cs) or "21/11/2026, 14:05" (en). */
export function formatDateTime(value: string | Date, language: Language): string {
  return formatPrague(value, language, true);
}

/** A calendar date in Prague. */
export function formatDate(value: string | Date, language: Language): string {
  return formatPrague(value, language, false);
}

/** Whole days from today (Prague) to a YYYY-MM-DD date: 0 today, negative when past. */
export function daysUntil(isoDate: string, now: Date = new Date()): number {
  const toUtc = (value: string) => {
    const [y = 0, m = 1, d = 1] = value.slice(0, 10).split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(isoDate) - toUtc(todayInPrague(now))) / 86_400_000);
}

/** A YYYY-MM-DD calendar date as the language writes it (no time zone shift). */
export function formatIsoDate(isoDate: string | null | undefined, language: Language): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** Spec §9: the VAT rate shown in the price tooltips. */
