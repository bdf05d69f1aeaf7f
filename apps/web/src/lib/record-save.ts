import { isMessageCode } from '@vozka/domain';
import type { z } from 'zod';
import { type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormSetError, get } from 'react-hook-form';
import { applyServerFields, useMessageText } from './form';
import { showErrorToast, showSuccessToast } from './toasts';

/** The spec §8 toasts of a list's records, from `<prefix>.toasts.*` of a namespace (`toasts.*` for the prefix ''). */
export function saveTexts(t: (key: string) => string, prefix: string): SaveTexts {
  const key = (name: string) => t(prefix ? `${prefix}.toasts.${name}` : `toasts.${name}`);
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
 * Runs a create or update with spec §8 toasts; on failure the API's `fields` go on the form's fields
 * (renamed to the form's names, only the known ones when a list is given). Answers what the call answered
 * when it saved, null when it failed.
 */
export async function saveRecord<T, V extends FieldValues>(
  editing: boolean,
  run: () => Promise<T>,
  texts: SaveTexts,
  form: { setError: UseFormSetError<V> },
  fields: { known?: readonly string[]; rename?: (field: string) => string } = {},
): Promise<{ saved: T } | null> {
  try {
    const saved = await run();
    showSuccessToast(editing ? texts.saved : texts.added);
    return { saved };
  } catch (error) {
    applyServerFields(error, (name, message) => form.setError(name as Path<V>, { message }), fields);
    showErrorToast(editing ? texts.saveTitle : texts.addTitle, error, editing ? texts.saveFailed : texts.addFailed);
    return null;
  }
}

/** The create and update calls of a record (react-query mutations). */
export interface RecordCalls<B, T> {
  create: { mutateAsync: (body: B) => Promise<T> };
  update: { mutateAsync: (change: { id: number; body: B }) => Promise<T> };
}

/** `saveRecord` of a record form's `body`: the `existing` record is updated, or a new one created. */
export function saveOrCreate<B, T, V extends FieldValues>(
  existing: { id: number } | null | undefined,
  body: B,
  calls: RecordCalls<B, T>,
  texts: SaveTexts,
  form: { setError: UseFormSetError<V> },
  fields: { known?: readonly string[]; rename?: (field: string) => string } = {},
): Promise<{ saved: T } | null> {
  const run = () => (existing ? calls.update.mutateAsync({ id: existing.id, body }) : calls.create.mutateAsync(body));
  return saveRecord(existing != null, run, texts, form, fields);
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
