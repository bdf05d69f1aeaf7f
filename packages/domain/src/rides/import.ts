import { z } from 'zod';
import { RIDE_COUNTERS, type PAYMENT_TYPES } from './ride.ts';

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

export const IMPORT_COLUMN_KEYS = [
  'date',
  'time',
  'type',
  'numberOfHours',
  'pickUp',
  'stops',
  'destination',
  'passengerName',
  'passengerPhone',
  'passengerEmail',
  'person',
  ...RIDE_COUNTERS,
  'flightNumber',
  'vehicleOffer',
  'paymentType',
  'clientNote',
  'driverNote',
  'priceForClient',
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMN_KEYS)[number];

/** Where a column's allowed values come from: fixed choices, or the active vehicle offers' names. */
export type ImportEnumeration = 'type' | 'paymentType' | 'vehicleOffer';

export interface ImportColumn {
  key: ImportColumnKey;
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

const same = (v: string) => ({ cs: v, en: v });
const counter = (key: ImportColumnKey, cs: string, en: string, example = '0'): ImportColumn => ({
  key,
  cs,
  en,
  required: false,
  example: same(example),
  help: { cs: 'Celé číslo 0–99; prázdné = 0.', en: 'A whole number 0–99; empty = 0.' },
});

/** The template's columns in order (docs/api/rides.md "Import" lists the same headers). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: 'date',
    cs: 'Datum',
    en: 'Date',
    required: true,
    example: same('24.12.2026'),
    help: {
      cs: 'Datum vyzvednutí (pražský čas): datum Excelu, nebo text D.M.RRRR; může obsahovat i čas „D.M.RRRR H:MM“.',
      en: 'Pick-up date (Prague time): an Excel date, or text D.M.YYYY; it may hold the time too, "D.M.YYYY H:MM".',
    },
  },
  {
    key: 'time',
    cs: 'Čas',
    en: 'Time',
    required: false,
    example: same('14:30'),
    help: { cs: 'Čas vyzvednutí H:MM (pražský čas), pokud není u data.', en: 'Pick-up time H:MM (Prague time) unless the date holds it.' },
  },
  {
    key: 'type',
    cs: 'Typ jízdy',
    en: 'Ride type',
    required: false,
    example: { cs: 'Transfer', en: 'Transfer' },
    help: { cs: 'Transfer nebo Pronájem na hodiny; prázdné = Transfer.', en: 'Transfer or Rent by the hour; empty = Transfer.' },
    enumeration: 'type',
  },
  {
    key: 'numberOfHours',
    cs: 'Počet hodin',
    en: 'Hours',
    required: false,
    example: same(''),
    help: { cs: 'U pronájmu počet hodin 1–240.', en: 'For a rent, the hours 1–240.' },
  },
  {
    key: 'pickUp',
    cs: 'Místo vyzvednutí',
    en: 'Pick-up address',
    required: true,
    example: same('Letiště Václava Havla, Praha 6'),
    help: { cs: 'Adresa vyzvednutí.', en: 'The pick-up address.' },
  },
  {
    key: 'stops',
    cs: 'Zastávky',
    en: 'Stops',
    required: false,
    example: same('Václavské náměstí 1, Praha; Karlův most, Praha'),
    help: { cs: 'Zastávky po cestě oddělené středníkem.', en: 'Stops on the way, separated by semicolons.' },
  },
  {
    key: 'destination',
    cs: 'Cíl',
    en: 'Destination',
    required: false,
    example: same('Hotel Hilton, Pobřežní 1, Praha 8'),
    help: { cs: 'Cíl cesty; u transferu povinný.', en: 'The destination; required for a transfer.' },
  },
  {
    key: 'passengerName',
    cs: 'Jméno cestujícího',
    en: 'Passenger name',
    required: false,
    example: same('Jana Nováková'),
    help: {
      cs: 'Cestující klienta se stejným e-mailem (nebo jménem) se přiřadí k jízdě; jinak jméno a kontakt dostane řidič v poznámce a jméno je na uvítací ceduli.',
      en: "The client's passenger with this e-mail (or name) is set on the ride; otherwise the driver gets the name and contact in the note and the name goes on the meeting board.",
    },
  },
  {
    key: 'passengerPhone',
    cs: 'Telefon',
    en: 'Phone',
    required: false,
    example: same('+420 601 234 567'),
    help: { cs: 'Telefon cestujícího.', en: "The passenger's phone." },
  },
  {
    key: 'passengerEmail',
    cs: 'E-mail',
    en: 'E-mail',
    required: false,
    example: same('jana.novakova@example.cz'),
    help: { cs: 'E-mail cestujícího.', en: "The passenger's e-mail." },
  },
  {
    key: 'person',
    cs: 'Počet osob',
    en: 'Persons',
    required: false,
    example: same('2'),
    help: { cs: 'Celé číslo 1–99; prázdné = 1.', en: 'A whole number 1–99; empty = 1.' },
  },
  counter('largeLuggage', 'Velká zavazadla', 'Large luggage', '2'),
  counter('smallLuggage', 'Malá zavazadla', 'Small luggage', '1'),
  counter('childSeats', 'Dětské sedačky', 'Child seats'),
  counter('childSeatCushions', 'Podsedáky', 'Booster cushions'),
  counter('animals', 'Zvířata', 'Animals'),
  counter('golfBags', 'Golfové bagy', 'Golf bags'),
  counter('cradles', 'Autosedačky pro kojence', 'Cradles'),
  {
    key: 'flightNumber',
    cs: 'Číslo letu',
    en: 'Flight number',
    required: false,
    example: same('OK 123'),
    help: { cs: 'Číslo letu (nejvýše 16 znaků).', en: 'The flight number (at most 16 characters).' },
  },
  {
    key: 'vehicleOffer',
    cs: 'Nabídka vozidla',
    en: 'Vehicle offer',
    required: false,
    example: same('Business'),
    help: { cs: 'Název nabídky vozidla ze seznamu.', en: "A vehicle offer's name from the list." },
    enumeration: 'vehicleOffer',
  },
  {
    key: 'paymentType',
    cs: 'Způsob platby',
    en: 'Payment type',
    required: false,
    example: { cs: 'Na fakturu', en: 'Invoice' },
    help: { cs: 'Způsob platby ze seznamu.', en: 'A payment type from the list.' },
    enumeration: 'paymentType',
  },
  {
    key: 'clientNote',
    cs: 'Poznámka',
    en: 'Notes',
    required: false,
    example: same(''),
    help: { cs: 'Poznámka klienta k jízdě.', en: "The client's note on the ride." },
  },
  {
    key: 'driverNote',
    cs: 'Poznámka pro řidiče',
    en: 'Note for the driver',
    required: false,
    example: same(''),
    help: { cs: 'Poznámka pro řidiče.', en: 'A note for the driver.' },
  },
  {
    key: 'priceForClient',
    cs: 'Cena pro klienta',
    en: 'Client price',
    required: false,
    example: same('1250'),
    help: { cs: 'Cena pro klienta v Kč (nejvýše 2 desetinná místa).', en: 'The client price in CZK (at most 2 decimals).' },
    adminOnly: true,
  },
];

/** The columns of a caller's template: the client price only for ADMIN. */
export function importColumnsFor(isAdmin: boolean): readonly ImportColumn[] {
  return IMPORT_COLUMNS.filter((c) => isAdmin || !c.adminOnly);
}

/** A header or a choice as compared: lower case, no diacritics, single spaces. */
export function importKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
