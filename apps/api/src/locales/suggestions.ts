import { FILE_TYPES, VEHICLE_CATEGORIES, type FileType, type Language, type VehicleCategory } from '@vozka/domain';
import { registerTexts, text } from './i18n.ts';

/**
 * Why a driver is left out of the driver suggestions (`excluded[].detail`, docs/api/dispatch.md §2), in the
 * caller's language: the web shows it after the reason's own name.
 */
export const SUGGESTION_TEXTS = registerTexts('suggestions', {
  cs: {
    busy: 'v tu dobu má jinou jízdu',
    noVehicle: 'nemá přiřazené aktivní vozidlo',
    tooSmall: 'potřeba míst: {seats}, zavazadel: {luggage}',
    offer: 'nabídka {name}: míst {seats}, zavazadel {luggage}',
    category: 'kategorie {category}',
    technicalInspection: 'technická kontrola: platnost do {date}',
    insurance: 'pojištění: platnost do {date}',
    document: '{document}: platnost do {date}',
    categories: {
      STANDARD: 'Standard',
      BUSINESS: 'Business',
      FIRST_CLASS: 'První třída',
      VAN: 'Van',
      MINIBUS: 'Minibus',
      BUS: 'Autobus',
    } satisfies Record<VehicleCategory, string>,
    documents: {
      LOGO: 'Logo',
      PHOTO: 'Fotografie',
      PICTURE: 'Obrázek',
      TAXI_EVIDENCE: 'Evidence vozidla taxislužby',
      PHOTO_TAXI_LABEL: 'Fotografie označení taxi',
      REGISTRATION_CERTIFICATE_CARD: 'Osvědčení o registraci vozidla',
      INSURANCE: 'Pojištění',
      PHOTO_PLATE_INTERIER: 'Fotografie SPZ a interiéru',
      CONTRACT: 'Smlouva',
      BUSINESS_REGISTRATION: 'Živnostenské oprávnění',
      CONCESSION: 'Koncese',
      VAT_REGISTRATION: 'Registrace k DPH',
      PHOTO_FACE: 'Fotografie obličeje',
      PHOTO_SUIT: 'Fotografie v obleku',
      TAXI_LICENSE: 'Průkaz řidiče taxislužby',
      DRIVING_LICENSE: 'Řidičský průkaz',
    } satisfies Record<FileType, string>,
  },
  en: {
    busy: 'another ride at this time',
    noVehicle: 'no active paired vehicle',
    tooSmall: 'needs {seats} seats and {luggage} luggage places',
    offer: 'offer {name}: {seats} seats, {luggage} luggage',
    category: 'category {category}',
    technicalInspection: 'technical inspection: valid until {date}',
    insurance: 'insurance: valid until {date}',
    document: '{document}: valid until {date}',
    categories: {
      STANDARD: 'Standard',
      BUSINESS: 'Business',
      FIRST_CLASS: 'First class',
      VAN: 'Van',
      MINIBUS: 'Minibus',
      BUS: 'Bus',
    } satisfies Record<VehicleCategory, string>,
    documents: {
      LOGO: 'Logo',
      PHOTO: 'Photo',
      PICTURE: 'Picture',
      TAXI_EVIDENCE: 'Taxi register record',
      PHOTO_TAXI_LABEL: 'Photo of the taxi label',
      REGISTRATION_CERTIFICATE_CARD: 'Registration certificate',
      INSURANCE: 'Insurance',
      PHOTO_PLATE_INTERIER: 'Photo of the plate and interior',
      CONTRACT: 'Contract',
      BUSINESS_REGISTRATION: 'Business registration',
      CONCESSION: 'Concession',
      VAT_REGISTRATION: 'VAT registration',
      PHOTO_FACE: 'Face photo',
      PHOTO_SUIT: 'Photo in a suit',
      TAXI_LICENSE: 'Taxi driver licence',
      DRIVING_LICENSE: 'Driving licence',
    } satisfies Record<FileType, string>,
  },
});

const DATE_LOCALES: Record<Language, string> = { cs: 'cs-CZ', en: 'en-GB' };

/** A YYYY-MM-DD day as the language writes it: `1. 5. 2021`, `01/05/2021`. */
function calendarDay(lang: Language, day: string): string {
  const [y = 0, m = 1, d = 1] = day.slice(0, 10).split('-').map(Number);
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { timeZone: 'UTC', day: 'numeric', month: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

const isCategory = (value: string): value is VehicleCategory => (VEHICLE_CATEGORIES as readonly string[]).includes(value);
const isFileType = (value: string): value is FileType => (FILE_TYPES as readonly string[]).includes(value);

/** The exclusion details of one language. */
export function suggestionTexts(lang: Language) {
  const t = (key: string, values: Record<string, unknown> = {}) => text(lang, 'suggestions', key, values);
  const names = SUGGESTION_TEXTS[lang];
  return {
    busy: () => t('busy'),
    noVehicle: () => t('noVehicle'),
    tooSmall: (seats: number, luggage: number) => t('tooSmall', { seats, luggage }),
    offer: (name: string, seats: number, luggage: number) => t('offer', { name, seats, luggage }),
    category: (category: string) => t('category', { category: isCategory(category) ? names.categories[category] : category }),
    technicalInspection: (day: string) => t('technicalInspection', { date: calendarDay(lang, day) }),
    insurance: (day: string) => t('insurance', { date: calendarDay(lang, day) }),
    document: (type: string, day: string) =>
      t('document', { document: isFileType(type) ? names.documents[type] : type, date: calendarDay(lang, day) }),
  };
}
export type SuggestionTexts = ReturnType<typeof suggestionTexts>;
