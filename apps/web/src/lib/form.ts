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

const PARAMS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** The text of a message code in a language; anything else (a server text) as it is. */
export function messageText(
  codeOrText: string | undefined | null,
  language: Language = currentLanguage(),
): string | undefined {
  if (!codeOrText) return undefined;
  return isMessageCode(codeOrText) ? translate(codeOrText, language, PARAMS) : codeOrText;
}

/** `messageText` in the UI language, re-rendering when it changes. */
export function useMessageText(): (codeOrText: string | undefined | null) => string | undefined {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return useCallback((codeOrText: string | undefined | null) => messageText(codeOrText, language), [language]);
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
