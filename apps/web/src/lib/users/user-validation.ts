import { type MessageCode, type TUserInput, ZUserInput, missingUserFields, passengerWithoutClient } from '@vozka/domain';
import { checkBody } from '../form';

export type UserMode = 'create' | 'quick-create' | 'update';

/**
 * Spec §5 for a user body: invalid values (e-mails, dates) by the domain schema, then the required
 * fields of the mode ("Fill in every field."); a new passenger needs its client ("Client is not
 * selected"). Answers message codes by field name.
 */
export function validateUserBody(body: TUserInput, mode: UserMode): Record<string, MessageCode> {
  const errors = checkBody(ZUserInput, body, (input) => missingUserFields(input, mode));
  const parsed = ZUserInput.safeParse(body);
  if (mode !== 'update' && parsed.success && passengerWithoutClient(parsed.data)) errors.clientId ??= 'CLIENT_NOT_SELECTED';
  return errors;
}
