import type { Language, TContract as Contract } from '@vozka/domain';
import { formatDate, formatPragueDateTime } from '../../adapters/pdf/format.ts';
import type { ContractTexts } from '../../locales/contract.ts';

/** One line of a section: its label and its value (null: "not given"). */
export type Row = [label: string, value: string | null];

/** What the contract says, section by section, in `lang`: the rows of each (null rows: the party is not known yet). */
export function contractSections(contract: Contract, texts: ContractTexts, lang: Language) {
  const f = texts.fields;
  const { customer, passenger, ride, carrier, vehicle, intermediary } = contract;
  const date = (iso: string | null) => iso && formatDate(iso, lang);
  const when = (iso: string | null) => (iso ? formatPragueDateTime(iso, lang) : null);
  return {
    customer: customer && [
      [f.name, customer.name],
      [f.companyName, customer.companyName],
      [f.companyId, customer.companyId],
      [f.dateOfBirth, date(customer.dateOfBirth)],
      [f.address, customer.address],
    ],
    passenger: passenger && [
      [f.name, passenger.name],
      [f.dateOfBirth, date(passenger.dateOfBirth)],
      [f.phone, passenger.phone],
      [f.email, passenger.email],
    ],
    ride: [
      [f.rideId, String(ride.id)],
      [f.date, when(ride.date)],
      // One row per stop, so a long route can go on on the next page.
      ...(ride.route.length > 0
        ? ride.route.map((stop, i): Row => [i === 0 ? f.route : '', `${i + 1}. ${stop}`])
        : [[f.route, null] as Row]),
      [f.persons, String(ride.persons)],
      [f.onThePlaceTime, when(ride.onThePlaceTime)],
      [f.doneTime, when(ride.doneTime)],
      [f.price, ride.priceLabel],
      [f.paymentMethod, ride.paymentMethod && texts.payment[ride.paymentMethod]],
    ],
    carrier: carrier && [
      [f.name, carrier.name],
      [f.companyName, carrier.company],
      [f.companyId, carrier.companyId],
      [f.address, carrier.address],
      [f.phone, carrier.phone],
    ],
    vehicle: vehicle && [
      [f.brand, vehicle.brand],
      [f.model, vehicle.model],
      // The column is free text: a colour outside the list is printed as stored.
      [f.color, vehicle.color && ((texts.colors as Partial<Record<string, string>>)[vehicle.color] ?? vehicle.color)],
      [f.registrationPlate, vehicle.registrationPlate],
    ],
    intermediary: [
      [f.companyName, intermediary.name],
      [f.companyId, intermediary.companyId],
      // Details the company has not given (no DIČ, no phone) read "neuvedeno" / "not given".
      [f.vatId, intermediary.vatId || null],
      [f.address, intermediary.address],
      [f.phone, intermediary.phone || null],
      [f.email, intermediary.email || null],
    ],
  } satisfies Record<string, Row[] | null>;
}
