import { BUSINESS_TIME_ZONE, halereToCzk, todayInPrague, type Language } from '@vozka/domain';

// Money and dates as printed documents (PDF, e-mails) write them. Plain spaces only: a PDF font and a text
// extractor treat U+00A0 and U+202F (which Intl puts between thousands) differently.

const LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };

/** One formatter per language and digits: building an Intl.NumberFormat costs ~60 µs, a 10,000-line PDF calls this 30,000 times. */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${lang}:${minDigits}:${maxDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
    numberFormats.set(key, format);
  }
  return format;
}

function number(halere: number, lang: Language, digits: number): string {
  return numberFormat(lang, digits, digits).format(halereToCzk(halere)).replace(/\s/g, ' ');
}

/** CZK as prices read: `1 250 Kč`, `1 250,50 Kč` (cs) or `1,250.50 Kč` (en): whole crowns unless there are haléře. */
export function formatCzk(halere: number, lang: Language): string {
  return `${number(halere, lang, halere % 100 === 0 ? 0 : 2)} Kč`;
}

/** CZK as invoices and statements print it, always with haléře: `1 234,50 Kč`, `1 234,00 Kč` / `1,234.50 Kč`. */
export function formatMoney(halere: number, lang: Language): string {
  return `${number(halere, lang, 2)} Kč`;
}

/** A VAT rate: `21 %` (cs) / `21%` (en); `12,5 %` / `12.5%`. */
export function formatPercent(rate: number, lang: Language): string {
  const n = numberFormat(lang, 0, 2).format(rate);
  return lang === 'cs' ? `${n} %` : `${n}%`;
}

/** The formats, made at first use (a start does not render a PDF: issue 18 §5). */
let formats: { dateTime: Record<Language, Intl.DateTimeFormat>; date: Record<Language, Intl.DateTimeFormat> } | undefined;
function dateFormatsOf() {
  formats ??= {
    dateTime: {
      cs: new Intl.DateTimeFormat('cs-CZ', {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: BUSINESS_TIME_ZONE,
      }),
      en: new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: BUSINESS_TIME_ZONE,
      }),
    },
    date: {
      cs: new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }),
      en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    },
  };
  return formats;
}

/** An instant in Prague time: `21. 11. 2026 15:02` / `21 Nov 2026, 15:02`. */
export function formatPragueDateTime(instant: string | Date, lang: Language): string {
  return dateFormatsOf()
    .dateTime[lang].format(typeof instant === 'string' ? new Date(instant) : instant)
    .replace(/\s/g, ' ');
}

/**
 * A calendar date: a `YYYY-MM-DD` day as written (no zone shift), or an instant's day in Prague:
 * `12. 4. 2026` / `12 Apr 2026`.
 */
export function formatDate(date: string | Date, lang: Language): string {
  // An instant's calendar day in Prague: the domain's one Prague-time home (todayInPrague takes any instant).
  const day = typeof date === 'string' ? date.slice(0, 10) : todayInPrague(date);
  return dateFormatsOf()
    .date[lang].format(new Date(`${day}T00:00:00Z`))
    .replace(/\s/g, ' ');
}
