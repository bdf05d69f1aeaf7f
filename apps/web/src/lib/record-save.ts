import { isMessageCode } from '@vozka/domain';
import type { z } from 'zod';
import { type FieldError, type FieldErrors, get } from 'react-hook-form';
import { applyServerFields, useMessageText } from './form';
import { showErrorToast, showSuccessToast } from './toasts';

/** The spec §8 toasts of a list's records, from `<prefix>.toasts.*` of a namespace. */
export function saveTexts(t: (key: string) => string, prefix: string): SaveTexts {
  const key = (name: string) => t(`${prefix}.toasts.${name}`);
  return {
    saved: key('saved'),
    added: key('added'),
    saveTitle: key('saveTitle'),
    addTitle: key('addTitle'),
    saveFailed: key('saveFailed'),
    addFailed: key('addFailed'),
  };
}

export interface SaveTexts {
  saved: string;
  added: string;
  saveTitle: string;
  addTitle: string;
  saveFailed: string;
  addFailed: string;
}

/**
 * Runs a create or update with spec §8 toasts; on failure the API's `fields` go on the form's fields.
 * Answers whether it saved.
 */
export async function saveRecord(
  editing: boolean,
  run: () => Promise<unknown>,
  texts: SaveTexts,
  setFieldError: (name: string, message: string) => void,
  rename?: (field: string) => string,
): Promise<boolean> {
  try {
    await run();
    showSuccessToast(editing ? texts.saved : texts.added);
    return true;
  } catch (error) {
    applyServerFields(error, setFieldError, { rename });
    showErrorToast(editing ? texts.saveTitle : texts.addTitle, error, editing ? texts.saveFailed : texts.addFailed);
    return false;
  }
}

/**
 * The error text of a (possibly nested) form field: `from.address` set by a resolver as a flat key or by
 * `setError` as a nested one.
 */
export function useFieldErrorText(errors: FieldErrors): (name: string) => string | undefined {
  const text = useMessageText();
  return (name) => {
    const error = (get(errors, name) ?? (errors as Record<string, unknown>)[name]) as FieldError | undefined;
    return typeof error?.message === 'string' && error.message ? text(error.message) : undefined;
  };
}

/** A domain schema's issues by their whole path (`exchangeRates.1.currency`), as message codes. */
export function schemaFieldErrors(schema: z.ZodType, input: unknown, prefix: string[] = []): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = [...prefix, ...issue.path.map(String)].join('.') || 'root';
    errors[key] ??= isMessageCode(issue.message) ? issue.message : 'INVALID_INPUT';
  }
  return errors;
}
