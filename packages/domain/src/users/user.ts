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
  /** Spec §6: hide the trip-offers (free rides) tab of this fleet-managed driver; always sent by the API. */
  hideTripOffers?: boolean;
}

/** `GET /api/users/{id}`: the user with its paired vehicles and, for a passenger, its client. */
export interface UserRecord extends UserDetails {
  vehicles: { id: number; registrationPlate: string; brand: string; model: string }[];
  clientId: number | null;
}

/** A client's passenger (spec §3 Passenger), as the passengers calls answer it. */
export interface Passenger {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  clientId: number | null;
}

/**
 * A customer or passenger as a FLEET_MANAGER gets it (customer and passenger pickers): only what its
 * rides need — who to ask for and how to call (issue 12 §3). ADMIN gets `UserDetails` / `Passenger`.
 */
export interface ClientContact {
  id: number;
  userId: number;
  name: string;
  phone: string | null;
}

/** A fleet in the fleet picker: the fleet manager and its company. */
export interface FleetOption {
  id: number;
  userId: number;
  name: string;
  companyName: string | null;
}

/** Every paged answer of the API (`page` zero-based). */
export interface Page<T> {
  totalPages: number;
  objects: T[];
}
