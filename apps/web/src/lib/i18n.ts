import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, type Language, languageFromLocale, normalizeLanguage } from '@vozka/domain';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from './config';

export const NAMESPACES = [
  'common',
  'auth',
  'nav',
  'pickers',
  'person',
  'users',
  'vehicles',
  'files',
  'profile',
  'passengers',
  'loginHistory',
  'documents',
  'rides',
  'payments',
  'pricing',
  'places',
  'settings',
  'dispatch',
  'tracking',
  'driver',
  'board',
  'deliveries',
  'blog',
  'billing',
  'rideImport',
  'flights',
  'calendar',
  'apiKeys',
  'webhooks',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Texts = Record<Language, Record<Namespace, object>>;

/** All texts of both languages (the tests give them to `initI18n`; the app never loads them at once). */
export { RESOURCES } from '../locales/resources';

/*
 * The app loads the texts of one language, a namespace at a time (each JSON file is a chunk of its own):
 * a page's namespaces come with its route chunk, the other language's only when the user switches to it
 * (i18next loads every namespace loaded so far in the new language before it switches). A component whose
 * namespace is not loaded yet suspends until it is (react-i18next), so a missing preload costs a moment,
 * never a raw key (issue 18: the sign-in page loaded both languages' 25 namespaces).
 */
const TEXT_FILES = import.meta.glob<{ default: object }>('../locales/*/*.json');

const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = TEXT_FILES[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (file) => callback(null, file.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Language names are shown in their own language, whatever the UI language is. */
export const LANGUAGE_NAMES: Record<Language, string> = { cs: 'Čeština', en: 'English' };
export { LANGUAGES };

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be blocked (privacy settings); the language then lives in memory only
  }
}

/**
 * Spec §9: a stored choice wins; on the first visit Czech is chosen for the locale cs-CZ, English
 * for anything else.
 */
export function detectInitialLanguage(
  storage: StorageLike | null = browserStorage(),
  locale: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): Language {
  const stored = normalizeLanguage(safeGet(storage));
  return stored ?? languageFromLocale(locale);
}

function safeGet(storage: StorageLike | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The app's one i18next instance. */
export const i18n: I18n = i18next.createInstance();

/**
 * Initialises the app's i18next: with `texts` (the tests: every namespace of both languages at once), or
 * loading the texts lazily (the app: `common` now, the rest by `loadTexts` and the language switch).
 */
export function initI18n(language: Language = detectInitialLanguage(), texts?: Texts): I18n {
  if (!i18n.isInitialized) {
    if (!texts) i18n.use(lazyTexts);
    void i18n.use(initReactI18next).init({
      ...(texts ? { resources: texts } : {}),
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: texts ? [...NAMESPACES] : ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
    i18n.on('languageChanged', (lng) => applyDocumentLanguage(normalizeLanguage(lng) ?? DEFAULT_LANGUAGE));
  }
  applyDocumentLanguage(currentLanguage());
  return i18n;
}

/** Loads namespaces in the UI language (a page's, along with its chunk); resolves when they are there. */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
}

/** The current UI language (what every API call sends as Accept-Language). */
export function currentLanguage(): Language {
  return normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the UI language and remembers it (the user's choice, or the profile's after login). */
export async function setLanguage(language: Language, storage: StorageLike | null = browserStorage()): Promise<void> {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, but still switched
  }
  if (currentLanguage() !== language || i18n.language !== language) await i18n.changeLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * The document's language, and the language cookie: the server sends a page's build-time HTML in it (issue
 * 18; apps/api plugins/web.ts), so a returning visitor's first paint is in their language.
 */
function applyDocumentLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
}

/** A year: the choice outlives a session, as the stored one does. */
const LANGUAGE_COOKIE_SECONDS = 365 * 24 * 3600;
