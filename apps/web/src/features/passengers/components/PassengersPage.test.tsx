import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, jsonResponse, lastJsonBody, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { PassengersPage } from './PassengersPage';

function renderPage(roles: Role[]) {
  return renderWithProviders(<PassengersPage />, { path: '/manage/pasangers', user: makeUser(roles) });
}

const passenger = { id: 31, name: 'Tomáš Host', phone: '777 111 222', email: null, clientId: 7 };

describe('PassengersPage', () => {
  it('asks an ADMIN to choose a client first', async () => {
    const fetchMock = stubFetch({});
    renderPage(['ADMIN']);

    expect(screen.getByText('Client is not selected')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Client' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'New passenger' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('table')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/passengers')).toHaveLength(0);
  });

  it('says it in Czech', async () => {
    await i18n.changeLanguage('cs');
    stubFetch({});
    renderPage(['ADMIN']);
    expect(screen.getByText('Klient není vybrán')).toBeTruthy();
  });

  it("lists an ADMIN the chosen client's passengers", async () => {
    const fetchMock = stubFetch({
      'GET /api/customers': () => pagedResponse([makeUser(['CUSTOMER'], { id: 12, userId: 12, name: 'Hotel Praha' })]),
      'GET /api/passengers': () => pagedResponse([{ ...passenger, clientId: 12 }]),
    });
    renderPage(['ADMIN']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Hotel Praha, jana@example.cz' }));

    expect(await screen.findByRole('cell', { name: 'Tomáš Host' })).toBeTruthy();
    expect(screen.queryByText('Client is not selected')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/passengers')[0]?.url.searchParams.get('clientId')).toBe('12');
  });

  it('lets a CUSTOMER add a passenger to its own list', async () => {
    const fetchMock = stubFetch({
      'GET /api/passengers': () => pagedResponse([passenger]),
      'POST /api/passengers': () => jsonResponse(201, { ...passenger, id: 32, name: 'Nová Cestující' }),
    });
    renderPage(['CUSTOMER']);
    expect(await screen.findByRole('cell', { name: 'Tomáš Host' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();

    const user = userEvent.setup();
    const dialog = await openDialog(user, 'New passenger');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Fill in every field.')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nová Cestující');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The passenger was added.')).toBeTruthy();
    expect(lastJsonBody(fetchMock, 'POST /api/passengers')).toEqual({
      name: 'Nová Cestující',
      phone: null,
      email: null,
      clientId: null,
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/passengers').length).toBeGreaterThan(1)); // refreshed
  });
});
