import { halereToCzk, isDispatcher, type PaymentType, type RideExportVariant, type RideStatus, type RideType } from '@vozka/domain';
import type { RideExportColumnKey, rideExportTexts } from '../../locales/ride-export.ts';
import { hiddenFields, viewOf, type RideCaller } from '../rides/ride-access.ts';
import type { ExportRide } from './ride-export.read.ts';

type Texts = ReturnType<typeof rideExportTexts>;

/** A cell's value: text, a whole number, money in Kč, a Prague date — or empty. */
export type Cell = string | number | Date | null;
export type ColumnKind = 'text' | 'int' | 'date' | 'money';

/** A field a caller's view of one ride may hide (ride-access.ts hiddenFields): its cell then stays empty. */
type Hideable = ReturnType<typeof hiddenFields> extends Set<infer F> ? F : never;

export interface ExportColumn {
  key: RideExportColumnKey;
  kind: ColumnKind;
  width: number;
  hides?: Hideable;
  value: (ride: ExportRide, t: Texts) => Cell;
}

const czk = (halere: number | null) => (halere === null ? null : halereToCzk(halere));
const vehicleOf = ({ row }: ExportRide) =>
  row.vehicleRegistrationPlate === null
    ? null
    : [row.vehicleRegistrationPlate, [row.vehicleBrand, row.vehicleModel].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

/** Every column, in the file's order (each variant keeps some of them). */
const COLUMNS: readonly ExportColumn[] = [
  { key: 'id', kind: 'int', width: 11, value: ({ row }) => row.ride.id },
  { key: 'date', kind: 'date', width: 17, value: ({ row }) => row.ride.date },
  { key: 'status', kind: 'text', width: 18, value: ({ row }, t) => t.statuses[row.ride.status as RideStatus] },
  { key: 'type', kind: 'text', width: 14, value: ({ row }, t) => t.types[row.ride.rideType as RideType] },
  { key: 'pickUp', kind: 'text', width: 40, value: ({ stops }) => stops[0]?.address ?? null },
  {
    key: 'stops',
    kind: 'text',
    width: 30,
    value: ({ stops }) =>
      stops
        .slice(1, -1)
        .map((s) => s.address)
        .join(' | ') || null,
  },
  { key: 'destination', kind: 'text', width: 40, value: ({ stops }) => (stops.length > 1 ? (stops.at(-1)?.address ?? null) : null) },
  { key: 'customer', kind: 'text', width: 24, value: ({ row }) => row.customerName },
  { key: 'passenger', kind: 'text', width: 22, value: ({ row }) => row.passengerName },
  { key: 'passengerPhone', kind: 'text', width: 18, value: ({ row }) => row.passengerPhone },
  { key: 'passengerEmail', kind: 'text', width: 26, hides: 'passengerEmail', value: ({ row }) => row.passengerEmail },
  { key: 'persons', kind: 'int', width: 7, value: ({ row }) => row.ride.persons },
  { key: 'flightNumber', kind: 'text', width: 12, value: ({ row }) => row.ride.flightNumber },
  { key: 'vehicleCategory', kind: 'text', width: 16, value: ({ row }) => row.ride.vehicleCategory },
  { key: 'driver', kind: 'text', width: 22, value: ({ row }) => row.driverName },
  { key: 'fleet', kind: 'text', width: 22, value: ({ row }) => row.fleetManagerName },
  { key: 'vehicle', kind: 'text', width: 28, value: vehicleOf },
  {
    key: 'paymentType',
    kind: 'text',
    width: 18,
    value: ({ row }, t) => (row.ride.paymentType === null ? null : t.payments[row.ride.paymentType as PaymentType]),
  },
  { key: 'paid', kind: 'text', width: 10, value: ({ row }, t) => (row.ride.paid ? t.yes : t.no) },
  { key: 'waiting', kind: 'int', width: 12, value: ({ row }) => row.ride.waitingMinutes },
  { key: 'clientPrice', kind: 'money', width: 16, hides: 'priceForClient', value: ({ row }) => czk(row.ride.clientPrice) },
  { key: 'driverPrice', kind: 'money', width: 16, hides: 'driverPrice', value: ({ row }) => czk(row.ride.driverPrice) },
  { key: 'clientNote', kind: 'text', width: 30, value: ({ row }) => row.ride.clientNote },
  { key: 'driverNote', kind: 'text', width: 30, value: ({ row }) => row.ride.driverNote },
  { key: 'dispatchingNote', kind: 'text', width: 30, hides: 'dispatchingNote', value: ({ row }) => row.ride.dispatchingNote },
];

/**
 * What each variant leaves out (docs/api/rides.md, Export): a client file never the driver's price, the
 * dispatching or driver notes (nor the fleet); a fleet or driver file never the client's price, payment
 * state or the passenger's e-mail.
 */
const LEFT_OUT: Record<RideExportVariant, readonly RideExportColumnKey[]> = {
  admin: [],
  fleet: ['passengerEmail', 'paid', 'clientPrice'],
  client: ['fleet', 'driverPrice', 'driverNote', 'dispatchingNote'],
};

/** The columns of a variant for this caller: a fleet file holds the dispatching note only for a dispatcher. */
export function exportColumns(variant: RideExportVariant, caller: RideCaller): ExportColumn[] {
  const out = new Set<RideExportColumnKey>(LEFT_OUT[variant]);
  if (!isDispatcher(caller.roles)) out.add('dispatchingNote');
  return COLUMNS.filter((c) => !out.has(c.key));
}

/**
 * One ride's cells: a field the caller's view of the ride hides (a customer's own ride in a driver's fleet
 * file: its driver price) stays empty, as in the list's answer.
 */
export function exportCells(columns: readonly ExportColumn[], ride: ExportRide, caller: RideCaller, t: Texts): Cell[] {
  const hidden = hiddenFields(viewOf(caller, ride.row.ride));
  return columns.map((c) => (c.hides !== undefined && hidden.has(c.hides) ? null : c.value(ride, t)));
}
