import { z } from 'zod';
import { EXPIRING_DOCUMENT_KINDS, FILE_TYPES, SEAT_MATERIALS, VEHICLE_CATEGORIES, VEHICLE_COLORS } from '@vozka/domain';

/** PostgreSQL `integer` ends here; a larger id would fail in the database instead of answering 400. */
const MAX_INT4 = 2_147_483_647;

/** A record id in a path or query: a positive int4, anything else answers 400. */
export const ZId = z.coerce.number({ error: 'INVALID_INPUT' }).int('INVALID_INPUT').positive('INVALID_INPUT').max(MAX_INT4, 'INVALID_INPUT');

export const ZIdParams = z.object({ id: ZId });

/** `page` (zero-based) and `size` (default 20, at most 200) of every paged list (docs/api/people.md). */
export const ZPaging = {
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
};

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
  days: z.coerce.number().int().min(0).max(3650).default(30),
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
