import { describe, expect, it } from 'vitest';
import { createNotificationsStore } from '@mantine/notifications';
import { MAX_TOASTS, keepNewest, pushToast, toastNotification } from './toasts';

describe('toasts', () => {
  it('shows the server message as the detail when there is one', () => {
    const n = toastNotification({
      kind: 'error',
      title: 'Ride',
      detail: 'Ride could not be saved',
      defaultDetail: 'Default',
    });
    expect(n).toMatchObject({ title: 'Ride', message: 'Ride could not be saved', color: 'red', autoClose: 3000 });
  });

  it('falls back to the default text for an empty server message', () => {
    expect(toastNotification({ kind: 'error', title: 'T', detail: '  ', defaultDetail: 'Default' }).message).toBe('Default');
    expect(toastNotification({ kind: 'error', title: 'T', detail: null, defaultDetail: 'Default' }).message).toBe('Default');
  });

  it('keeps success toasts for 10 s and warning/info for 5 s', () => {
    expect(toastNotification({ kind: 'success', title: 'T', defaultDetail: 'D' })).toMatchObject({
      autoClose: 10000,
      color: 'green',
    });
    expect(toastNotification({ kind: 'warning', title: 'T', defaultDetail: 'D' }).autoClose).toBe(5000);
    expect(toastNotification({ kind: 'info', title: 'T', defaultDetail: 'D' }).autoClose).toBe(5000);
  });
});

describe('at most three toasts (issue 17 §12)', () => {
  it('keeps the newest three when a fourth comes, oldest first', () => {
    expect(keepNewest([1, 2], 3)).toEqual([1, 2, 3]);
    expect(keepNewest([1, 2, 3], 4)).toEqual([2, 3, 4]);
  });

  it('drops the oldest toast from the store instead of queueing the new one', () => {
    const store = createNotificationsStore();
    const ids = [1, 2, 3, 4, 5].map((n) => pushToast({ message: `Toast ${String(n)}` }, store));
    const state = store.getState();
    expect(state.notifications.map((n) => n.id)).toEqual(ids.slice(2));
    expect(state.queue).toEqual([]);
    expect(MAX_TOASTS).toBe(3);
  });
});
