import {
  IMPORT_PAYMENT_CHOICES,
  IMPORT_TYPE_CHOICES,
  importKey,
  pragueWallTimeToDate,
  RIDE_COUNTERS,
  type ImportChoice,
  type ImportColumnKey,
  type MessageCode,
  type TRideInput,
  type WallTime,
} from '@vozka/domain';
import type { SheetCell, SheetRow } from './import-sheet.ts';

/** What a row's cells are checked against: the client's passengers and the vehicle offers, by name. */
export interface RowContext {
  isAdmin: boolean;
  /** Vehicle offer ids by importKey(name). */
  offers: ReadonlyMap<string, number>;
  /** The client's passengers: ids by lower-case e-mail and by importKey(name) (names held by one passenger only). */
  passengersByEmail: ReadonlyMap<string, number>;
  passengersByName: ReadonlyMap<string, number>;
}

/** A bad cell of a row, before translation. */
export interface CellProblem {
  column: ImportColumnKey;
  code: MessageCode;
}

/** A row as the ride form's body (`POST /api/orders`), and where each route stop came from. */
export interface MappedRow {
  input: TRideInput;
  problems: CellProblem[];
  /** The stop index of the destination (-1: none given). */
  destinationIndex: number;
}

const choiceMap = (choices: readonly ImportChoice[]) =>
  new Map(choices.flatMap((c) => [c.code, c.cs, c.en].map((label) => [importKey(label), c.code] as const)));
const TYPES = choiceMap(IMPORT_TYPE_CHOICES);
const PAYMENTS = choiceMap(IMPORT_PAYMENT_CHOICES);

const DATE_TEXT = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})(?:\s+(\d{1,2})[:.](\d{2}))?$/;
const ISO_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/;
const TIME_TEXT = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/;
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

class Bad extends Error {
  constructor(readonly code: MessageCode) {
    super(code);
  }
}

/** A wall time that exists in the calendar (no 31 February, no 24:00). */
function wallTime(year: number, month: number, day: number, hour: number, minute: number): WallTime {
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const fits =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day && hour < 24 && minute < 60;
  if (!fits || year < 2000 || year > 2100) throw new Bad('IMPORT_DATE_INVALID');
  return { year, month, day, hour, minute, second: 0 };
}

/** exceljs gives date cells as the wall clock in UTC fields (Excel has no time zone). */
const fromUtcFields = (d: Date) => wallTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());

/** Prague wall time → ISO instant, remembered: a file repeats its dates, and the time-zone lookup is slow. */
const instants = new Map<string, string>();
function instantOf(w: WallTime): string {
  const key = `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}`;
  let iso = instants.get(key);
  if (iso === undefined) {
    if (instants.size >= 50_000) instants.clear();
    iso = pragueWallTimeToDate(w).toISOString();
    instants.set(key, iso);
  }
  return iso;
}

/** The date cell: its wall time and whether it named a time of day. */
function readDate(cell: SheetCell): { wall: WallTime; timed: boolean } {
  if (cell.kind === 'date') return { wall: fromUtcFields(cell.date), timed: cell.date.getTime() % DAY_MS !== 0 };
  if (cell.kind === 'number') {
    const date = new Date(Math.round((cell.value - EXCEL_EPOCH_DAYS) * DAY_MS));
    return { wall: fromUtcFields(date), timed: cell.value % 1 !== 0 };
  }
  if (cell.kind !== 'text') throw new Bad('IMPORT_DATE_INVALID');
  const cz = DATE_TEXT.exec(cell.text);
  const iso = cz ? null : ISO_TEXT.exec(cell.text);
  const parts = cz ? [cz[3], cz[2], cz[1], cz[4], cz[5]] : iso ? [iso[1], iso[2], iso[3], iso[4], iso[5]] : null;
  if (!parts) throw new Bad('IMPORT_DATE_INVALID');
  const [y, m, d, h, min] = parts.map((p) => (p === undefined ? undefined : Number(p)));
  return { wall: wallTime(y!, m!, d!, h ?? 0, min ?? 0), timed: h !== undefined };
}

/** Minutes after midnight of a time cell: an Excel time, a fraction of a day, or H:MM. */
function readTime(cell: SheetCell): number {
  if (cell.kind === 'date') return cell.date.getUTCHours() * 60 + cell.date.getUTCMinutes();
  if (cell.kind === 'number' && cell.value >= 0 && cell.value < 1) return Math.round(cell.value * 1440) % 1440;
  const match = cell.kind === 'text' ? TIME_TEXT.exec(cell.text) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new Bad('IMPORT_TIME_INVALID');
  return Number(match[1]) * 60 + Number(match[2]);
}

function readText(cell: SheetCell): string {
  if (cell.kind === 'text') return cell.text;
  if (cell.kind === 'number') return String(cell.value);
  throw new Bad('INVALID_INPUT');
}

/** A number cell, or a number written as text (`1 250,50`, `1250 Kč`). */
function readNumber(cell: SheetCell): number {
  if (cell.kind === 'number') return cell.value;
  if (cell.kind !== 'text') throw new Bad('IMPORT_NUMBER_INVALID');
  // `\u010d` is č: the built bundle is ASCII only (scripts/build-api.mjs).
  const cleaned = cell.text.replace(/\s|k\u010d|czk/gi, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) throw new Bad('IMPORT_NUMBER_INVALID');
  return Number(cleaned);
}

function readChoice(cell: SheetCell, choices: ReadonlyMap<string, string>): string {
  const found = choices.get(importKey(readText(cell)));
  if (found === undefined) throw new Bad('IMPORT_NOT_IN_LIST');
  return found;
}

const NUMBER_FIELDS = ['person', 'numberOfHours', ...RIDE_COUNTERS] as const;
const TEXT_FIELDS = ['flightNumber', 'clientNote'] as const;

/**
 * Maps a sheet row to the body the ride form sends to `POST /api/orders` (the domain's ZRideInput then
 * checks it, and the rides module's rules after that): the date and time in Prague time, the route from
 * the pick-up, the stops (`;`-separated) and the destination, choices by code or cs/en label. The
 * passenger is the client's passenger with the row's e-mail (or its only one with the name); anyone else
 * goes on the meeting board with the contact in the driver's note. Cells it cannot read are `problems`.
 */
export function mapRow(sheetRow: SheetRow, ctx: RowContext): MappedRow {
  const problems: CellProblem[] = [];
  const input: Record<string, unknown> = {};
  const cells = sheetRow.cells;
  const read = <T>(column: ImportColumnKey, reader: (cell: SheetCell) => T): T | undefined => {
    const cell = cells.get(column);
    if (!cell) return undefined;
    if (cell.kind === 'formula') {
      problems.push({ column, code: 'IMPORT_FORMULA' });
      return undefined;
    }
    try {
      return reader(cell);
    } catch (error) {
      if (!(error instanceof Bad)) throw error;
      problems.push({ column, code: error.code });
      return undefined;
    }
  };

  const date = read('date', readDate);
  const time = read('time', readTime);
  if (date) {
    // A pick-up needs its time: from the time column, else from the date cell (text with H:MM, a timed Excel date).
    if (time === undefined && !date.timed && !cells.has('time')) problems.push({ column: 'time', code: 'FILL_EVERY_FIELD' });
    const wall = time === undefined ? date.wall : { ...date.wall, hour: Math.floor(time / 60), minute: time % 60 };
    input.date = instantOf(wall);
  } else if (!cells.has('date')) {
    problems.push({ column: 'date', code: 'FILL_EVERY_FIELD' });
  }

  input.type = read('type', (c) => readChoice(c, TYPES));
  input.paymentType = read('paymentType', (c) => readChoice(c, PAYMENTS));
  input.vehicleOfferId = read('vehicleOffer', (c) => {
    const id = ctx.offers.get(importKey(readText(c)));
    if (id === undefined) throw new Bad('IMPORT_NOT_IN_LIST');
    return id;
  });
  for (const field of NUMBER_FIELDS) input[field] = read(field, readNumber);
  for (const field of TEXT_FIELDS) input[field] = read(field, readText);
  const price = read('priceForClient', readNumber);
  if (price !== undefined && !ctx.isAdmin) problems.push({ column: 'priceForClient', code: 'IMPORT_ADMIN_ONLY' });
  else input.priceForClient = price;

  const pickUp = read('pickUp', readText) ?? '';
  const stops = (read('stops', readText) ?? '')
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const destination = read('destination', readText);
  const addresses = [pickUp, ...stops, ...(destination ? [destination] : [])];
  input.route = addresses.map((address) => ({ address }));

  const name = read('passengerName', readText);
  const phone = read('passengerPhone', readText);
  const email = read('passengerEmail', readText);
  const passengerId =
    (email === undefined ? undefined : ctx.passengersByEmail.get(email.toLowerCase())) ??
    (name === undefined ? undefined : ctx.passengersByName.get(importKey(name)));
  const driverNote = read('driverNote', readText);
  if (passengerId !== undefined) {
    input.passengerId = passengerId;
    input.driverNote = driverNote;
  } else {
    input.meetingBoard = name;
    const contact = [name, phone, email].filter((v) => v !== undefined).join(', ');
    input.driverNote =
      [contact === '' ? undefined : `Cestující / Passenger: ${contact}`, driverNote].filter(Boolean).join('\n') || undefined;
  }
  return { input, problems, destinationIndex: destination ? addresses.length - 1 : -1 };
}

/** The column a field of the ride body (a zod path or a rules error's field) came from. */
export function columnOfField(path: readonly PropertyKey[], mapped: MappedRow): ImportColumnKey {
  const [field, index] = path;
  switch (field) {
    case 'date':
    case 'returnDate':
      return 'date';
    case 'route':
      if (typeof index !== 'number') return mapped.destinationIndex < 0 ? 'destination' : 'pickUp';
      return index === 0 ? 'pickUp' : index === mapped.destinationIndex ? 'destination' : 'stops';
    case 'vehicleOfferId':
      return 'vehicleOffer';
    case 'meetingBoard':
      return 'passengerName';
    case 'passengerId':
      return 'passengerEmail';
    case 'type':
    case 'numberOfHours':
    case 'person':
    case 'flightNumber':
    case 'paymentType':
    case 'clientNote':
    case 'driverNote':
    case 'priceForClient':
      return field;
    default:
      return (RIDE_COUNTERS as readonly PropertyKey[]).includes(field ?? '') ? (field as ImportColumnKey) : 'date';
  }
}
