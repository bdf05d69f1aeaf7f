import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

/**
 * Request schemas shared by the API (validation, OpenAPI) and the web (forms).
 * Issue messages are message codes (see shared/messages.ts); each side translates them.
 */
const required = (max = 255) => z.string({ error: 'FILL_EVERY_FIELD' }).trim().min(1, 'FILL_EVERY_FIELD').max(max);

export const emailSchema = z
  .string({ error: 'FILL_EVERY_FIELD' })
  .trim()
  .min(1, 'FILL_EVERY_FIELD')
  .max(254)
  .pipe(z.email({ error: 'INVALID_EMAIL' }))
  .transform((v) => v.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'FILL_EVERY_FIELD' })
  .min(1, 'FILL_EVERY_FIELD')
  .min(PASSWORD_MIN_LENGTH, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG');

export const languageInputSchema = z
  .string()
  .transform((v) => (v.toLowerCase().startsWith('cs') || v.toLowerCase() === 'cz' ? 'cs' : 'en'));

export const ZLoginRequest = z.object({
  email: z.string({ error: 'FILL_ALL_FIELDS' }).trim().min(1, 'FILL_ALL_FIELDS').max(254),
  password: z.string({ error: 'FILL_ALL_FIELDS' }).min(1, 'FILL_ALL_FIELDS').max(PASSWORD_MAX_LENGTH),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegistrationRequest = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: required(120),
  language: languageInputSchema.optional(),
});
export type TRegistrationRequest = z.input<typeof ZRegistrationRequest>;

export const ZResetPasswordRequest = z.object({ email: emailSchema });
export const ZSetupPasswordRequest = z.object({ password: newPasswordSchema });

/** The registration form adds what only the form has: the repeated password and the terms box. */
export const ZRegistrationForm = z
  .object({
    name: z.string().trim().min(1, 'FILL_EVERY_FIELD'),
    email: z
      .string()
      .trim()
      .min(1, 'FILL_EVERY_FIELD')
      .pipe(z.email({ error: 'INVALID_EMAIL' })),
    password: newPasswordSchema,
    passwordAgain: z.string().min(1, 'FILL_EVERY_FIELD'),
    terms: z.boolean().refine((v) => v, 'TERMS_REQUIRED'),
  })
  .refine((v) => v.password === v.passwordAgain, { message: 'PASSWORDS_DONT_MATCH', path: ['passwordAgain'] });
export type TRegistrationForm = z.infer<typeof ZRegistrationForm>;

export const ZSetPasswordForm = z
  .object({ password: newPasswordSchema, passwordAgain: z.string().min(1, 'FILL_EVERY_FIELD') })
  .refine((v) => v.password === v.passwordAgain, { message: 'PASSWORDS_DONT_MATCH', path: ['passwordAgain'] });
