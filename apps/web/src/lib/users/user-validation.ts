import { type MessageCode, ZUserInput, missingUserFields } from '@vozka/domain';
import { checkBody } from '../form';
import type { UserBody } from './user-body';

export type UserMode = 'create' | 'quick-create' | 'update';

/**
 * Spec §5 for a user body: invalid values (e-mails, dates) by the domain schema, then the required
 * fields of the mode ("Fill in every field."). Answers message codes by field name.
 */
export function validateUserBody(body: UserBody, mode: UserMode): Record<string, MessageCode> {
  return checkBody(ZUserInput, body, (input) => missingUserFields(input, mode));
}
