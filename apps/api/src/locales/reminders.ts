import type { Language } from '@vozka/domain';
import { renderEmailLayout } from './email-layout.ts';
import { registerTexts, text } from './i18n.ts';

/** Which ride reminder: a day or an hour before the ride (issue 14 §7). */
export type RideReminderStep = '24h' | '1h';

/** What a ride reminder says; every text is plain (the layout escapes it), times already in Prague time. */
export interface RideReminderFacts {
  step: RideReminderStep;
  /** The passenger's name, when known. */
  name: string | null;
  /** The ride's date and time, formatted for the language. */
  when: string;
  pickUp: string;
  destination: string | null;
  trackingUrl: string;
}

const RIDE = registerTexts('rideReminder', {
  cs: {
    subject: { '24h': 'Připomínka: vaše jízda zítra ({when})', '1h': 'Připomínka: vaše jízda za hodinu ({when})' },
    lead: {
      '24h': 'připomínáme vaši objednanou jízdu. Řidič vás vyzvedne za 24 hodin.',
      '1h': 'připomínáme vaši objednanou jízdu. Řidič vás vyzvedne přibližně za hodinu.',
    },
    greeting: 'Dobrý den, {name},',
    greetingAnonymous: 'Dobrý den,',
    when: 'Datum a čas',
    pickUp: 'Místo vyzvednutí',
    destination: 'Cíl',
    track: 'Sledovat řidiče',
    footnote: 'Odkaz ukáže polohu řidiče, jakmile vyrazí.',
    sms: 'Vozka: připomínáme vaši jízdu {when}, vyzvednutí: {pickUp}. Sledování řidiče: {url}',
  },
  en: {
    subject: { '24h': 'Reminder: your ride tomorrow ({when})', '1h': 'Reminder: your ride in an hour ({when})' },
    lead: {
      '24h': 'this is a reminder of your booked ride. Your driver picks you up in 24 hours.',
      '1h': 'this is a reminder of your booked ride. Your driver picks you up in about an hour.',
    },
    greeting: 'Hello {name},',
    greetingAnonymous: 'Hello,',
    when: 'Date and time',
    pickUp: 'Pick-up',
    destination: 'Destination',
    track: 'Track your driver',
    footnote: 'The link shows where your driver is once they set off.',
    sms: 'Vozka: a reminder of your ride {when}, pick-up: {pickUp}. Track your driver: {url}',
  },
});

/** The ride reminder e-mail (subject, text, HTML) in `lang`. */
export function rideReminderEmail(lang: Language, f: RideReminderFacts) {
  const l = RIDE[lang];
  const t = (key: string, values?: Record<string, string>) => text(lang, 'rideReminder', key, values);
  return renderEmailLayout(lang, {
    subject: t(`subject.${f.step}`, { when: f.when }),
    greeting: f.name ? t('greeting', { name: f.name }) : l.greetingAnonymous,
    paragraphs: [l.lead[f.step]],
    rows: [
      { label: l.when, value: f.when },
      { label: l.pickUp, value: f.pickUp },
      ...(f.destination ? [{ label: l.destination, value: f.destination }] : []),
    ],
    links: [{ label: l.track, url: f.trackingUrl }],
    footnote: l.footnote,
  });
}

/** The ride reminder SMS in `lang` (for a passenger with a phone and no e-mail). */
export function rideReminderSms(lang: Language, f: RideReminderFacts): string {
  return text(lang, 'rideReminder', 'sms', { when: f.when, pickUp: f.pickUp, url: f.trackingUrl });
}

/** A document the daily expiry job reminds of (issue 14 §8). */
export interface DocumentExpiryFacts {
  /** The recipient's name. */
  name: string;
  kind: 'TECHNICAL_INSPECTION' | 'INSURANCE' | 'FILE';
  /** The file's type for kind FILE; null otherwise. */
  fileType: string | null;
  /** The vehicle's plate (vehicle documents) or the driver's name (driver documents). */
  owner: string;
  ownerIsVehicle: boolean;
  /** The last valid day, formatted for the language. */
  validUntil: string;
  daysLeft: number;
  overviewUrl: string;
}

const DOCUMENT_TEXTS = {
  cs: {
    subject: '{document} – platnost končí {validUntil}',
    greeting: 'Dobrý den, {name},',
    // i18next plurals by Intl.PluralRules('cs'): 1 one, 2–4 few, 5+ other; 0 its own `_zero`.
    lead_zero: 'platnost dokladu končí dnes. Zajistěte prosím jeho obnovení.',
    lead_one: 'platnost dokladu končí zítra. Zajistěte prosím jeho obnovení.',
    lead_few: 'platnost dokladu končí za {count} dny. Zajistěte prosím jeho obnovení včas.',
    lead_other: 'platnost dokladu končí za {count} dní. Zajistěte prosím jeho obnovení včas.',
    document: 'Doklad',
    vehicle: 'Vozidlo',
    driver: 'Řidič',
    validUntil: 'Platný do',
    kinds: { TECHNICAL_INSPECTION: 'Technická kontrola', INSURANCE: 'Pojištění', FILE: 'Dokument' },
    files: {
      CONTRACT: 'Smlouva',
      BUSINESS_REGISTRATION: 'Živnostenské oprávnění',
      CONCESSION: 'Koncese',
      INSURANCE: 'Pojištění',
      VAT_REGISTRATION: 'Registrace k DPH',
      TAXI_LICENSE: 'Průkaz řidiče taxislužby',
      DRIVING_LICENSE: 'Řidičský průkaz',
    } as Record<string, string>,
    button: 'Přehled končících dokladů',
  },
  en: {
    subject: '{document} expires on {validUntil}',
    greeting: 'Hello {name},',
    lead_zero: 'a document runs out today. Please have it renewed.',
    lead_one: 'a document runs out tomorrow. Please have it renewed.',
    lead_few: 'a document runs out in {count} days. Please have it renewed in time.',
    lead_other: 'a document runs out in {count} days. Please have it renewed in time.',
    document: 'Document',
    vehicle: 'Vehicle',
    driver: 'Driver',
    validUntil: 'Valid until',
    kinds: { TECHNICAL_INSPECTION: 'Technical inspection', INSURANCE: 'Insurance', FILE: 'Document' },
    files: {
      CONTRACT: 'Contract',
      BUSINESS_REGISTRATION: 'Business registration',
      CONCESSION: 'Concession',
      INSURANCE: 'Insurance',
      VAT_REGISTRATION: 'VAT registration',
      TAXI_LICENSE: 'Taxi driver licence',
      DRIVING_LICENSE: 'Driving licence',
    } as Record<string, string>,
    button: 'Expiring documents',
  },
} as const;
const DOCUMENT = registerTexts('documentExpiry', DOCUMENT_TEXTS);

/** The document expiry e-mail to a fleet manager or an ADMIN, in `lang`. */
export function documentExpiryEmail(lang: Language, f: DocumentExpiryFacts) {
  const l = DOCUMENT[lang];
  const document = f.kind === 'FILE' ? (l.files[f.fileType ?? ''] ?? l.kinds.FILE) : l.kinds[f.kind];
  const t = (key: string, values?: Record<string, unknown>) => text(lang, 'documentExpiry', key, values);
  return renderEmailLayout(lang, {
    subject: t('subject', { document, validUntil: f.validUntil }),
    greeting: t('greeting', { name: f.name }),
    paragraphs: [t('lead', { count: Math.max(0, f.daysLeft) })],
    rows: [
      { label: l.document, value: document },
      { label: f.ownerIsVehicle ? l.vehicle : l.driver, value: f.owner },
      { label: l.validUntil, value: f.validUntil },
    ],
    links: [{ label: l.button, url: f.overviewUrl }],
  });
}
