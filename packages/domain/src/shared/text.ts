import { z } from 'zod';

/**
 * Optional text of a request body (spec §5): trimmed, at most `max` characters (`tooLong` names the message
 * when longer); empty, absent and null are all stored as `null`.
 */
export const ZNullableText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
