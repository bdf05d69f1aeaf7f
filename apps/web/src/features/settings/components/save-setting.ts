import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFields } from '../../../lib/form';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';

/** Spec §8: "It was not possible save settings." when a save fails. */
export async function saveSetting(run: () => Promise<unknown>, texts: { saved: string; title: string; failed: string }): Promise<unknown> {
  try {
    await run();
    showSuccessToast(texts.saved);
    return null;
  } catch (error) {
    showErrorToast(texts.title, error, texts.failed);
    return error;
  }
}

/** The toasts of the settings section `section` (its title names a failure). */
export function settingTexts(t: (key: string) => string, section: string) {
  return { saved: t('toasts.saved'), title: t(`${section}.title`), failed: t('toasts.saveFailed') };
}

/**
 * Saves a settings form with `saveSetting`'s toasts: on failure the API's fields go on the form's fields,
 * on success the form takes the saved values (no longer dirty).
 */
export async function saveSettingForm<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'reset'>,
  values: V,
  run: () => Promise<unknown>,
  texts: { saved: string; title: string; failed: string },
): Promise<void> {
  const error = await saveSetting(run, texts);
  if (error) applyServerFields(error, (name, message) => form.setError(name as Path<V>, { message }));
  else form.reset(values);
}
