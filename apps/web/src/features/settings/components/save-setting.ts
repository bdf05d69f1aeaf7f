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
