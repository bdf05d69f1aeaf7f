import { normalizeLanguage, passengerAlertsOf, type CustomerType, type Role, type UserDetails, type UserStatus } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';

// The signed-in user's own answer (GET /api/auth/user-details) and the base of every users answer: here, in the
// lowest module that needs it, so users builds on auth and auth never imports users (docs/architecture.md).
export type PersonRef = { id: number; name: string };

/** The API shape of a user (spec §3); never carries the password hash. */
export function toUserDetails(row: UserRow, fleetManager: PersonRef | null = null): UserDetails {
  return {
    id: row.id,
    userId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status as UserStatus,
    type: (row.type as CustomerType | null) ?? null,
    roles: row.roles.map((name) => ({ name: name as Role })),
    language: normalizeLanguage(row.language) ?? 'en',
    vatPayer: row.vatPayer,
    fleetManager,
    bankAccount: row.bankAccount,
    city: row.city,
    street: row.street,
    zipCode: row.zipCode,
    dateOfBirth: row.dateOfBirth,
    companyId: row.companyId,
    companyName: row.companyName,
    companyAddress: row.companyAddress,
    companyTin: row.companyTin,
    emailSecondary: row.emailSecondary,
    phoneSecondary: row.phoneSecondary,
    invoicing: row.invoicing,
    internalNumber: row.internalNumber,
    internalNote: row.internalNote,
    hideTripOffers: row.hideTripOffers,
    passengerAlerts: passengerAlertsOf(row.passengerAlerts),
    flightBufferMinutes: row.flightBufferMinutes,
  };
}
