import { act, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_MEDIA_QUERY } from '../lib/config';
import { showSuccessToast } from '../lib/toasts';
import { renderWithProviders } from '../test/render';
import { staticMediaQuery } from '../test/media';

/** Renders the app's providers (which hold the toast container) at a phone's width or a desktop's. */
function renderAt(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => staticMediaQuery(query, phone && query === PHONE_MEDIA_QUERY));
  return renderWithProviders(<p>screen</p>);
}

describe('ToastContainer (issue 17 §12)', () => {
  afterEach(() => {
    act(() => notifications.clean());
    vi.restoreAllMocks();
  });

  it('shows at most three toasts: a fourth and a fifth drop the oldest', async () => {
    renderAt(true);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) showSuccessToast(`Saved ${String(n)}`);
    });
    await screen.findByText('Saved 5');
    expect(screen.queryByText('Saved 4')).not.toBeNull();
    expect(screen.queryByText('Saved 3')).not.toBeNull();
    expect(screen.queryByText('Saved 2')).toBeNull();
    expect(screen.queryByText('Saved 1')).toBeNull();
  });

  it('puts the toasts over the header band on a phone, stacked, and bottom right on a desktop', async () => {
    const phone = renderAt(true);
    act(() => void showSuccessToast('On a phone'));
    const top = (await screen.findByText('On a phone')).closest('[data-position]');
    expect(top?.getAttribute('data-position')).toBe('top-center');
    expect(top?.getAttribute('data-layout')).toBe('stacked');
    phone.unmount();
    act(() => notifications.clean());
    vi.restoreAllMocks();

    renderAt(false);
    act(() => void showSuccessToast('On a desktop'));
    expect((await screen.findByText('On a desktop')).closest('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
  });
});
