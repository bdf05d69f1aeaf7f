import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo, jsonResponse, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { RELOAD_AFTER_IMPORT_MS, RideImportPage } from './RideImportPage';
import { catchDownloads } from '../../../test/downloads';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsx = (name = 'jizdy.xlsx') => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, { type: XLSX_TYPE });
const LONG = { timeout: 5_000 };

function renderPage(roles: Role[]) {
  return renderWithProviders(<RideImportPage />, { path: '/manage/import', user: makeUser(roles) });
}

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** The multipart form of the last import call. */
function sentForm(fetchMock: ReturnType<typeof stubFetch>): FormData {
  const body = callsTo(fetchMock, 'POST /api/orders/import').at(-1)?.init?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart import');
  return body;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('RideImportPage', { timeout: 30_000 }, () => {
  it('asks an ADMIN for the client and the file first, and refuses anything but .xlsx before uploading', async () => {
    const fetchMock = stubFetch({});
    const { container } = renderPage(['ADMIN']);
    const user = userEvent.setup({ applyAccept: false });
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Client was not chosen.')).toBeTruthy();
    expect(screen.getByText('Choose the .xlsx file to import.')).toBeTruthy();

    await user.upload(fileInput(container), new File(['a;b'], 'jizdy.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Only .xlsx files can be imported')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(callsTo(fetchMock, 'POST /api/orders/import')).toHaveLength(0);
  });

  it("imports an ADMIN's file for the chosen client", async () => {
    const fetchMock = stubFetch({
      'GET /api/customers': () => pagedResponse([makeUser(['CUSTOMER'], { id: 12, userId: 12, name: 'Hotel Praha' })]),
      'POST /api/orders/import': () => jsonResponse(201, { message: 'ride was imported', count: 1 }),
    });
    const { container } = renderPage(['ADMIN']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Hotel Praha, jana@example.cz' }));
    await user.upload(fileInput(container), xlsx());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('1 ride was imported.', {}, LONG)).toBeTruthy();
    const form = sentForm(fetchMock);
    expect(form.get('customerId')).toBe('12');
    expect((form.get('file') as File).name).toBe('jizdy.xlsx');
  });

  it('imports a CUSTOMER’s file for itself and shows the rides list 1 s later (spec §8)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const fetchMock = stubFetch({
      'POST /api/orders/import': () => jsonResponse(201, { message: 'ride was imported', count: 3 }),
    });
    const { container, router } = renderPage(['CUSTOMER']);
    expect(screen.queryByRole('combobox', { name: 'Client' })).toBeNull();
    fireEvent.change(fileInput(container), { target: { files: [xlsx()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('3 rides were imported.', {}, LONG)).toBeTruthy();
    expect(sentForm(fetchMock).has('customerId')).toBe(false);
    expect(router.state.location.pathname).toBe('/manage/import');
    act(() => vi.advanceTimersByTime(RELOAD_AFTER_IMPORT_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/drives'));
  });

  it('lists the bad rows of a refused file (row, column, reason) and imports nothing', async () => {
    stubFetch({
      'POST /api/orders/import': () =>
        jsonResponse(400, {
          message: 'Nothing was imported: 2 rows have errors.',
          code: 'IMPORT_ROWS_INVALID',
          errors: [
            { row: 3, column: 'Date', message: 'Enter the date as D.M.YYYY H:MM or as an Excel date.' },
            { row: 7, column: 'Payment type', message: 'Choose a value from the list.' },
          ],
        }),
    });
    const { container, router } = renderPage(['CUSTOMER']);
    const user = userEvent.setup();
    await user.upload(fileInput(container), xlsx());
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const table = await screen.findByRole('table', { name: 'Rows with errors' }, LONG);
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole(row === rows[0] ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Row', 'Column', 'Error'],
      ['3', 'Date', 'Enter the date as D.M.YYYY H:MM or as an Excel date.'],
      ['7', 'Payment type', 'Choose a value from the list.'],
    ]);
    expect(screen.getByText('Nothing was imported: 2 rows have errors.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/manage/import');
  });

  it("shows the server's message when the import fails otherwise (a file imported before)", async () => {
    stubFetch({
      'POST /api/orders/import': () =>
        jsonResponse(409, { message: 'This file has already been imported for this client.', code: 'IMPORT_DUPLICATE' }),
    });
    const { container } = renderPage(['CUSTOMER']);
    const user = userEvent.setup();
    await user.upload(fileInput(container), xlsx());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findAllByText('This file has already been imported for this client.', {}, LONG)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table', { name: 'Rows with errors' })).toBeNull();
  });

  it('downloads the template in the UI language', async () => {
    const names = catchDownloads();
    const fetchMock = stubFetch({
      'GET /api/orders/import/template': () =>
        new Response(new Uint8Array([0x50, 0x4b]), {
          headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="sablona-importu-jizd.xlsx"' },
        }),
    });
    await i18n.changeLanguage('cs');
    renderPage(['CUSTOMER']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stáhnout šablonu' }));
    await waitFor(() => expect(names).toEqual(['sablona-importu-jizd.xlsx']));
    expect(callsTo(fetchMock, 'GET /api/orders/import/template')[0]?.url.searchParams.get('lang')).toBe('cs');
  });

  it('says "Client was not chosen." in Czech too', async () => {
    stubFetch({});
    await i18n.changeLanguage('cs');
    renderPage(['ADMIN']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Importovat' }));
    expect(await screen.findByText('Klient nebyl vybrán.')).toBeTruthy();
  });
});
