import { showToast } from '../../lib/toasts';

/**
 * Spec §8: when a send queued nothing, a warning under `title` says why (the recipients have no address,
 * or there is nobody); answers whether it warned.
 */
export function warnNothingQueued(
  t: (key: string, params?: Record<string, number>) => string,
  title: string,
  { queued, skipped }: { queued: number; skipped: number },
): boolean {
  if (queued > 0) return false;
  showToast({
    kind: 'warning',
    title,
    detail: skipped > 0 ? t('send.noAddress', { count: skipped }) : t('send.nobody'),
    defaultDetail: '',
  });
  return true;
}
