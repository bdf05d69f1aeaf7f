import type { Language, PaymentType, RideStatus, RideType } from '@vozka/domain';
import cs from './cs/rideExport.json';
import en from './en/rideExport.json';
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

/** The texts of the rides export (issue 16 §2) in ./cs and ./en: the sheet's name, its header and its labels, as the web names them. */
const TEXTS = registerTexts<Record<Language, RideExportTexts>>('rideExport', { cs, en });

/** The export's texts of one language, typed (labels and headers). */
export function rideExportTexts(lang: Language): RideExportTexts {
  return TEXTS[lang];
}

/** The totals row's label: "Celkem: 3 jízdy" / "Total: 3 rides" (i18next's plural forms). */
export function rideExportTotal(lang: Language, count: number): string {
  return text(lang, 'rideExport', 'total', { count });
}
