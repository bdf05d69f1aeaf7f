import type { TUserInput, UserRecord } from '@vozka/domain';

/** The "more" fields, of a user and of one's profile (plain texts; empty ones are sent as null). */
export const PERSON_TEXT_FIELDS = [
  'companyId',
  'companyName',
  'companyAddress',
  'companyTin',
  'bankAccount',
  'city',
  'street',
  'zipCode',
  'dateOfBirth',
  'emailSecondary',
  'phoneSecondary',
  'invoicing',
] as const;

const orNull = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** Trims every text and sends empty ones as null (spec §5). */
export function nullIfEmpty<T extends Record<string, unknown>>(values: T): { [K in keyof T]: T[K] | null } {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? orNull(value) : value])) as {
    [K in keyof T]: T[K] | null;
  };
}

/** A loaded user as the body of a PUT that keeps everything it has (quick edits change a few fields). */
export function recordToBody(user: UserRecord): TUserInput {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    roles: user.roles.map((role) => ({ name: role.name })),
    status: user.status,
    type: user.type,
    language: user.language,
    vatPayer: user.vatPayer,
    fleetManager: user.fleetManager ? { id: user.fleetManager.id } : null,
    clientId: user.clientId ?? null,
    bankAccount: user.bankAccount,
    city: user.city,
    street: user.street,
    zipCode: user.zipCode,
    dateOfBirth: user.dateOfBirth,
    companyId: user.companyId,
    companyName: user.companyName,
    companyAddress: user.companyAddress,
    companyTin: user.companyTin,
    emailSecondary: user.emailSecondary,
    phoneSecondary: user.phoneSecondary,
    invoicing: user.invoicing,
    internalNumber: user.internalNumber,
    internalNote: user.internalNote,
  };
}
