import { type MessageCode, type TUserInput, ZUserInput, missingUserFields } from '@vozka/domain';
import { checkBody } from '../form';

export type UserMode = 'create' | 'quick-create' | 'update';

/**
 * Spec §5 for a user body: invalid values (e-mails, dates) by the domain schema, then the required
 * fields of the mode ("Fill in every field."). Answers message codes by field name.
 */
export function validateUserBody(body: TUserInput, mode: UserMode): Record<string, MessageCode> {
  return checkBody(ZUserInput, body, (input) => missingUserFields(input, mode));
}
