import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageFromLocale, normalizeLanguage } from '@vozka/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import csAuth from '../locales/cs/auth.json';
import csBilling from '../locales/cs/billing.json';
import csBlog from '../locales/cs/blog.json';
import csBoard from '../locales/cs/board.json';
import csDeliveries from '../locales/cs/deliveries.json';
import csCommon from '../locales/cs/common.json';
import csDispatch from '../locales/cs/dispatch.json';
import csDocuments from '../locales/cs/documents.json';
import csDriver from '../locales/cs/driver.json';
import csFiles from '../locales/cs/files.json';
import csLoginHistory from '../locales/cs/loginHistory.json';
import csNav from '../locales/cs/nav.json';
import csPassengers from '../locales/cs/passengers.json';
import csPayments from '../locales/cs/payments.json';
import csPlaces from '../locales/cs/places.json';
import csPerson from '../locales/cs/person.json';
import csPickers from '../locales/cs/pickers.json';
import csPricing from '../locales/cs/pricing.json';
import csProfile from '../locales/cs/profile.json';
import csRideImport from '../locales/cs/rideImport.json';
import csRides from '../locales/cs/rides.json';
import csSettings from '../locales/cs/settings.json';
import csTracking from '../locales/cs/tracking.json';
import csUsers from '../locales/cs/users.json';
import csVehicles from '../locales/cs/vehicles.json';
import enAuth from '../locales/en/auth.json';
import enBilling from '../locales/en/billing.json';
import enBlog from '../locales/en/blog.json';
import enBoard from '../locales/en/board.json';
import enDeliveries from '../locales/en/deliveries.json';
import enCommon from '../locales/en/common.json';
import enDispatch from '../locales/en/dispatch.json';
import enDocuments from '../locales/en/documents.json';
import enDriver from '../locales/en/driver.json';
import enFiles from '../locales/en/files.json';
import enLoginHistory from '../locales/en/loginHistory.json';
import enNav from '../locales/en/nav.json';
import enPassengers from '../locales/en/passengers.json';
import enPayments from '../locales/en/payments.json';
import enPlaces from '../locales/en/places.json';
import enPerson from '../locales/en/person.json';
import enPickers from '../locales/en/pickers.json';
import enPricing from '../locales/en/pricing.json';
import enProfile from '../locales/en/profile.json';
import enRideImport from '../locales/en/rideImport.json';
import enRides from '../locales/en/rides.json';
import enSettings from '../locales/en/settings.json';
import enTracking from '../locales/en/tracking.json';
import enUsers from '../locales/en/users.json';
import enVehicles from '../locales/en/vehicles.json';
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const RESOURCES: Record<Language, Record<Namespace, object>> = {
  cs: {
    common: csCommon,
    auth: csAuth,
    nav: csNav,
    pickers: csPickers,
    person: csPerson,
    users: csUsers,
    vehicles: csVehicles,
    files: csFiles,
    profile: csProfile,
    passengers: csPassengers,
    loginHistory: csLoginHistory,
    documents: csDocuments,
    rides: csRides,
    payments: csPayments,
    pricing: csPricing,
    places: csPlaces,
    settings: csSettings,
    dispatch: csDispatch,
    tracking: csTracking,
    driver: csDriver,
    board: csBoard,
    deliveries: csDeliveries,
    blog: csBlog,
    billing: csBilling,
    rideImport: csRideImport,
  },
  en: {
    common: enCommon,
    auth: enAuth,
    nav: enNav,
    pickers: enPickers,
    person: enPerson,
    users: enUsers,
    vehicles: enVehicles,
    files: enFiles,
    profile: enProfile,
    passengers: enPassengers,
    loginHistory: enLoginHistory,
    documents: enDocuments,
    rides: enRides,
    payments: enPayments,
    pricing: enPricing,
    places: enPlaces,
    settings: enSettings,
    dispatch: enDispatch,
    tracking: enTracking,
    driver: enDriver,
    board: enBoard,
    deliveries: enDeliveries,
    blog: enBlog,
    billing: enBilling,
    rideImport: enRideImport,
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

export function initI18n(language: Language = detectInitialLanguage()): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: RESOURCES,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
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

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
