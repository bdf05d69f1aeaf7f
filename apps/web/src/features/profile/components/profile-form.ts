import {
  type Language,
  type PassengerAlerts,
  type TProfileInput,
  type UserDetails,
  ZProfileInput,
  missingProfileFields,
  passengerAlertsOf,
} from '@vozka/domain';
import type { PersonDetailsValues } from '../../../components/person/PersonDetailsFields';
import { checkBody } from '../../../lib/form';
import { PERSON_TEXT_FIELDS, nullIfEmpty } from '../../../lib/users/user-body';

export type ProfileValues = PersonDetailsValues & {
  name: string;
  email: string;
  phone: string;
  language: Language;
  /** A customer's switches for its passengers (sent by everyone, kept for customers only). */
  passengerAlerts: PassengerAlerts;
};

export const PROFILE_MORE_FIELDS: readonly string[] = [...PERSON_TEXT_FIELDS, 'vatPayer'];

/** The form's values for `user`; the language is the UI's (the profile's wins at sign-in, the header saves it). */
export function profileDefaults(user: UserDetails, language: Language): ProfileValues {
  const texts = Object.fromEntries(PERSON_TEXT_FIELDS.map((field) => [field, user[field] ?? '']));
  return {
    ...(texts as Record<(typeof PERSON_TEXT_FIELDS)[number], string>),
    dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
    name: user.name,
    email: user.email ?? '',
    phone: user.phone ?? '',
    language,
    vatPayer: user.vatPayer,
    passengerAlerts: passengerAlertsOf(user.passengerAlerts),
  };
}

/** PUT /api/profile body: empty texts as null. */
export function profileToBody(values: ProfileValues): TProfileInput {
  const texts = Object.fromEntries((['name', 'email', 'phone', ...PERSON_TEXT_FIELDS] as const).map((field) => [field, values[field]]));
  return { ...nullIfEmpty(texts), language: values.language, vatPayer: values.vatPayer, passengerAlerts: values.passengerAlerts };
}

/** Spec §5: e-mail and name are required ("Fill in every field."); e-mails must be valid. */
export function validateProfile(values: ProfileValues): Record<string, string> {
  return checkBody(ZProfileInput, profileToBody(values), missingProfileFields);
}
