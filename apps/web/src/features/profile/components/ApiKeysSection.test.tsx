import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeApiKey } from '../../../test/fixtures';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { ApiKeysSection } from './ApiKeysSection';

describe('ApiKeysSection (a customer in its profile)', () => {
  it('creates its own key without choosing an owner, within the customer scopes', async () => {
    const fetchMock = stubFetch({
      'GET /api/api-keys': () => jsonResponse(200, []),
      'POST /api/api-keys': () =>
        jsonResponse(201, {
          ...makeApiKey(3, {
            name: 'Shop',
            prefix: 'vzk_00000000',
            scopes: ['invoices:read'],
            owner: { id: 7, name: 'Me', role: 'CUSTOMER' },
            createdBy: { id: 7, name: 'Me' },
          }),
          key: `vzk_00000000_${'k'.repeat(43)}`,
        }),
    });
    await i18n.changeLanguage('cs');
    renderWithProviders(<ApiKeysSection roles={['CUSTOMER']} />, { user: makeUser(['CUSTOMER']) });
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Nový API klíč');
    expect(within(dialog).queryByRole('radio', { name: 'Zákazník' })).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: 'Vozidla: čtení' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Název/ }), 'Shop');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Faktury: čtení' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vytvořit klíč' }));
    expect(await screen.findByRole('dialog', { name: 'Klíč Shop vytvořen' })).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'POST /api/api-keys')).toEqual({ name: 'Shop', scopes: ['invoices:read'] });
  });
});
