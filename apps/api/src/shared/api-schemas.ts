import { z } from 'zod';
import { CUSTOMER_TYPES, ROLES, USER_STATUSES } from '@vozka/domain';

/** Schemas of answers shared by many routes (they also document the API in OpenAPI). */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

export const ZMessage = z.object({ message: z.string() });

/** A 200 that is a `text/event-stream` (written by the stream itself, never serialized). */
export const ZEventStream = z.string().describe('Server-sent events (text/event-stream)');

export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ZErrorBody> {
  return Object.fromEntries(statuses.map((s) => [s, ZErrorBody])) as Record<S, typeof ZErrorBody>;
}

export const ZUserDetails = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  type: z.enum(CUSTOMER_TYPES).nullable(),
  roles: z.array(z.object({ name: z.enum(ROLES) })),
  language: z.enum(['cs', 'en']),
  vatPayer: z.boolean(),
  fleetManager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bankAccount: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  zipCode: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyAddress: z.string().nullable(),
  companyTin: z.string().nullable(),
  emailSecondary: z.string().nullable(),
  phoneSecondary: z.string().nullable(),
  invoicing: z.string().nullable(),
  internalNumber: z.string().nullable(),
  internalNote: z.string().nullable(),
  /** Spec §6: the trip-offers tab hidden for this fleet-managed driver (always sent). */
  hideTripOffers: z.boolean().optional(),
});
