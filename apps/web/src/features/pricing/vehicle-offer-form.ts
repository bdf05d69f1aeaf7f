import { type TVehicleOfferInput, ZVehicleOfferInput } from '@vozka/domain';
import type { PickerValue } from '../../components/pickers/rules';
import { schemaErrors } from '../../lib/form';
import type { TVehicleOffer } from '@vozka/domain';
import type { PhotoChange } from '../../lib/pricing/vehicle-offers';

export interface VehicleOfferFormValues {
  /** The Czech name (the portal's first language). */
  name: string;
  /** The English name; empty: English speakers see `name`. */
  nameEn: string;
  persons: number | string;
  luggage: number | string;
  transfer: boolean;
  rent: boolean;
  congress: boolean;
  rentPricePerHour: number | string;
  public: boolean;
  description: string;
  /** Sent back as it is: the photo changes by its own calls after the offer is saved (`photo`). */
  photoFileId: number | null;
  photo: PhotoChange;
  /** Minutes after a flight's landing; empty: the default of the flight tracking settings. */
  flightBufferMinutes: number | string;
  allowedClients: NonNullable<PickerValue>[];
}

export function vehicleOfferDefaults(offer?: TVehicleOffer | null): VehicleOfferFormValues {
  return {
    name: offer?.name ?? '',
    nameEn: offer?.nameEn ?? '',
    persons: offer?.persons ?? 4,
    luggage: offer?.luggage ?? 2,
    transfer: offer?.transfer ?? true,
    rent: offer?.rent ?? false,
    congress: offer?.congress ?? false,
    rentPricePerHour: offer?.rentPricePerHour ?? '',
    public: offer?.public ?? false,
    description: offer?.description ?? '',
    photoFileId: offer?.photoFileId ?? null,
    photo: { kind: 'keep' },
    flightBufferMinutes: offer?.flightBufferMinutes ?? '',
    allowedClients: offer?.allowedClients.map((c) => ({ id: c.id, name: c.name })) ?? [],
  };
}

const num = (value: number | string) => (value === '' ? undefined : Number(value));

/** The JSON of POST/PUT /api/vehicle-offers. */
export function vehicleOfferToBody(values: VehicleOfferFormValues): TVehicleOfferInput {
  return {
    name: values.name,
    nameEn: values.nameEn.trim() || null,
    persons: num(values.persons) as number,
    luggage: num(values.luggage) ?? 0,
    transfer: values.transfer,
    rent: values.rent,
    congress: values.congress,
    rentPricePerHour: num(values.rentPricePerHour) ?? null,
    public: values.public,
    description: values.description.trim() || null,
    photoFileId: values.photoFileId,
    flightBufferMinutes: num(values.flightBufferMinutes) ?? null,
    allowedClientIds: values.allowedClients.map((c) => c.id),
  };
}

/** API field names as the form names them (the photo upload's `file` is the photo field). */
export const vehicleOfferField = (field: string) =>
  field.startsWith('allowedClientIds') ? 'allowedClients' : field === 'file' ? 'photo' : field;

export function validateVehicleOffer(values: VehicleOfferFormValues): Record<string, string> {
  const errors = schemaErrors(ZVehicleOfferInput, vehicleOfferToBody(values));
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [vehicleOfferField(field), code]));
}
