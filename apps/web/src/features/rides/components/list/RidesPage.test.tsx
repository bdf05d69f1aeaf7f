import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { callsTo, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../../test/render';
import { makeRideFor } from '../../../../test/rides';
import { RidesPage } from './RidesPage';

function renderList(roles: Role[], url = '/manage/drives') {
  const fetchMock = stubFetch({
    'GET /api/orders': () =>
      pagedResponse(
        [
          makeRideFor(roles[0]!),
          makeRideFor(roles[0]!, { id: 13, status: 'PLANNED', seen: false, driverName: 'Josef Řidič', outsideArea: true }),
        ],
        2,
      ),
    'PUT /api/orders/13/mark-as-seen': () => new Response(null, { status: 204 }),
  });
  const result = renderWithProviders(<RidesPage />, { path: '/manage/drives', url, user: makeUser(roles) });
  const lastQuery = () => callsTo(fetchMock, 'GET /api/orders').at(-1)?.url.searchParams;
  return { ...result, fetchMock, lastQuery };
}

/** The rows of the loaded table (the header row first). */
async function loadedRows() {
  const table = await screen.findByRole('table', { name: 'Rides' });
  await within(table).findAllByText('Hotel Praha / Eva Cestující');
  return within(table).getAllByRole('row');
}

describe('RidesPage', { timeout: 20_000 }, () => {
  it('reads driverId, driverName and freeRide from the URL and drops the driver with its chip', async () => {
    const { lastQuery, router } = renderList(['ADMIN'], '/manage/drives?driverId=5&driverName=Josef%20%C5%98idi%C4%8D&freeRide=1');
    await screen.findByRole('table', { name: 'Rides' });
    await waitFor(() => expect(lastQuery()?.get('driverId')).toBe('5'));
    expect(lastQuery()?.get('status')).toBe('FREE');
    expect(lastQuery()?.get('size')).toBe('50');
    expect(lastQuery()?.get('page')).toBe('0');
    expect(lastQuery()?.get('sortBy')).toBe('-date');
    expect(screen.getByText('Driver: Josef Řidič')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove filter Driver: Josef Řidič' }));
    await waitFor(() => expect(lastQuery()?.has('driverId')).toBe(false));
    expect(screen.queryByText('Driver: Josef Řidič')).toBeNull();
    expect(router.state.location.search).toBe('?freeRide=1');
    expect(lastQuery()?.get('status')).toBe('FREE');
  });

  it('searches addresses, names and flight numbers as the user types (q, trimmed), back to the first page', async () => {
    const { lastQuery } = renderList(['ADMIN']);
    await screen.findByRole('table', { name: 'Rides' });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  Hilton ' } });
    await waitFor(() => expect(lastQuery()?.get('q')).toBe('Hilton'));
    expect(lastQuery()?.get('page')).toBe('0');
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '' } });
    await waitFor(() => expect(lastQuery()?.has('q')).toBe(false));
  });

  it('sends the dates as yyyy-MM-dd_HH:mm:ss, the statuses and the paid filter, and sorts by date', async () => {
    const { lastQuery } = renderList(['ADMIN']);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('table', { name: 'Rides' });

    fireEvent.input(screen.getByLabelText('Date from'), { target: { value: '2026-07-01' } });
    fireEvent.input(screen.getByLabelText('Date to'), { target: { value: '2026-07-31' } });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await user.click(await screen.findByRole('option', { name: 'Assigned' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Unpaid' }));
    await user.click(screen.getByRole('button', { name: 'Date, newest first; sort oldest first' }));

    await waitFor(() => expect(lastQuery()?.get('sortBy')).toBe('date'));
    expect(lastQuery()?.get('dateFrom')).toBe('2026-07-01_00:00:00');
    expect(lastQuery()?.get('dateTo')).toBe('2026-07-31_23:59:59');
    expect(lastQuery()?.get('status')).toBe('UNCONFIRMED,PLANNED');
    expect(lastQuery()?.get('clientPaid')).toBe('NOT_PAID');
  });

  it('shows the statuses by the spec names, prices in Kč, and opens a ride from its row', async () => {
    const { router } = renderList(['ADMIN']);
    const rows = await loadedRows();
    expect(within(rows[1]!).getByText('Unassigned')).toBeTruthy();
    expect(within(rows[2]!).getByText('Assigned')).toBeTruthy();
    expect(within(rows[1]!).getByText('1,250 Kč')).toBeTruthy();
    expect(within(rows[1]!).getByText('Letiště Václava Havla, Praha → Hotel Paříž, Praha')).toBeTruthy();
    expect(within(rows[1]!).getByText('Hotel Praha / Eva Cestující')).toBeTruthy();
    // A pick-up outside the working area is flagged to the dispatcher; a ride inside is not.
    expect(within(rows[2]!).getByText('Outside the working area')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Outside the working area')).toBeNull();

    await userEvent.setup().click(within(rows[1]!).getByRole('link', { name: '15/07/2026, 14:30' }));
    expect(router.state.location.pathname).toBe('/manage/drives/12');
  });

  it('names the statuses in Czech too', async () => {
    await i18n.changeLanguage('cs');
    renderList(['ADMIN']);
    const table = await screen.findByRole('table', { name: 'Jízdy' });
    expect(await within(table).findByText('Nepřiřazená')).toBeTruthy();
    expect(within(table).getByText('Přiřazená')).toBeTruthy();
  });

  it('marks unseen rides for dispatch and lets it mark them as seen', async () => {
    const { fetchMock } = renderList(['FLEET_MANAGER']);
    const rows = await loadedRows();
    expect(within(rows[2]!).getByText('Not seen yet')).toBeTruthy();
    expect(within(rows[1]!).queryByText('Not seen yet')).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark ride 12 as seen' })).toBeNull();

    await userEvent.setup().click(within(rows[2]!).getByRole('button', { name: 'Mark ride 13 as seen' }));
    expect(await screen.findByText('The ride was marked as seen.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/orders/13/mark-as-seen')).toHaveLength(1);
  });

  it('does not mark rides as unseen for a customer, nor offer dispatch filters', async () => {
    renderList(['CUSTOMER']);
    const table = await screen.findByRole('table', { name: 'Rides' });
    await within(table).findAllByText('Unassigned');
    expect(within(table).queryByText('Not seen yet')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Driver' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Fleet' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Passenger' })).toBeTruthy();
  });
});
