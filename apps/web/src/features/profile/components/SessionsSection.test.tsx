import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import type { TSession } from '@vozka/domain';
import { SessionsSection } from './SessionsSection';

const here: TSession = {
  id: 3,
  createdAt: '2026-11-20T08:00:00Z',
  lastUsedAt: '2026-11-20T09:30:00Z',
  expiresAt: '2026-11-21T08:00:00Z',
  ip: '198.51.100.7',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  current: true,
};
const phone: TSession = {
  id: 9,
  createdAt: '2026-11-19T17:05:00Z',
  lastUsedAt: '2026-11-19T18:00:00Z',
  expiresAt: '2026-11-20T17:05:00Z',
  ip: '203.0.113.5',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile Safari/604.1',
  current: false,
};

function renderSessions(list: TSession[]) {
  let current = list;
  const fetchMock = stubFetch({
    'GET /api/sessions': () => jsonResponse(200, current),
    'DELETE /api/sessions/9': () => {
      current = current.filter((s) => s.id !== 9);
      return new Response(null, { status: 204 });
    },
    'POST /api/sessions/revoke-others': () => {
      const revoked = current.filter((s) => !s.current).length;
      current = current.filter((s) => s.current);
      return jsonResponse(200, { revoked });
    },
  });
  renderWithProviders(<SessionsSection />, { user: makeUser(['DRIVER']) });
  return fetchMock;
}

describe('SessionsSection', () => {
  it('lists the devices with browser, address and Prague times, this device marked', async () => {
    renderSessions([here, phone]);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Chrome on Linux', 'Safari on iPhone']);
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[0]!.textContent).toContain('IP address 198.51.100.7');
    expect(rows[0]!.textContent).toContain('Last used 20/11/2026, 10:30Signed in 20/11/2026, 09:00');
    expect(within(rows[1]!).queryByText('This device')).toBeNull();
  });

  it('signs out one other device', async () => {
    const fetchMock = renderSessions([here, phone]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await screen.findByText('The device was signed out.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/sessions/9')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('signs out everywhere else after a confirmation', async () => {
    const fetchMock = renderSessions([here, phone]);
    const user = userEvent.setup();
    await screen.findAllByRole('listitem');
    const dialog = await openDialog(user, 'Sign out everywhere else');
    expect(dialog.textContent).toContain('1 other device will be signed out. This device stays signed in.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other device was signed out.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/sessions/revoke-others')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' }).hasAttribute('disabled')).toBe(true);
  });
});
