import type { CustomerType, Role, UserStatus } from '../auth/roles.ts';
import type { Language } from '../shared/language.ts';

/** The user as `GET /api/user-details` and the users calls answer it (spec §3 User). */
export interface UserDetails {
  id: number;
  /** The spec's clients read `userId` as well as `id`; both carry the same number. */
  userId: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: UserStatus;
  type: CustomerType | null;
  roles: { name: Role }[];
  language: Language;
  vatPayer: boolean;
  fleetManager: { id: number; name: string } | null;
  bankAccount: string | null;
  city: string | null;
  street: string | null;
  zipCode: string | null;
  dateOfBirth: string | null;
  companyId: string | null;
  companyName: string | null;
  companyAddress: string | null;
  companyTin: string | null;
  emailSecondary: string | null;
  phoneSecondary: string | null;
  invoicing: string | null;
  internalNumber: string | null;
  internalNote: string | null;
}
