import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { makeVehicle } from '../../../test/fixtures';
import { callsTo, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { VehiclesListPage } from './VehiclesListPage';

/** A vehicle of a fleet, with a paired driver (the list shows the drivers). */
const vehicle = makeVehicle({ fleetManager: { id: 3, name: 'Flotila Praha' }, drivers: [{ id: 5, name: 'Josef Řidič' }] });

function renderList(roles: Role[]) {
  const fetchMock = stubFetch({ 'GET /api/vehicles': () => pagedResponse([vehicle], 3) });
  renderWithProviders(<VehiclesListPage />, { path: '/manage/vehicles', user: makeUser(roles) });
  return fetchMock;
}

describe('VehiclesListPage', () => {
  it('gives ADMIN the new, edit and delete actions', async () => {
    renderList(['ADMIN']);
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect((await within(table).findByRole('link', { name: '1AB2345' })).getAttribute('href')).toBe('/manage/vehicles/2');
    expect(within(table).getByRole('button', { name: 'Delete 1AB2345' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New vehicle' }).getAttribute('href')).toBe('/manage/vehicles/new');
    expect(within(table).getByText('Josef Řidič')).toBeTruthy();
  });

  it('shows a DRIVER its vehicles read-only', async () => {
    renderList(['DRIVER']);
    const table = await screen.findByRole('table', { name: 'Vehicles' });
    expect(await within(table).findByText('1AB2345')).toBeTruthy();
    expect(within(table).queryByRole('link')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New vehicle' })).toBeNull();
  });

  it('filters by activity and pages through the list', async () => {
    const fetchMock = renderList(['FLEET_MANAGER']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive only' }));

    const queries = callsTo(fetchMock, 'GET /api/vehicles').map(({ url }) => url.search);
    expect(queries).toContain('?size=20&page=1');
    expect(queries[queries.length - 1]).toBe('?size=20&page=0&active=false');
  });
});
