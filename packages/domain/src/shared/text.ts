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

/** An optional value of a request body: absent and null are both `null`. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** A latitude (`limit` 90) or longitude (180) in degrees, or null; `outside` names the message beyond the limit. */
export const ZCoordinate = (limit: 90 | 180, outside?: string) => orNull(z.number().min(-limit, outside).max(limit, outside));
