import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { UsersListPage } from './UsersListPage';

function renderList(roles: Role[], roleName: string) {
  const fetchMock = stubFetch({
    'GET /api/uservos': () =>
      pagedResponse(
        [
          makeUser(['DRIVER'], {
            id: 5,
            userId: 5,
            name: 'Josef Řidič',
            fleetManager: { id: 3, name: 'Flotila Praha' },
          }),
        ],
        2,
      ),
  });
  renderWithProviders(<UsersListPage />, {
    path: '/manage/users',
    url: `/manage/users?roleName=${roleName}`,
    user: makeUser(roles, { id: 1, userId: 1 }),
  });
  return fetchMock;
}

describe('UsersListPage', () => {
  it('lists the users of the role in the query, 20 a page', async () => {
    const fetchMock = renderList(['ADMIN'], 'DRIVER');
    expect(screen.getByRole('heading', { name: 'Drivers' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Drivers' });
    const link = await within(table).findByRole('link', { name: 'Josef Řidič' });
    expect(link.getAttribute('href')).toBe('/manage/users/5?roleName=DRIVER');
    expect(within(table).getByText('Flotila Praha')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Delete Josef Řidič' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New' }).getAttribute('href')).toBe('/manage/users/new?roleName=DRIVER');
    expect(callsTo(fetchMock, 'GET /api/uservos')[0]?.url.search).toBe('?roleName=DRIVER&page=0&size=20');
  });

  it('searches after a pause, from the first page', async () => {
    const fetchMock = renderList(['ADMIN'], 'CUSTOMER');
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hotel');

    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/uservos').map(({ url }) => url.search)).toContain('?roleName=CUSTOMER&q=hotel&page=0&size=20'),
    );
    const searches = callsTo(fetchMock, 'GET /api/uservos').filter(({ url }) => url.searchParams.has('q'));
    expect(searches).toHaveLength(1); // debounced: one call for the whole word
  });
});
