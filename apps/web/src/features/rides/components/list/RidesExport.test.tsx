import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n';
import { callsTo, jsonResponse, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../../test/render';
import { catchDownloads } from '../../../../test/downloads';
import { makeRideFor } from '../../../../test/rides';
import { RidesPage } from './RidesPage';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function renderList(roles: Role[], exported: () => Response) {
  const fetchMock = stubFetch({
    'GET /api/orders': () => pagedResponse([makeRideFor(roles[0] ?? 'ADMIN')]),
    'GET /api/orders/export': exported,
  });
  renderWithProviders(<RidesPage />, { path: '/manage/drives', user: makeUser(roles) });
  const exportQuery = () => callsTo(fetchMock, 'GET /api/orders/export').at(-1)?.url.searchParams;
  return { fetchMock, exportQuery };
}

const xlsxAnswer = (name: string) => () =>
  new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}"` },
  });

describe('RidesPage: Export', { timeout: 60_000 }, () => {
  it("offers an ADMIN the three variants and exports the list's current filters", async () => {
    const names = catchDownloads();
    const { exportQuery } = renderList(['ADMIN'], xlsxAnswer('jizdy-2026-07-01-2026-07-31.xlsx'));
    await screen.findByRole('table', { name: 'Rides' });
    fireEvent.input(screen.getByLabelText('Date from'), { target: { value: '2026-07-01' } });
    fireEvent.input(screen.getByLabelText('Date to'), { target: { value: '2026-07-31' } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Payment' }));
    await user.click(await screen.findByRole('option', { name: 'Unpaid' }));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['For dispatching (all columns)', 'For the fleet and drivers', 'For the client']);
    await user.click(screen.getByRole('menuitem', { name: 'For the client' }));

    await waitFor(() => expect(names).toEqual(['jizdy-2026-07-01-2026-07-31.xlsx']));
    const query = exportQuery();
    expect(query?.get('for')).toBe('client');
    expect(query?.get('dateFrom')).toBe('2026-07-01_00:00:00');
    expect(query?.get('dateTo')).toBe('2026-07-31_23:59:59');
    expect(query?.get('clientPaid')).toBe('NOT_PAID');
    expect(query?.get('sortBy')).toBe('-date');
    expect(query?.has('page')).toBe(false);
    expect(query?.has('size')).toBe(false);
  });

  it('gives a CUSTOMER one button for its client file; a refusal says "Rides could not be exported."', async () => {
    catchDownloads();
    const { exportQuery } = renderList(['CUSTOMER'], () =>
      jsonResponse(403, { message: 'You may not export this variant.', code: 'FORBIDDEN' }),
    );
    await screen.findByRole('table', { name: 'Rides' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Rides could not be exported.')).toBeTruthy();
    expect(screen.getByText('You may not export this variant.')).toBeTruthy();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(exportQuery()?.get('for')).toBe('client');
  });

  it('exports the fleet variant for a driver, names the file by the date range when the server gives none', async () => {
    const names = catchDownloads();
    const { exportQuery } = renderList(
      ['DRIVER'],
      () => new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'Content-Type': XLSX_TYPE } }),
    );
    await screen.findByRole('table', { name: 'Rides' });
    fireEvent.input(screen.getByLabelText('Date from'), { target: { value: '2026-11-01' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(names).toEqual(['jizdy-od-2026-11-01.xlsx']));
    expect(exportQuery()?.get('for')).toBe('fleet');
  });

  it('offers a PASSENGER no export', async () => {
    renderList(['PASSENGER'], xlsxAnswer('x.xlsx'));
    await screen.findByRole('table', { name: 'Rides' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('says it in Czech', async () => {
    catchDownloads();
    await i18n.changeLanguage('cs');
    renderList(['CUSTOMER'], () => jsonResponse(500, { message: '' }));
    await screen.findByRole('table', { name: 'Jízdy' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByText('Jízdy se nepodařilo exportovat.')).length).toBeGreaterThan(0);
  });
});
