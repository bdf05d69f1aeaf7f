import { z } from 'zod';

/** An optional URL variable; empty is the same as left out. */
export const envUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Reads environment variables with their schema; a bad value stops the start with a clear message. */
export function parseEnv<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return parsed.data;
}
