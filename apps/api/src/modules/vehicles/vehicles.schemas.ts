import { z } from 'zod';
import {
  EXPIRING_DOCUMENT_KINDS,
  FILE_TYPES,
  SEAT_MATERIALS,
  VEHICLE_CATEGORIES,
  VEHICLE_COLORS,
  ZId,
  ZPaging,
  zUrlInt,
} from '@vozka/domain';

// Ids and paging follow the one rule of @vozka/domain (shared/ids.ts); re-exported for this module's routes.
export { ZId, ZIdParams, ZPaging } from '@vozka/domain';

export const ZVehicleListQuery = z.object({
  ...ZPaging,
  q: z.string().trim().max(100).optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  fleetManagerId: ZId.optional(),
  driverId: ZId.optional(),
});
export type VehicleListQuery = z.infer<typeof ZVehicleListQuery>;

const ZPersonRef = z.object({ id: z.number().int(), name: z.string() });

/** The API shape of a vehicle (`Vehicle` of `@vozka/domain`). */
export const ZVehicle = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  registrationPlate: z.string(),
  category: z.enum(VEHICLE_CATEGORIES),
  color: z.enum(VEHICLE_COLORS).nullable(),
  interior: z.enum(SEAT_MATERIALS).nullable(),
  firstRegistration: z.string().nullable(),
  technicalInspectionValidUntil: z.string().nullable(),
  insuranceValidUntil: z.string().nullable(),
  numberOfPeople: z.number().int(),
  numberOfLuggage: z.number().int(),
  fleetManager: ZPersonRef.nullable(),
  active: z.boolean(),
  drivers: z.array(ZPersonRef),
  note: z.string().nullable(),
});

export const ZVehiclePage = z.object({ totalPages: z.number().int(), objects: z.array(ZVehicle) });

export const ZExpiringQuery = z.object({
  days: zUrlInt(0, 3650, 30),
});

/** `ExpiringDocument` of `@vozka/domain`. */
export const ZExpiringDocument = z.object({
  kind: z.enum(EXPIRING_DOCUMENT_KINDS),
  validUntil: z.string(),
  expired: z.boolean(),
  vehicle: z.object({ id: z.number().int(), registrationPlate: z.string() }).nullable(),
  user: ZPersonRef.nullable(),
  fileId: z.number().int().nullable(),
  fileType: z.enum(FILE_TYPES).nullable(),
});
