import { z } from 'zod';
import { MAX_INT4 } from '../shared/ids.ts';
import type { ZExpiringDocument, ZVehicle } from './contracts.ts';
import { orNull, ZNullableText } from '../shared/text.ts';
import { ZCalendarDate } from '../shared/calendar-date.ts';

/** Spec §3: brands offered in the vehicle form (models are free text). */
export const VEHICLE_BRANDS = ['Mercedes-Benz', 'Skoda', 'Volkswagen', 'Tesla', 'Iveco', 'Isuzu', 'Ford', 'Audi', 'Seat'] as const;
export const VEHICLE_COLORS = ['BLACK', 'WHITE', 'SILVER', 'GRAY', 'BLUE', 'RED', 'GREEN', 'BROWN', 'YELLOW', 'OTHER'] as const;
export const SEAT_MATERIALS = ['FABRIC', 'LEATHER', 'SEMI_LEATHER'] as const;
/** The spec names a vehicle category without values; ours (docs/decisions/0006). */
export const VEHICLE_CATEGORIES = ['STANDARD', 'BUSINESS', 'FIRST_CLASS', 'VAN', 'MINIBUS', 'BUS'] as const;

export type VehicleColor = (typeof VEHICLE_COLORS)[number];
export type SeatMaterial = (typeof SEAT_MATERIALS)[number];
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

const isoDate = ZCalendarDate;
/** Ids are PostgreSQL `integer`s; a larger number answers 400 rather than failing in the database. */
const MAX_ID = MAX_INT4;
const optionalText = (max: number) => ZNullableText(max);

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
  color: orNull(z.enum(VEHICLE_COLORS)),
  interior: orNull(z.enum(SEAT_MATERIALS)),
  firstRegistration: orNull(isoDate),
  technicalInspectionValidUntil: orNull(isoDate),
  insuranceValidUntil: orNull(isoDate),
  numberOfPeople: z.number().int().min(1).max(80).default(4),
  numberOfLuggage: z.number().int().min(0).max(80).default(2),
  fleetManagerId: orNull(z.number().int().positive().max(MAX_ID)),
  active: z.boolean().default(true),
  driverIds: z.array(z.number().int().positive().max(MAX_ID)).max(50).default([]),
  note: optionalText(1000),
});
export type TVehicleInput = z.input<typeof ZVehicleInput>;

/** A vehicle as the API answers it (the schema is ZVehicle of ./contracts.ts). */
export type Vehicle = z.infer<typeof ZVehicle>;

/** What `GET /api/documents/expiring` reports: a vehicle's date or a file's `validUntil`. */
export const EXPIRING_DOCUMENT_KINDS = ['TECHNICAL_INSPECTION', 'INSURANCE', 'FILE'] as const;
export type ExpiringDocumentKind = (typeof EXPIRING_DOCUMENT_KINDS)[number];

/** One entry of `GET /api/documents/expiring` (the schema is ZExpiringDocument of ./contracts.ts). */
export type ExpiringDocument = z.infer<typeof ZExpiringDocument>;
