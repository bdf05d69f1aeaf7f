import { type NotificationData, type NotificationsStore, notifications, notificationsStore } from '@mantine/notifications';
import { isApiError } from './api-client';

export type ToastKind = 'error' | 'success' | 'warning' | 'info';

/** Spec §8: error toasts last 3 s, success toasts 10 s; the others 5 s. */
export const TOAST_AUTO_CLOSE: Record<ToastKind, number> = { error: 3000, success: 10000, warning: 5000, info: 5000 };

/** Spec §8 kinds: error ("danger") is red; success green; warning orange; info the primary blue. */
export const TOAST_COLOR: Record<ToastKind, string> = {
  error: 'red',
  success: 'green',
  warning: 'orange',
  info: 'vozka',
};

export interface ToastInput {
  kind: ToastKind;
  title: string;
  /** Usually the server's message; when empty the default text is shown instead. */
  detail?: string | null;
  defaultDetail: string;
}

/** The notification a toast becomes (pure, so the rules can be tested without rendering). */
export function toastNotification({ kind, title, detail, defaultDetail }: ToastInput): NotificationData {
  const message = detail?.trim() ? detail.trim() : defaultDetail;
  return {
    title,
    message,
    color: TOAST_COLOR[kind],
    autoClose: TOAST_AUTO_CLOSE[kind],
    withBorder: true,
  };
}

/** Issue 17 §12: at most three toasts at once; a fourth drops the oldest (docs/decisions/0035). */
export const MAX_TOASTS = 3;

/** The toasts to keep once `added` comes: the newest MAX_TOASTS, oldest first (pure, for the tests). */
export function keepNewest<T>(shown: readonly T[], added: T): T[] {
  return [...shown, added].slice(-MAX_TOASTS);
}

let toastCount = 0;

/**
 * Shows a toast, dropping the oldest beyond MAX_TOASTS: the newest message is the one that matters, so
 * it never waits in Mantine's queue behind older ones. `store` is for tests.
 */
export function pushToast(data: NotificationData, store: NotificationsStore = notificationsStore): string {
  const id = data.id ?? `toast-${String(++toastCount)}`;
  notifications.updateState(store, (shown) => keepNewest(shown, { ...data, id }));
  return id;
}

export function showToast(input: ToastInput): string {
  return pushToast(toastNotification(input));
}

/** An error toast whose detail is the message of a failed call (ApiError messages come from the server). */
export function showErrorToast(title: string, error: unknown, defaultDetail: string): string {
  const detail = isApiError(error) || error instanceof Error ? error.message : null;
  return showToast({ kind: 'error', title, detail, defaultDetail });
}

/** A success toast (spec §8: 10 s): the text, under an optional title. */
export function showSuccessToast(text: string, title?: string): string {
  return pushToast({
    title,
    message: text,
    color: TOAST_COLOR.success,
    autoClose: TOAST_AUTO_CLOSE.success,
    withBorder: true,
  });
}

/** The toasts of an action (spec §8): the success text (or one made from the answer), the error toast's title and default text. */
export interface ActionToasts<T> {
  success: string | ((answer: T) => string);
  errorTitle: string;
  errorDefault: string;
}

/** Runs an action (a button's call) with its toasts: the success toast when it worked, else the error toast. Answers whether it worked. */
export async function runWithToasts<T>(run: () => Promise<T>, toasts: ActionToasts<T>): Promise<boolean> {
  let answer: T;
  try {
    answer = await run();
  } catch (error) {
    showErrorToast(toasts.errorTitle, error, toasts.errorDefault);
    return false;
  }
  showSuccessToast(typeof toasts.success === 'function' ? toasts.success(answer) : toasts.success);
  return true;
}
