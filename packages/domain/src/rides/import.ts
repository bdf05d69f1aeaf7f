import { z } from 'zod';
import { RIDE_COUNTERS, type PAYMENT_TYPES, type RideCounter } from './ride.ts';

/**
 * Ride import from a spreadsheet (issue 16 §1, docs/api/rides.md "Import"): the template's columns, the
 * calls' queries and answers. The API builds the template and reads the file by these columns; the web
 * types its calls with them.
 */

/** At most this many data rows in one file (the header row not counted). */
export const IMPORT_MAX_ROWS = 10_000;
/** The upload's size limit (bytes) and the zip's bounds, checked before the workbook is parsed. */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ZIP_ENTRIES = 1_000;
export const IMPORT_MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

/** `GET /api/orders/import/template?lang=cs|en` (default: the caller's language). */
export const ZImportTemplateQuery = z.object({ lang: z.enum(['cs', 'en'], { error: 'INVALID_INPUT' }).optional() });
export type TImportTemplateQuery = z.infer<typeof ZImportTemplateQuery>;

/** `POST /api/orders/import?customerId=`: ADMIN names the client here or as a multipart field. */
export const ZImportQuery = z.object({ customerId: z.string().optional() });
export type TImportQuery = z.infer<typeof ZImportQuery>;

/** 201 of the import. */
export const ZImportAnswer = z.object({ message: z.literal('ride was imported'), count: z.number().int() });
export type TImportAnswer = z.infer<typeof ZImportAnswer>;

/** One bad cell (or row): the sheet's row number (header = 1), the column's header as in the file, the reason. */
export const ZImportRowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type TImportRowError = z.infer<typeof ZImportRowError>;

/** 400 of an import with bad rows: nothing was written; every bad row is listed (its first bad cells). */
export const ZImportErrorAnswer = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(ZImportRowError),
});
export type TImportErrorAnswer = z.infer<typeof ZImportErrorAnswer>;

/** The transfer/rent choice of a row (the form's types; a congress is not imported). */
export const IMPORT_RIDE_TYPES = ['TRANSFER', 'RENT'] as const;

/** A column's enumeration: codes with their cs and en labels; a cell may hold the code or either label. */
export interface ImportChoice {
  code: string;
  cs: string;
  en: string;
}

export const IMPORT_TYPE_CHOICES: readonly ImportChoice[] = [
  { code: 'TRANSFER', cs: 'Transfer', en: 'Transfer' },
  { code: 'RENT', cs: 'Pronájem na hodiny', en: 'Rent by the hour' },
];

export const IMPORT_PAYMENT_CHOICES: readonly ImportChoice[] = [
  { code: 'ONLINE', cs: 'Online kartou', en: 'Online by card' },
  { code: 'CASH_DRIVER', cs: 'Hotově řidiči', en: 'Cash to the driver' },
  { code: 'CARD', cs: 'Kartou ve voze', en: 'Card in the vehicle' },
  { code: 'INVOICE', cs: 'Na fakturu', en: 'Invoice' },
] satisfies readonly (ImportChoice & { code: (typeof PAYMENT_TYPES)[number] })[];

/** Where a column's allowed values come from: fixed choices, or the active vehicle offers' names. */
export type ImportEnumeration = 'type' | 'paymentType' | 'vehicleOffer';

interface ImportColumnOf<K extends string> {
  key: K;
  cs: string;
  en: string;
  required: boolean;
  /** An example value as the template's explanation sheet shows it (language-neutral or per language). */
  example: { cs: string; en: string };
  /** How the column is explained on the second sheet. */
  help: { cs: string; en: string };
  enumeration?: ImportEnumeration;
  /** Only ADMIN's template has it, and only ADMIN's file may set it (others' values are refused). */
  adminOnly?: boolean;
}

/** A text in Czech and in English. */
type Texts = readonly [cs: string, en: string];
const both = ([cs, en]: Texts) => ({ cs, en });

/** A column: its headers, its example (one for both languages, or one each) and its help; optional unless `required`. */
function column<K extends string>(
  key: K,
  header: Texts,
  example: string | Texts,
  help: Texts,
  options: { required?: boolean; enumeration?: ImportEnumeration; adminOnly?: boolean } = {},
): ImportColumnOf<K> {
  const examples = typeof example === 'string' ? ([example, example] as const) : example;
  return { key, ...both(header), required: false, example: both(examples), help: both(help), ...options };
}

/** The counters' headers, and their example where it is not 0. */
const COUNTER_HEADERS: Record<RideCounter, readonly [cs: string, en: string, example?: string]> = {
  largeLuggage: ['Velká zavazadla', 'Large luggage', '2'],
  smallLuggage: ['Malá zavazadla', 'Small luggage', '1'],
  childSeats: ['Dětské sedačky', 'Child seats'],
  childSeatCushions: ['Podsedáky', 'Booster cushions'],
  animals: ['Zvířata', 'Animals'],
  golfBags: ['Golfové bagy', 'Golf bags'],
  cradles: ['Autosedačky pro kojence', 'Cradles'],
};
const counter = (key: RideCounter) => {
  const [cs, en, example = '0'] = COUNTER_HEADERS[key];
  return column(key, [cs, en], example, ['Celé číslo 0–99; prázdné = 0.', 'A whole number 0–99; empty = 0.']);
};

/** The template's columns in order (docs/api/rides.md "Import" lists the same headers). */
const COLUMNS = [
  column(
    'date',
    ['Datum', 'Date'],
    '24.12.2026',
    [
      'Datum vyzvednutí (pražský čas): datum Excelu, nebo text D.M.RRRR; může obsahovat i čas „D.M.RRRR H:MM“.',
      'Pick-up date (Prague time): an Excel date, or text D.M.YYYY; it may hold the time too, "D.M.YYYY H:MM".',
    ],
    { required: true },
  ),
  column('time', ['Čas', 'Time'], '14:30', [
    'Čas vyzvednutí H:MM (pražský čas), pokud není u data.',
    'Pick-up time H:MM (Prague time) unless the date holds it.',
  ]),
  column(
    'type',
    ['Typ jízdy', 'Ride type'],
    'Transfer',
    ['Transfer nebo Pronájem na hodiny; prázdné = Transfer.', 'Transfer or Rent by the hour; empty = Transfer.'],
    { enumeration: 'type' },
  ),
  column('numberOfHours', ['Počet hodin', 'Hours'], '', ['U pronájmu počet hodin 1–240.', 'For a rent, the hours 1–240.']),
  column(
    'pickUp',
    ['Místo vyzvednutí', 'Pick-up address'],
    'Letiště Václava Havla, Praha 6',
    ['Adresa vyzvednutí.', 'The pick-up address.'],
    { required: true },
  ),
  column('stops', ['Zastávky', 'Stops'], 'Václavské náměstí 1, Praha; Karlův most, Praha', [
    'Zastávky po cestě oddělené středníkem.',
    'Stops on the way, separated by semicolons.',
  ]),
  column('destination', ['Cíl', 'Destination'], 'Hotel Hilton, Pobřežní 1, Praha 8', [
    'Cíl cesty; u transferu povinný.',
    'The destination; required for a transfer.',
  ]),
  column('passengerName', ['Jméno cestujícího', 'Passenger name'], 'Jana Nováková', [
    'Cestující klienta se stejným e-mailem (nebo jménem) se přiřadí k jízdě; jinak jméno a kontakt dostane řidič v poznámce a jméno je na uvítací ceduli.',
    "The client's passenger with this e-mail (or name) is set on the ride; otherwise the driver gets the name and contact in the note and the name goes on the meeting board.",
  ]),
  column('passengerPhone', ['Telefon', 'Phone'], '+420 601 234 567', ['Telefon cestujícího.', "The passenger's phone."]),
  column('passengerEmail', ['E-mail', 'E-mail'], 'jana.novakova@example.cz', ['E-mail cestujícího.', "The passenger's e-mail."]),
  column('person', ['Počet osob', 'Persons'], '2', ['Celé číslo 1–99; prázdné = 1.', 'A whole number 1–99; empty = 1.']),
  ...RIDE_COUNTERS.map(counter),
  column('flightNumber', ['Číslo letu', 'Flight number'], 'OK 123', [
    'Číslo letu (nejvýše 16 znaků).',
    'The flight number (at most 16 characters).',
  ]),
  column(
    'vehicleOffer',
    ['Nabídka vozidla', 'Vehicle offer'],
    'Business',
    ['Název nabídky vozidla ze seznamu.', "A vehicle offer's name from the list."],
    { enumeration: 'vehicleOffer' },
  ),
  column(
    'paymentType',
    ['Způsob platby', 'Payment type'],
    ['Na fakturu', 'Invoice'],
    ['Způsob platby ze seznamu.', 'A payment type from the list.'],
    { enumeration: 'paymentType' },
  ),
  column('clientNote', ['Poznámka', 'Notes'], '', ['Poznámka klienta k jízdě.', "The client's note on the ride."]),
  column('driverNote', ['Poznámka pro řidiče', 'Note for the driver'], '', ['Poznámka pro řidiče.', 'A note for the driver.']),
  column(
    'priceForClient',
    ['Cena pro klienta', 'Client price'],
    '1250',
    ['Cena pro klienta v Kč (nejvýše 2 desetinná místa).', 'The client price in CZK (at most 2 decimals).'],
    { adminOnly: true },
  ),
];

export type ImportColumnKey = (typeof COLUMNS)[number]['key'];
export type ImportColumn = ImportColumnOf<ImportColumnKey>;
export const IMPORT_COLUMNS: readonly ImportColumn[] = COLUMNS;

/** The columns of a caller's template: the client price only for ADMIN. */
export function importColumnsFor(isAdmin: boolean): readonly ImportColumn[] {
  return IMPORT_COLUMNS.filter((c) => isAdmin || !c.adminOnly);
}

/** A header or a choice as compared: lower case, no diacritics, single spaces. */
export function importKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
