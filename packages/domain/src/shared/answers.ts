import { z } from 'zod';

/** Answers shared by many API routes (issue 13 §1: one contract, used by the API and typed in the web). */

/** Every 4xx/5xx body: a translated message, its code, and per-field codes of a form. */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** A plain confirmation (registration, password reset, …). */
export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;
