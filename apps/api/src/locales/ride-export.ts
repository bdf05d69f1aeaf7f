import type { Language, PaymentType, RideStatus, RideType } from '@vozka/domain';
import { registerTexts, text } from './i18n.ts';

/** The column keys of the rides export (modules/ride-export/ride-export.columns.ts picks them per variant). */
export type RideExportColumnKey =
  | 'id'
  | 'date'
  | 'status'
  | 'type'
  | 'pickUp'
  | 'stops'
  | 'destination'
  | 'customer'
  | 'passenger'
  | 'passengerPhone'
  | 'passengerEmail'
  | 'persons'
  | 'flightNumber'
  | 'vehicleCategory'
  | 'driver'
  | 'fleet'
  | 'vehicle'
  | 'paymentType'
  | 'paid'
  | 'waiting'
  | 'clientPrice'
  | 'driverPrice'
  | 'clientNote'
  | 'driverNote'
  | 'dispatchingNote';

interface RideExportTexts {
  sheet: string;
  /** The number format of the date column (Excel's codes). */
  dateFormat: string;
  /** The label of the totals row, by the number of rides (plural forms). */
  total_one: string;
  total_few?: string;
  total_other: string;
  yes: string;
  no: string;
  columns: Record<RideExportColumnKey, string>;
  statuses: Record<RideStatus, string>;
  types: Record<RideType, string>;
  payments: Record<PaymentType, string>;
}

/** The texts of the rides export (issue 16 §2): the sheet's name, its header and its labels, as the web names them. */
const TEXTS = registerTexts<Record<Language, RideExportTexts>>('rideExport', {
  cs: {
    sheet: 'Jízdy',
    dateFormat: 'd.m.yyyy h:mm',
    total_one: 'Celkem: {count} jízda',
    total_few: 'Celkem: {count} jízdy',
    total_other: 'Celkem: {count} jízd',
    yes: 'ano',
    no: 'ne',
    columns: {
      id: 'Číslo jízdy',
      date: 'Datum a čas',
      status: 'Stav',
      type: 'Typ',
      pickUp: 'Místo vyzvednutí',
      stops: 'Zastávky',
      destination: 'Cíl',
      customer: 'Zákazník',
      passenger: 'Cestující',
      passengerPhone: 'Telefon cestujícího',
      passengerEmail: 'E-mail cestujícího',
      persons: 'Osob',
      flightNumber: 'Číslo letu',
      vehicleCategory: 'Kategorie vozu',
      driver: 'Řidič',
      fleet: 'Flotila',
      vehicle: 'Vozidlo',
      paymentType: 'Platba',
      paid: 'Zaplaceno',
      waiting: 'Čekání (min)',
      clientPrice: 'Cena pro klienta',
      driverPrice: 'Cena pro řidiče',
      clientNote: 'Poznámka klienta',
      driverNote: 'Poznámka pro řidiče',
      dispatchingNote: 'Dispečerská poznámka',
    },
    statuses: {
      NEW: 'Nová',
      FREE: 'Volná',
      UNCONFIRMED: 'Nepřiřazená',
      PLANNED: 'Přiřazená',
      ACCEPTED_BY_DRIVER: 'Přijatá řidičem',
      ON_THE_WAY: 'Na cestě',
      ON_THE_PLACE: 'Na místě',
      OCCUPIED: 'Obsazeno',
      DONE: 'Dokončená',
      NOT_ARRIVED: 'Cestující se nedostavil',
      CANCELED_BY_CLIENT: 'Zrušená klientem',
      CANCELED_BY_DRIVER: 'Zrušená řidičem',
      DELETED: 'Smazaná',
    },
    types: { TRANSFER: 'Transfer', RENT: 'Pronájem na hodiny', CONGRESS: 'Kongres' },
    payments: { ONLINE: 'Online kartou', CASH_DRIVER: 'Hotově řidiči', CARD: 'Kartou ve voze', INVOICE: 'Na fakturu' },
  },
  en: {
    sheet: 'Rides',
    dateFormat: 'yyyy-mm-dd hh:mm',
    total_one: 'Total: {count} ride',
    total_other: 'Total: {count} rides',
    yes: 'yes',
    no: 'no',
    columns: {
      id: 'Ride no.',
      date: 'Date and time',
      status: 'Status',
      type: 'Type',
      pickUp: 'Pick-up',
      stops: 'Stops',
      destination: 'Destination',
      customer: 'Customer',
      passenger: 'Passenger',
      passengerPhone: "Passenger's phone",
      passengerEmail: "Passenger's e-mail",
      persons: 'Persons',
      flightNumber: 'Flight number',
      vehicleCategory: 'Vehicle category',
      driver: 'Driver',
      fleet: 'Fleet',
      vehicle: 'Vehicle',
      paymentType: 'Payment',
      paid: 'Paid',
      waiting: 'Waiting (min)',
      clientPrice: 'Price for the client',
      driverPrice: 'Price for the driver',
      clientNote: "Client's note",
      driverNote: 'Note for the driver',
      dispatchingNote: 'Dispatching note',
    },
    statuses: {
      NEW: 'New',
      FREE: 'Free',
      UNCONFIRMED: 'Unassigned',
      PLANNED: 'Assigned',
      ACCEPTED_BY_DRIVER: 'Accepted by driver',
      ON_THE_WAY: 'On the way',
      ON_THE_PLACE: 'At the pick-up',
      OCCUPIED: 'Occupied',
      DONE: 'Done',
      NOT_ARRIVED: 'Passenger did not arrive',
      CANCELED_BY_CLIENT: 'Canceled by client',
      CANCELED_BY_DRIVER: 'Canceled by driver',
      DELETED: 'Deleted',
    },
    types: { TRANSFER: 'Transfer', RENT: 'Rent by the hour', CONGRESS: 'Congress' },
    payments: { ONLINE: 'Online by card', CASH_DRIVER: 'Cash to the driver', CARD: 'Card in the vehicle', INVOICE: 'Invoice' },
  },
});

/** The export's texts of one language, typed (labels and headers). */
export function rideExportTexts(lang: Language): RideExportTexts {
  return TEXTS[lang];
}

/** The totals row's label: "Celkem: 3 jízdy" / "Total: 3 rides" (i18next's plural forms). */
export function rideExportTotal(lang: Language, count: number): string {
  return text(lang, 'rideExport', 'total', { count });
}
