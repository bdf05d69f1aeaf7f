import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { staticMediaQuery } from '../../../test/media';
import { callsTo, jsonResponse, lastJsonBody, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { DRIVER_ABILITIES, makeFullReport, makeInvoice, makeReport } from '../test/billing-fixtures';
import { BillingPage } from './BillingPage';
import { catchDownloads } from '../../../test/downloads';

const LONG = { timeout: 10_000 };

describe('BillingPage: reports (ADMIN)', { timeout: 40_000 }, () => {
  it('lists the reports with the spec §3 columns and asks again oldest first', async () => {
    const fetchMock = stubFetch({ 'GET /api/reports': () => pagedResponse([makeReport({ checked: true, subject: 'Listopad' })]) });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    const table = await screen.findByRole('table', { name: 'Reports' }, LONG);
    const row = (await within(table).findByText('David Řidič', {}, LONG)).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 10)).toEqual([
      'David ŘidičDriver',
      '16/11/2026',
      '22/11/2026',
      '2,500\u00a0Kč',
      '3,025\u00a0Kč',
      'Yes',
      'No',
      '23/11/2026, 08:00',
      'Listopad',
      'New',
    ]);
    expect(callsTo(fetchMock, 'GET /api/reports')[0]?.url.searchParams.get('sort')).toBe('generatedAt,desc');
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Oldest first' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/reports').at(-1)?.url.searchParams.get('sort')).toBe('generatedAt,asc'));
    expect(screen.getByRole('tab', { name: 'Invoices' })).toBeTruthy();
  });

  it('checks the create form with the domain messages before asking the API', async () => {
    const fetchMock = stubFetch({
      'GET /api/reports': () => pagedResponse([]),
      'GET /api/active-drivers': () =>
        pagedResponse([{ id: 3, userId: 3, name: 'David Řidič', phone: null, online: false, fleetManager: null }]),
      'POST /api/reports': () => jsonResponse(201, makeFullReport()),
    });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    const form = await screen.findByRole('form', { name: 'New report' }, LONG);
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Create report' }));
    expect(await within(form).findByText('No driver selected')).toBeTruthy();
    expect(within(form).getAllByText('No start or end date selected').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST /api/reports')).toHaveLength(0);

    await user.click(within(form).getByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: /^David Řidič/ }, LONG));
    await user.type(within(form).getByLabelText('From'), '2026-11-16');
    await user.type(within(form).getByLabelText('To'), '2026-11-22');
    await user.click(within(form).getByRole('button', { name: 'Create report' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'POST /api/reports')).toEqual({
        type: 'DRIVER_TYPE',
        userId: 3,
        from: '2026-11-16',
        to: '2026-11-22',
      }),
    );
    expect(await screen.findByText('The report was created.')).toBeTruthy();
  });

  it('notifies with a subject ("Fill in the subject" first) and deletes after a confirmation', async () => {
    const fetchMock = stubFetch({
      'GET /api/reports': () => pagedResponse([makeReport()]),
      'POST /api/reports/11/notify': () => jsonResponse(200, makeFullReport({ emailSent: true, subject: 'Výkaz' })),
      'DELETE /api/reports/11': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions of report 11' }, LONG));
    await user.click(await screen.findByRole('menuitem', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send report 11 by e-mail' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Fill in the subject')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Subject'), 'Výkaz');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'POST /api/reports/11/notify')).toEqual({ subject: 'Výkaz' }));
    expect(await screen.findByText('The report is on its way by e-mail.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions of report 11' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the report' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(fetchMock, 'DELETE /api/reports/11')).toHaveLength(1));
    expect(await screen.findByText('The report was deleted.')).toBeTruthy();
  });

  it('shows the driver statement in the detail: who owes whom', async () => {
    stubFetch({
      'GET /api/reports': () => pagedResponse([makeReport()]),
      'GET /api/reports/11': () => jsonResponse(200, makeFullReport()),
    });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions of report 11' }, LONG));
    await user.click(await screen.findByRole('menuitem', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report 11: David Řidič' });
    expect(await within(dialog).findByText(/^The driver owes the company 1,475\sKč\.$/, {}, LONG)).toBeTruthy();
    expect(within(dialog).getByText('Letiště Václava Havla → Hotel Paříž')).toBeTruthy();
    expect(within(dialog).getByText('Cash to the driver')).toBeTruthy();
  });

  it('downloads a PDF under the name the server gives; a refused download says "Report could not be downloaded"', async () => {
    const names = catchDownloads();
    stubFetch({
      'GET /api/reports': () => pagedResponse([makeReport()]),
      'GET /api/reports/11/pdf': () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': "attachment; filename*=UTF-8''vykaz-%C5%99idi%C4%8D.pdf" },
        }),
      'GET /api/reports/11/xlsx': () => jsonResponse(404, { message: 'Report not found.' }),
    });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions of report 11' }, LONG));
    await user.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await waitFor(() => expect(names).toEqual(['vykaz-řidič.pdf']));
    await user.click(screen.getByRole('button', { name: 'Actions of report 11' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download xlsx' }));
    expect(await screen.findByText('Report could not be downloaded')).toBeTruthy();
    expect(screen.getByText('Report not found.')).toBeTruthy();
    expect(names).toHaveLength(1);
  });

  it('toasts "Reports could not be loaded" when the list fails', async () => {
    stubFetch({ 'GET /api/reports': () => jsonResponse(500, { message: '' }) });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    expect((await screen.findAllByText('Reports could not be loaded', {}, LONG)).length).toBeGreaterThan(0);
  });
});

describe('BillingPage: a DRIVER', { timeout: 40_000 }, () => {
  it('on a phone: cards, download and dispute only, no form and no invoices', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQuery(query, query.includes('max-width')));
    const fetchMock = stubFetch({
      'GET /api/reports': () => pagedResponse([makeReport({ abilities: DRIVER_ABILITIES })]),
      'PUT /api/reports/11': (init) =>
        jsonResponse(200, { ...makeFullReport({ abilities: DRIVER_ABILITIES }), ...JSON.parse(String(init?.body)) }),
    });
    renderWithProviders(<BillingPage />, { user: makeUser(['DRIVER'], { id: 3, name: 'David Řidič' }) });
    const list = await screen.findByRole('list', { name: 'Reports' }, LONG);
    expect(await within(list).findByRole('listitem', { name: 'Driver David Řidič' }, LONG)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New report' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Invoices' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Actions of report 11' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Detail', 'Download PDF', 'Download xlsx', 'Dispute']);
    await user.click(screen.getByRole('menuitem', { name: 'Dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute report 11' });
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    expect(await within(dialog).findByText('Write why you dispute the report.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('What is wrong'), 'Ride 501 was paid by card.');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/reports/11')).toEqual({ status: 'DISPUTED', note: 'Ride 501 was paid by card.' }),
    );
  });
});

describe('BillingPage: invoices (ADMIN)', { timeout: 40_000 }, () => {
  it('lists invoices, issues the monthly ones (how many) and cancels one by a credit note', async () => {
    const fetchMock = stubFetch({
      'GET /api/reports': () => pagedResponse([]),
      'GET /api/invoices': () => pagedResponse([makeInvoice()]),
      'POST /api/invoices/monthly': () => jsonResponse(200, { month: '2026-10', objects: [makeInvoice(), makeInvoice({ id: 5 })] }),
      'POST /api/invoices/4/cancel': () => jsonResponse(201, makeInvoice({ id: 6, kind: 'CREDIT_NOTE', number: 'D20260001' })),
    });
    renderWithProviders(<BillingPage />, { user: makeUser(['ADMIN']) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Invoices' }, LONG));
    const table = await screen.findByRole('table', { name: 'Invoices' }, LONG);
    const row = (await within(table).findByText('20260004', {}, LONG)).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Vltava Travel s.r.o.')).toBeTruthy();
    expect(within(row).getByText(/^2,420\sKč$/)).toBeTruthy();

    const monthly = await openDialog(user, 'Issue monthly invoices');
    await user.clear(within(monthly).getByLabelText('Month'));
    await user.type(within(monthly).getByLabelText('Month'), '2026-10');
    await user.click(within(monthly).getByRole('button', { name: 'Issue' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'POST /api/invoices/monthly')).toEqual({ month: '2026-10' }));
    expect(await screen.findByText('2 invoices were issued.')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Cancel invoice 20260004' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel the invoice' });
    await user.click(within(confirm).getByRole('button', { name: 'Issue credit note' }));
    expect(await screen.findByText('Credit note D20260001 was issued.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/invoices/4/cancel')).toHaveLength(1);
  });
});
