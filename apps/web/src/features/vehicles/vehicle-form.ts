import { type SeatMaterial, type TVehicleInput, type Vehicle, type VehicleCategory, type VehicleColor, ZVehicleInput } from '@vozka/domain';
import type { PickerValue } from '../../components/pickers/rules';
import { schemaErrors } from '../../lib/form';

export interface VehicleFormValues {
  brand: string | null;
  model: string;
  registrationPlate: string;
  category: VehicleCategory;
  color: VehicleColor | null;
  interior: SeatMaterial | null;
  firstRegistration: string;
  technicalInspectionValidUntil: string;
  insuranceValidUntil: string;
  numberOfPeople: number | string;
  numberOfLuggage: number | string;
  fleetManager: PickerValue;
  active: boolean;
  /** Paired drivers' ids (as the multi-select keeps them). */
  driverIds: string[];
  note: string;
}

const date = (value: string | null | undefined) => value?.slice(0, 10) ?? '';

export function vehicleFormDefaults(vehicle?: Vehicle): VehicleFormValues {
  return {
    brand: vehicle?.brand ?? null,
    model: vehicle?.model ?? '',
    registrationPlate: vehicle?.registrationPlate ?? '',
    category: vehicle?.category ?? 'STANDARD',
    color: vehicle?.color ?? null,
    interior: vehicle?.interior ?? null,
    firstRegistration: date(vehicle?.firstRegistration),
    technicalInspectionValidUntil: date(vehicle?.technicalInspectionValidUntil),
    insuranceValidUntil: date(vehicle?.insuranceValidUntil),
    numberOfPeople: vehicle?.numberOfPeople ?? 4,
    numberOfLuggage: vehicle?.numberOfLuggage ?? 2,
    fleetManager: vehicle?.fleetManager ? { id: vehicle.fleetManager.id, name: vehicle.fleetManager.name } : null,
    active: vehicle?.active ?? true,
    driverIds: vehicle?.drivers.map((driver) => String(driver.id)) ?? [],
    note: vehicle?.note ?? '',
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const toNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The JSON of POST/PUT /api/vehicles (empty dates and texts as null). */
export function vehicleFormToBody(values: VehicleFormValues): TVehicleInput {
  return {
    brand: values.brand ?? '',
    model: values.model,
    registrationPlate: values.registrationPlate,
    category: values.category,
    color: values.color,
    interior: values.interior,
    firstRegistration: orNull(values.firstRegistration),
    technicalInspectionValidUntil: orNull(values.technicalInspectionValidUntil),
    insuranceValidUntil: orNull(values.insuranceValidUntil),
    numberOfPeople: toNumber(values.numberOfPeople),
    numberOfLuggage: toNumber(values.numberOfLuggage),
    fleetManagerId: values.fleetManager?.id ?? null,
    active: values.active,
    driverIds: values.driverIds.map(Number),
    note: orNull(values.note),
  };
}

/** Body fields named otherwise in the form. */
export const vehicleFormField = (bodyField: string): string => (bodyField === 'fleetManagerId' ? 'fleetManager' : bodyField);

export function validateVehicleForm(values: VehicleFormValues): Record<string, string> {
  const errors = schemaErrors(ZVehicleInput, vehicleFormToBody(values));
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [vehicleFormField(field), code]));
}
