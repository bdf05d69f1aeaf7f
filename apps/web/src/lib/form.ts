import {
  DEFAULT_LANGUAGE,
  type Language,
  type MessageCode,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isMessageCode,
  normalizeLanguage,
  translate,
} from '@vozka/domain';
import { useCallback } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { currentLanguage } from './i18n';

/**
 * A react-hook-form resolver over a domain zod schema. Issue messages stay message codes (the domain
 * schemas use them); the form translates them when it renders, so a language switch re-translates.
 */
export function zodFormResolver<T extends FieldValues>(schema: z.ZodType<T, T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'root';
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * `zodFormResolver` over a schema loaded when the form is first checked (on submit): a public page's
 * form renders without zod and the domain's contracts in its chunks (issue 18), and checks the same.
 */
export function lazyZodFormResolver<T extends FieldValues>(load: () => Promise<z.ZodType<T, T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => {
    // A chunk that did not load is asked for once more at once (a dropped connection), then on the next submit.
    resolver ??= load()
      .catch(() => load())
      .then(
        (schema) => zodFormResolver(schema),
        (error: unknown) => {
          resolver = null; // a failed chunk load is tried again on the next submit
          throw error;
        },
      );
    return (await resolver)(values, context, options);
  };
}

const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The text of a message code in a language; anything else (a server text) as it is. */
export function messageText(
  codeOrText: string | undefined | null,
  language: Language = currentLanguage(),
  params: Record<string, string | number> = {},
): string | undefined {
  if (!codeOrText) return undefined;
  return isMessageCode(codeOrText) ? translate(codeOrText, language, { ...PARAMS, ...params }) : codeOrText;
}

/** `messageText` in the UI language, re-rendering when it changes. */
export function useMessageText(): (codeOrText: string | undefined | null, params?: Record<string, string | number>) => string | undefined {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return useCallback(
    (codeOrText: string | undefined | null, params?: Record<string, string | number>) => messageText(codeOrText, language, params),
    [language],
  );
}

/** "Fill in every field" style messages are said once for the form; the fields only turn red. */
const SUMMARY_CODES: ReadonlySet<string> = new Set<MessageCode>(['FILL_EVERY_FIELD', 'FILL_ALL_FIELDS']);

export interface FormErrorTexts {
  /** Messages for the whole form (each once). */
  summary: string[];
  /** The error of one field for a Mantine input: its text, or `true` when only the summary speaks. */
  fieldError: (name: string) => string | boolean | undefined;
}

export function useFormErrors(errors: FieldErrors): FormErrorTexts {
  const text = useMessageText();
  const byField = errors as Record<string, FieldError | undefined>;
  const codes = Object.values(byField)
    .map((error) => error?.message)
    .filter((message): message is string => typeof message === 'string' && SUMMARY_CODES.has(message));
  const summary = [...new Set(codes)].map((code) => text(code) ?? code);
  const fieldError = (name: string): string | boolean | undefined => {
    const message = byField[name]?.message;
    if (typeof message !== 'string' || message === '') return byField[name] ? true : undefined;
    return SUMMARY_CODES.has(message) ? true : text(message);
  };
  return { summary, fieldError };
}

/**
 * A resolver over a plain check: `validate` answers message codes (or server texts) by field name,
 * nothing when the values are fine.
 */
export function validatorResolver<T extends FieldValues>(validate: (values: T) => Record<string, string>): Resolver<T> {
  return async (values) => {
    const found = validate(values);
    if (Object.keys(found).length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of Object.entries(found)) errors[name] = { type: 'validate', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

/**
 * Puts the `fields` of a failed call (a 400 or 409 answer) on the form's fields: renamed to the form's
 * names, and only the known ones when a list is given.
 */
export function applyServerFields(
  error: unknown,
  setError: (name: string, message: string) => void,
  options: { known?: readonly string[]; rename?: (field: string) => string } = {},
): void {
  if (!isApiError(error)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = options.rename ? options.rename(field) : field;
    if (!options.known || options.known.includes(name)) setError(name, message);
  }
}

/**
 * The issues of a domain schema by top-level field: message codes stay codes, zod's own texts
 * (number bounds, enums) become INVALID_INPUT.
 */
export function schemaErrors(schema: z.ZodType, input: unknown): Record<string, MessageCode> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, MessageCode> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= isMessageCode(issue.message) ? issue.message : 'INVALID_INPUT';
  }
  return errors;
}

/**
 * A request body checked by its domain schema (invalid values) and then by the domain's list of
 * required fields ("Fill in every field."); invalid fields are left out of the second check.
 */
export function checkBody<S extends z.ZodType>(
  schema: S,
  body: Record<string, unknown>,
  missing: (value: z.output<S>) => readonly string[],
): Record<string, MessageCode> {
  const errors = schemaErrors(schema, body);
  const withoutInvalid = { ...body, ...Object.fromEntries(Object.keys(errors).map((field) => [field, null])) };
  const parsed = schema.safeParse(withoutInvalid);
  if (parsed.success) for (const field of missing(parsed.data)) errors[field] ??= 'FILL_EVERY_FIELD';
  return errors;
}
