import { runWithToasts } from '../../lib/toasts';

/**
 * Runs a billing write from a dialog: the success toast (its text may come from the answer) and close,
 * or the spec §8 error toast (the dialog stays for another try).
 */
export async function runWrite<A>(
  call: () => Promise<A>,
  texts: { done: string | ((answer: A) => string); failed: string },
  onClose: () => void,
): Promise<void> {
  if (await runWithToasts(call, { success: texts.done, errorTitle: texts.failed, errorDefault: texts.failed })) onClose();
}
