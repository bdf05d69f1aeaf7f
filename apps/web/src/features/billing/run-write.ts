import { showErrorToast, showSuccessToast } from '../../lib/toasts';

/**
 * Runs a billing write from a dialog: the success toast (its text may come from the answer) and close,
 * or the spec §8 error toast (the dialog stays for another try).
 */
export async function runWrite<A>(
  call: () => Promise<A>,
  texts: { done: string | ((answer: A) => string); failed: string },
  onClose: () => void,
): Promise<void> {
  let answer: A;
  try {
    answer = await call();
  } catch (error) {
    showErrorToast(texts.failed, error, texts.failed);
    return;
  }
  showSuccessToast(typeof texts.done === 'string' ? texts.done : texts.done(answer));
  onClose();
}
