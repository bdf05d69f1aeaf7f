import { z } from 'zod';

/**
 * Optional text of a request body (spec §5): trimmed, at most `max` characters (`tooLong` names the message
 * when longer, `notText` when it is no text at all); empty, absent and null are all stored as `null`.
 */
export const ZNullableText = (max: number, tooLong?: string, notText?: string) =>
  z
    .string(notText === undefined ? undefined : { error: notText })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional value of a request body: absent and null are both `null`. */
export const orNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** A latitude (`limit` 90) or longitude (180) in degrees, or null; `outside` names the message beyond the limit. */
export const ZCoordinate = (limit: 90 | 180, outside?: string) => orNull(z.number().min(-limit, outside).max(limit, outside));
