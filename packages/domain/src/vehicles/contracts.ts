import { z } from 'zod';
import { FILE_TYPES } from '../files/file-types.ts';
import { ZId, ZPaging, zQueryBool, zUrlInt } from '../shared/ids.ts';
import { ZPersonRef, pageOf, type QueryOf } from '../users/contracts.ts';
import { EXPIRING_DOCUMENT_KINDS, SEAT_MATERIALS, VEHICLE_CATEGORIES, VEHICLE_COLORS } from './vehicle.ts';

/** The vehicles and documents area's answers and queries (issue 13 §1: one contract). */

export const ZVehicleListQuery = z.object({
  ...ZPaging,
  q: z.string().trim().max(100).optional(),
  active: zQueryBool,
  fleetManagerId: ZId.optional(),
  driverId: ZId.optional(),
});
/** What the API works with (`active` a boolean). */
export type VehicleListQuery = z.output<typeof ZVehicleListQuery>;
/** What a client sends. */
export type TVehicleListQuery = QueryOf<typeof ZVehicleListQuery>;

/** The API shape of a vehicle (spec §3 Vehicle). */
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
export type TVehicle = z.infer<typeof ZVehicle>;

export const ZVehiclePage = pageOf(ZVehicle);

export const ZExpiringQuery = z.object({
  days: zUrlInt(0, 3650, 30),
});

/** One entry of `GET /api/documents/expiring` (docs/api/people.md): a vehicle's date or a file's `validUntil`. */
export const ZExpiringDocument = z.object({
  kind: z.enum(EXPIRING_DOCUMENT_KINDS),
  /** `YYYY-MM-DD`. */
  validUntil: z.string(),
  /** Before today (Europe/Prague). */
  expired: z.boolean(),
  vehicle: z.object({ id: z.number().int(), registrationPlate: z.string() }).nullable(),
  user: ZPersonRef.nullable(),
  fileId: z.number().int().nullable(),
  /** Set for kind FILE, else null. */
  fileType: z.enum(FILE_TYPES).nullable(),
});
export type TExpiringDocument = z.infer<typeof ZExpiringDocument>;
