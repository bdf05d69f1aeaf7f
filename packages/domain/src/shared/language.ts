export const LANGUAGES = ['cs', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The cookie the web app keeps its UI language in, beside the browser's storage: the server sends a page's
 * build-time HTML in that language (issue 18). A preference the visitor chose, not a tracker.
 */
export const LANGUAGE_COOKIE = 'vozka_language';

/** The spec uses cs/en in some places and CZ/EN in others: accept all, store cs or en. */
export function normalizeLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'cs' || v === 'cz' || v.startsWith('cs-')) return 'cs';
  if (v === 'en' || v.startsWith('en-')) return 'en';
  return null;
}

/** Spec §9: Czech is chosen by the locale "cs-CZ", anything else is English. */
export function languageFromLocale(locale: string | undefined | null): Language {
  return locale?.toLowerCase() === 'cs-cz' || locale?.toLowerCase() === 'cs' ? 'cs' : 'en';
}

/** Picks cs or en from an Accept-Language header (first supported tag wins). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const lang = normalizeLanguage(part.split(';')[0]);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
