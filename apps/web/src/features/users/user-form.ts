import {
  type CustomerType,
  type Language,
  type PassengerAlerts,
  type TUserInput,
  type Role,
  type UserRecord,
  type UserStatus,
  dominantRole,
  isRole,
  passengerAlertsOf,
} from '@vozka/domain';
import type { PickerValue } from '../../components/pickers/rules';
import { PERSON_TEXT_FIELDS, nullIfEmpty } from '../../lib/users/user-body';
import { type UserMode, validateUserBody } from '../../lib/users/user-validation';

export const INTERNAL_TEXT_FIELDS = ['internalNumber', 'internalNote'] as const;
type PersonTextField = (typeof PERSON_TEXT_FIELDS)[number] | (typeof INTERNAL_TEXT_FIELDS)[number];

export type UserFormValues = Record<PersonTextField, string> & {
  name: string;
  email: string;
  phone: string;
  roles: Role[];
  status: UserStatus;
  type: CustomerType | null;
  language: Language;
  vatPayer: boolean;
  /** Drivers: their fleet manager (ADMIN chooses it). */
  fleetManager: PickerValue;
  /** A fleet-managed driver without the trip-offers tab (spec §6). */
  hideTripOffers: boolean;
  /** Passengers: the client they belong to. */
  client: PickerValue;
  /** Customers: what their passengers get by e-mail or SMS (issue 14 §7). */
  passengerAlerts: PassengerAlerts;
  /** Customers: minutes after a flight's landing for their airport pickups; empty: the default (issue 20 §1). */
  flightBufferMinutes: number | string;
};

/** Form fields on the "more" tab (a failed check there switches to it). */
export const MORE_TAB_FIELDS: readonly string[] = [...PERSON_TEXT_FIELDS, ...INTERNAL_TEXT_FIELDS, 'vatPayer'];

/** Body fields that have another name in the form. */
const FORM_FIELD: Record<string, keyof UserFormValues> = { clientId: 'client', fleetManagerId: 'fleetManager' };
export const formFieldOf = (bodyField: string): string => FORM_FIELD[bodyField] ?? bodyField;

export function roleFromQuery(value: string | null): Role | null {
  return isRole(value) ? value : null;
}

const text = (value: string | null | undefined) => value ?? '';

export function userFormDefaults(
  user: UserRecord | undefined,
  options: { roleName: Role | null; language: Language; client?: PickerValue },
): UserFormValues {
  const extra = Object.fromEntries([...PERSON_TEXT_FIELDS, ...INTERNAL_TEXT_FIELDS].map((field) => [field, text(user?.[field])])) as Record<
    PersonTextField,
    string
  >;
  const roles = user ? user.roles.map((role) => role.name) : options.roleName ? [options.roleName] : [];
  return {
    ...extra,
    dateOfBirth: text(user?.dateOfBirth).slice(0, 10),
    name: text(user?.name),
    email: text(user?.email),
    phone: text(user?.phone),
    roles,
    status: user?.status ?? 'ACTIVE',
    type: user?.type ?? (roles.includes('CUSTOMER') ? 'CUSTOMER_ONE_TIME' : null),
    language: user?.language ?? options.language,
    vatPayer: user?.vatPayer ?? false,
    fleetManager: user?.fleetManager ? { id: user.fleetManager.id, name: user.fleetManager.name } : null,
    hideTripOffers: user?.hideTripOffers ?? false,
    client: options.client ?? null,
    passengerAlerts: passengerAlertsOf(user?.passengerAlerts),
    flightBufferMinutes: user?.flightBufferMinutes ?? '',
  };
}

/** The JSON sent (spec §5: empty fields as null; roles as `[{ name }]`). */
export function userFormToBody(values: UserFormValues): TUserInput {
  const { roles, fleetManager, hideTripOffers, client, status, type, language, vatPayer, passengerAlerts, flightBufferMinutes, ...texts } =
    values;
  return {
    ...nullIfEmpty(texts),
    roles: roles.map((name) => ({ name })),
    status,
    type: roles.includes('CUSTOMER') ? type : null,
    language,
    vatPayer,
    fleetManager: roles.includes('DRIVER') && fleetManager ? { id: fleetManager.id } : null,
    ...(roles.includes('DRIVER') ? { hideTripOffers } : {}),
    ...(roles.includes('CUSTOMER')
      ? { passengerAlerts, flightBufferMinutes: flightBufferMinutes === '' ? null : Number(flightBufferMinutes) }
      : {}),
    clientId: roles.includes('PASSENGER') && client ? client.id : null,
  };
}

/** Client-side checks of spec §5, by form field. */
export function validateUserForm(values: UserFormValues, mode: UserMode): Record<string, string> {
  const errors = validateUserBody(userFormToBody(values), mode);
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [formFieldOf(field), code]));
}

/** The users list to go back to: the one we came from, else the user's strongest role. */
export function listPath(roleName: Role | null, roles: readonly Role[]): string {
  const role = roleName ?? dominantRole(roles);
  return role ? `/manage/users?roleName=${role}` : '/manage/users';
}
