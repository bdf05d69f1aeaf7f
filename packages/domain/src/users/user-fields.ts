/**
 * Names of a user's fields, without zod: the web's sign-in page imports these and must load no schema
 * (issue 18 §1), and the contracts build their schemas from them.
 */

/** A user's personal and company texts that the user fills in its own profile. */
export const PROFILE_DETAIL_TEXTS = [
  'bankAccount',
  'city',
  'street',
  'zipCode',
  'dateOfBirth',
  'companyId',
  'companyName',
  'companyAddress',
  'companyTin',
  'emailSecondary',
  'phoneSecondary',
  'invoicing',
] as const;

/** A user's optional personal, company and internal texts: what deleting a user clears (with the phone). */
export const USER_DETAIL_TEXTS = [...PROFILE_DETAIL_TEXTS, 'internalNumber', 'internalNote'] as const;
