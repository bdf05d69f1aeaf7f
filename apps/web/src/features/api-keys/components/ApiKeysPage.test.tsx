import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TApiKey } from '@vozka/domain';
import { makeApiKey } from '../../../test/fixtures';
import { callsTo, jsonResponse, lastJsonBody, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { ApiKeysPage } from './ApiKeysPage';

const KEY = `vzk_0a1b2c3d_${'S'.repeat(43)}`;

function renderPage(start: TApiKey[]) {
  let keys = start;
  const fetchMock = stubFetch({
    'GET /api/api-keys': () => jsonResponse(200, keys),
    'GET /api/customers': () =>
      pagedResponse([{ id: 40, name: 'Hotel Praha', email: 'hotel@example.test', roles: [{ name: 'CUSTOMER' }] }]),
    'POST /api/api-keys': () => {
      const created = makeApiKey(9, { name: 'Booking tool', scopes: ['rides:read', 'rides:write'] });
      keys = [created, ...keys];
      return jsonResponse(201, { ...created, key: KEY });
    },
    'DELETE /api/api-keys/1': () => {
      keys = keys.map((k) => (k.id === 1 ? { ...k, revokedAt: '2026-11-21T10:00:00Z' } : k));
      return jsonResponse(200, keys[0]);
    },
  });
  renderWithProviders(<ApiKeysPage />, { user: makeUser(['ADMIN']) });
  return fetchMock;
}

describe('ApiKeysPage', () => {
  it('lists keys with owner, prefix, scopes and use, never a secret', async () => {
    renderPage([makeApiKey(1, { lastUsedAt: '2026-11-20T10:00:00Z' }), makeApiKey(2, { revokedAt: '2026-11-20T11:00:00Z', name: 'Old' })]);
    const row = await screen.findByRole('listitem', { name: 'Key 1' });
    expect(within(row).getByText('Owner: Hotel Praha (customer)')).toBeTruthy();
    expect(within(row).getByText('vzk_0a1b2c3d_…')).toBeTruthy();
    expect(within(row).getByText('rides:read')).toBeTruthy();
    expect(within(row).getByText(/^Last used/)).toBeTruthy();
    const old = screen.getByRole('listitem', { name: 'Old' });
    expect(within(old).getByText('Revoked')).toBeTruthy();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it("creates a customer's key and shows the whole key once", async () => {
    const fetchMock = renderPage([]);
    const user = userEvent.setup();
    expect(await screen.findByText('There are no API keys yet.')).toBeTruthy();
    const dialog = await openDialog(user, 'New API key');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Booking tool');
    await user.click(within(dialog).getByRole('radio', { name: 'A customer' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Customer/ }));
    await user.click(await screen.findByRole('option', { name: /Hotel Praha/ }));
    // A customer's key offers only the customer's areas.
    expect(within(dialog).queryByRole('checkbox', { name: 'Users: read' })).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rides: read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Rides: write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const reveal = await screen.findByRole('dialog', { name: 'Key Booking tool created' });
    expect((within(reveal).getByLabelText('API key') as HTMLInputElement).value).toBe(KEY);
    expect(within(reveal).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'POST /api/api-keys')).toEqual({
      name: 'Booking tool',
      scopes: ['rides:read', 'rides:write'],
      userId: 40,
    });
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('listitem', { name: 'Booking tool' })).toBeTruthy();
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });

  it('asks for a name and a scope before sending', async () => {
    const fetchMock = renderPage([]);
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'New API key');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Accounting');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Choose at least one scope.')).toBeTruthy();
    // ADMIN's own integration offers every area.
    expect(within(dialog).getByRole('checkbox', { name: 'Users: read' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/api-keys')).toHaveLength(0);
  });

  it('revokes a key after a confirmation', async () => {
    const fetchMock = renderPage([makeApiKey(1)]);
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Revoke key Key 1');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The key Key 1 is revoked.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/api-keys/1')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Key 1' })).getByText('Revoked')).toBeTruthy());
  });
});
