import type { Language } from '@vozka/domain';
import { renderEmailLayout } from './email-layout.ts';
import { registerTexts, text } from './i18n.ts';

/** What the dispatcher's flight alert says (issue 20 §1); every text plain, times already in Prague time. */
export interface FlightAlertFacts {
  status: 'CANCELLED' | 'DIVERTED';
  rideId: number;
  flightNumber: string;
  /** The scheduled arrival, formatted for the language. */
  scheduled: string;
  /** The ride's pick-up time, formatted for the language. */
  pickUp: string;
  divertedTo: string | null;
  rideUrl: string;
}

const TEXTS = registerTexts('flightAlert', {
  cs: {
    subject: { CANCELLED: 'Let {flight} je zrušen (jízda č. {ride})', DIVERTED: 'Let {flight} byl odkloněn (jízda č. {ride})' },
    lead: {
      CANCELLED: 'let, na který čeká vyzvednutí z letiště, byl zrušen. Čas jízdy se nezměnil — rozhodněte prosím, co s ní.',
      DIVERTED: 'let, na který čeká vyzvednutí z letiště, přistane jinde. Čas jízdy se nezměnil — rozhodněte prosím, co s ní.',
    },
    greeting: 'Dobrý den,',
    flight: 'Let',
    scheduled: 'Plánovaný přílet',
    pickUp: 'Vyzvednutí',
    divertedTo: 'Přistane v',
    open: 'Otevřít jízdu',
  },
  en: {
    subject: { CANCELLED: 'Flight {flight} is cancelled (ride #{ride})', DIVERTED: 'Flight {flight} was diverted (ride #{ride})' },
    lead: {
      CANCELLED: 'the flight of an airport pickup was cancelled. The ride keeps its time — please decide what to do with it.',
      DIVERTED: 'the flight of an airport pickup lands elsewhere. The ride keeps its time — please decide what to do with it.',
    },
    greeting: 'Hello,',
    flight: 'Flight',
    scheduled: 'Scheduled arrival',
    pickUp: 'Pick-up',
    divertedTo: 'Lands at',
    open: 'Open the ride',
  },
});

/** The e-mail to ADMINs when a ride's flight is cancelled or diverted (subject, text, HTML) in `lang`. */
export function flightAlertEmail(lang: Language, f: FlightAlertFacts) {
  const l = TEXTS[lang];
  return renderEmailLayout(lang, {
    subject: text(lang, 'flightAlert', `subject.${f.status}`, { flight: f.flightNumber, ride: String(f.rideId) }),
    greeting: l.greeting,
    paragraphs: [l.lead[f.status]],
    rows: [
      { label: l.flight, value: f.flightNumber },
      { label: l.scheduled, value: f.scheduled },
      { label: l.pickUp, value: f.pickUp },
      ...(f.divertedTo ? [{ label: l.divertedTo, value: f.divertedTo }] : []),
    ],
    links: [{ label: l.open, url: f.rideUrl }],
  });
}
