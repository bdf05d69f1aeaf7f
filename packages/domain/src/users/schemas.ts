import { z } from 'zod';
import { CUSTOMER_TYPES, ROLES, USER_STATUSES } from '../auth/roles.ts';
import { newPasswordSchema } from '../auth/schemas.ts';
import { DRIVER_ONLINE_WINDOW_MS } from '../dispatch/operating.ts';
import { ZOptionalIdRef } from '../shared/ids.ts';
import { ZPassengerAlerts, type ZDriverOption, type ZLoginHistoryEntry } from './contracts.ts';
import { ZNullableText } from '../shared/text.ts';
import { ZFlightBuffer } from '../integrations/flights.ts';

/** Spec §5: empty or undefined user fields are stored as null. */
const text = (max: number) => ZNullableText(max);

const email = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null))
  .refine((v) => v === null || z.email().safeParse(v).success, 'INVALID_EMAIL');

/** Roles arrive as the spec's `[{ name }]` objects or as plain names. */
const roles = z
  .array(z.union([z.enum(ROLES), z.object({ name: z.enum(ROLES) }).transform((r) => r.name)]))
  .max(5)
  .nullish()
  .transform((v) => [...new Set(v ?? [])]);

// An id or `{ id }` within int4; 0 is the pickers' "Nevybrán" (shared/ids.ts).
const idRef = ZOptionalIdRef;

/**
 * The user JSON of `POST /api/users` and `PUT /api/users/{id}` (spec §3 User). Which fields are
 * required depends on the call and the role: see `missingUserFields`.
 */
export const ZUserInput = z.object({
  name: text(200),
  email,
  phone: text(40),
  roles,
  status: z
    .enum(USER_STATUSES)
    .nullish()
    .transform((v) => v ?? null),
  type: z
    .enum(CUSTOMER_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  language: z
    .string()
    .nullish()
    .transform((v) => (v ? (v.toLowerCase().startsWith('c') ? 'cs' : 'en') : null)),
  vatPayer: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  fleetManager: idRef,
  fleetManagerId: idRef,
  clientId: idRef,
  bankAccount: text(64),
  city: text(120),
  street: text(200),
  zipCode: text(16),
  dateOfBirth: z.iso
    .date({ error: 'INVALID_INPUT' })
    .nullish()
    .transform((v) => v ?? null)
    .or(z.literal('').transform(() => null)),
  companyId: text(32),
  companyName: text(200),
  companyAddress: text(300),
  companyTin: text(32),
  emailSecondary: email,
  phoneSecondary: text(40),
  invoicing: text(2000),
  internalNumber: text(64),
  internalNote: text(4000),
  /** A fleet-managed driver without the trip-offers tab (spec §6); left out = unchanged. */
  hideTripOffers: z.boolean().optional(),
  /** A customer's passenger alerts (issue 14 §7); left out = unchanged. */
  passengerAlerts: ZPassengerAlerts.optional(),
  /** A client's minutes after a flight's landing for its airport pickups (issue 20 §1); null: the default, left out: unchanged. */
  flightBufferMinutes: ZFlightBuffer.optional(),
  /** Optional initial password; without it the user is e-mailed a link to set one. */
  password: newPasswordSchema.nullish().transform((v) => v ?? null),
});
export type TUserInput = z.input<typeof ZUserInput>;
export type UserInput = z.output<typeof ZUserInput>;

/**
 * Spec §5 required fields. create: name, e-mail, at least one role, phone — a quick-created user needs
 * name and roles, and an e-mail unless a passenger; update: a PASSENGER needs name and roles, anyone else
 * e-mail, name, roles and status. Answers the names of the missing fields.
 */
export function missingUserFields(input: UserInput, mode: 'create' | 'quick-create' | 'update'): string[] {
  const isPassenger = input.roles.length > 0 && input.roles.every((r) => r === 'PASSENGER');
  const required: (keyof UserInput)[] =
    mode === 'create'
      ? isPassenger
        ? ['name', 'roles']
        : ['name', 'email', 'roles', 'phone']
      : mode === 'quick-create'
        ? isPassenger
          ? ['name', 'roles']
          : ['name', 'roles', 'email']
        : isPassenger
          ? ['name', 'roles']
          : ['email', 'name', 'roles', 'status'];
  return required.filter((k) => {
    const v = input[k];
    return v === null || v === undefined || (Array.isArray(v) && v.length === 0);
  });
}

/**
 * Spec §5 "Client is not selected": a new passenger belongs to a client. A user created with the role
 * PASSENGER (and not itself a client) names one; an update that names none keeps the passenger's client.
 */
export function passengerWithoutClient(input: Pick<UserInput, 'roles' | 'clientId'>): boolean {
  return input.roles.includes('PASSENGER') && !input.roles.includes('CUSTOMER') && input.clientId === null;
}

/** A client's passenger (spec §3 Passenger: name, phone, e-mail). */
export const ZPassengerInput = z.object({
  name: z.string({ error: 'FILL_EVERY_FIELD' }).trim().min(1, 'FILL_EVERY_FIELD').max(200),
  phone: text(40),
  email,
  /** ADMIN names the client; a CUSTOMER's passengers are always its own. */
  clientId: idRef,
});
export type TPassengerInput = z.input<typeof ZPassengerInput>;
export type PassengerInput = z.output<typeof ZPassengerInput>;

/** Own data (profile): e-mail and name are required (spec §5). */
export const ZProfileInput = ZUserInput.pick({
  name: true,
  email: true,
  phone: true,
  language: true,
  city: true,
  street: true,
  zipCode: true,
  dateOfBirth: true,
  companyId: true,
  companyName: true,
  companyAddress: true,
  companyTin: true,
  emailSecondary: true,
  phoneSecondary: true,
  bankAccount: true,
  invoicing: true,
  vatPayer: true,
  passengerAlerts: true,
}).extend({
  /** Needed only when the e-mail changes (the sign-in name: a borrowed session must not take the account). */
  currentPassword: z.string().max(256).optional(),
});
export type TProfileInput = z.input<typeof ZProfileInput>;
export type ProfileInput = z.output<typeof ZProfileInput>;

/** Spec §5 own-data edit: e-mail and name are required. Answers the names of the missing fields. */
export function missingProfileFields(input: ProfileInput): string[] {
  return (['email', 'name'] as const).filter((k) => !input[k]);
}

/** Deleting one's own account asks for the current password. */
export const ZDeleteAccount = z.object({
  currentPassword: z.string({ error: 'CURRENT_PASSWORD_REQUIRED' }).min(1, 'CURRENT_PASSWORD_REQUIRED').max(256),
});
export type TDeleteAccount = z.input<typeof ZDeleteAccount>;

export const ZChangePassword = z.object({
  currentPassword: z.string({ error: 'FILL_EVERY_FIELD' }).min(1, 'FILL_EVERY_FIELD').max(256),
  newPassword: newPasswordSchema,
});
export type TChangePassword = z.input<typeof ZChangePassword>;

/** One row of the login history (spec §2), for ADMIN. */
export type LoginHistoryEntry = z.infer<typeof ZLoginHistoryEntry>;

/** A driver in the driver picker: `online` when its app reported in the last 5 minutes. */
export type DriverOption = z.infer<typeof ZDriverOption>;

/** The driver picker's "online": the same window as the dispatch map's (docs/decisions/0011). */
export const ONLINE_WINDOW_MS = DRIVER_ONLINE_WINDOW_MS;
export const NOT_SELECTED_ID = 0;
export const DEFAULT_BANK_ACCOUNT = '00000000/0000';
