import { z } from 'zod';

/** Spec §3: brands offered in the vehicle form (models are free text). */
export const VEHICLE_BRANDS = ['Mercedes-Benz', 'Skoda', 'Volkswagen', 'Tesla', 'Iveco', 'Isuzu', 'Ford', 'Audi', 'Seat'] as const;
export const VEHICLE_COLORS = ['BLACK', 'WHITE', 'SILVER', 'GRAY', 'BLUE', 'RED', 'GREEN', 'BROWN', 'YELLOW', 'OTHER'] as const;
export const SEAT_MATERIALS = ['FABRIC', 'LEATHER', 'SEMI_LEATHER'] as const;
/** The spec names a vehicle category without values; ours (docs/decisions/0006). */
export const VEHICLE_CATEGORIES = ['STANDARD', 'BUSINESS', 'FIRST_CLASS', 'VAN', 'MINIBUS', 'BUS'] as const;

export type VehicleColor = (typeof VEHICLE_COLORS)[number];
export type SeatMaterial = (typeof SEAT_MATERIALS)[number];
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

const isoDate = z.iso.date({ error: 'INVALID_INPUT' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Vehicle create/update body (spec §3 Vehicle). */
export const ZVehicleInput = z.object({
  brand: z.string({ error: 'FILL_EVERY_FIELD' }).trim().min(1, 'FILL_EVERY_FIELD').max(60),
  model: z.string({ error: 'FILL_EVERY_FIELD' }).trim().min(1, 'FILL_EVERY_FIELD').max(60),
  registrationPlate: z
    .string({ error: 'FILL_EVERY_FIELD' })
    .trim()
    .min(1, 'FILL_EVERY_FIELD')
    .max(16)
    .transform((v) => v.toUpperCase().replace(/\s+/g, '')),
  category: z.enum(VEHICLE_CATEGORIES).default('STANDARD'),
  color: z.enum(VEHICLE_COLORS).nullish().transform((v) => v ?? null),
  interior: z.enum(SEAT_MATERIALS).nullish().transform((v) => v ?? null),
  firstRegistration: isoDate.nullish().transform((v) => v ?? null),
  technicalInspectionValidUntil: isoDate.nullish().transform((v) => v ?? null),
  insuranceValidUntil: isoDate.nullish().transform((v) => v ?? null),
  numberOfPeople: z.number().int().min(1).max(80).default(4),
  numberOfLuggage: z.number().int().min(0).max(80).default(2),
  fleetManagerId: z.number().int().positive().nullish().transform((v) => v ?? null),
  active: z.boolean().default(true),
  driverIds: z.array(z.number().int().positive()).max(50).default([]),
  note: optionalText(1000),
});
export type TVehicleInput = z.input<typeof ZVehicleInput>;

export interface Vehicle {
  id: number;
  brand: string;
  model: string;
  registrationPlate: string;
  category: VehicleCategory;
  color: VehicleColor | null;
  interior: SeatMaterial | null;
  firstRegistration: string | null;
  technicalInspectionValidUntil: string | null;
  insuranceValidUntil: string | null;
  numberOfPeople: number;
  numberOfLuggage: number;
  fleetManager: { id: number; name: string } | null;
  active: boolean;
  drivers: { id: number; name: string }[];
  note: string | null;
}
