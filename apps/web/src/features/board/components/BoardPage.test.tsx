import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBoardMessage } from '@vozka/domain';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { BoardPage } from './BoardPage';

const MESSAGE: TBoardMessage = { id: 4, message: 'Office closed on Monday', date: '2026-11-20T09:00:00Z', priority: 'NORMAL' };

describe('BoardPage (/board)', { timeout: 30_000 }, () => {
  it('lists every message and posts a new HIGH one; an empty text is refused before sending', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    let list = [MESSAGE];
    const fetchMock = stubFetch({
      'GET /api/board/message': () => jsonResponse(200, list),
      'POST /api/board/message': (init) => {
        const body = JSON.parse(init?.body as string) as { message: string; priority: TBoardMessage['priority'] };
        const created = { id: 5, message: body.message, priority: body.priority, date: '2026-11-20T10:00:00Z' };
        list = [created, ...list];
        return jsonResponse(201, created);
      },
    });
    renderWithProviders(<BoardPage />, { path: '/board', user: makeUser(['ADMIN']) });
    const table = screen.getByRole('table', { name: 'Dashboard' });
    expect(await within(table).findByText('Office closed on Monday')).toBeTruthy();
    expect(within(table).getByText('Normal')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/board/message')[0]?.url.search).toBe('?view=all');

    const user = userEvent.setup();
    const dialog = await openDialog(user, 'New message');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the message.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/board/message')).toHaveLength(0);

    await user.click(within(dialog).getByRole('textbox', { name: 'Message' }));
    await user.paste('Road closed at the airport');
    await user.click(within(dialog).getByRole('combobox', { name: 'Priority' }));
    await user.click(await screen.findByRole('option', { name: 'High' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastJsonBody(fetchMock, 'POST /api/board/message')).toEqual({
      message: 'Road closed at the airport',
      date: null,
      priority: 'HIGH',
    });
    expect(await within(table).findByText('Road closed at the airport')).toBeTruthy();
    expect(within(table).getByText('High')).toBeTruthy();
    vi.useRealTimers();
  });

  it('edits a message with its date in Prague time, marks a later one as not shown yet, deletes after confirming', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
    const later: TBoardMessage = { id: 6, message: 'Christmas hours', date: '2026-12-20T09:00:00Z', priority: 'LOW' };
    let list = [later, MESSAGE];
    const fetchMock = stubFetch({
      'GET /api/board/message': () => jsonResponse(200, list),
      'PUT /api/board/message/4': (init) => jsonResponse(200, { ...MESSAGE, ...(JSON.parse(init?.body as string) as object) }),
      'DELETE /api/board/message/4': () => {
        list = list.filter((m) => m.id !== 4);
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<BoardPage />, { path: '/board', user: makeUser(['ADMIN']) });
    const table = screen.getByRole('table', { name: 'Dashboard' });
    expect(await within(table).findByText('shown from 20/12/2026, 10:00')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Edit the message of 20/11/2026, 10:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    expect((within(dialog).getByLabelText(/Shown from/) as HTMLInputElement).value).toBe('20/11/2026 10:00');
    const text = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.clear(text);
    await user.paste('Office closed on Monday and Tuesday');
    // A date that cannot be read is refused, not saved as "now"; one typed the Czech way is read.
    const date = within(dialog).getByLabelText(/Shown from/);
    await user.clear(date);
    await user.type(date, 'Monday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(fetchMock, 'PUT /api/board/message/4')).toHaveLength(0);
    await user.clear(date);
    await user.type(date, '21. 11. 2026 8:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/board/message/4')).toEqual({
        message: 'Office closed on Monday and Tuesday',
        date: '2026-11-21T08:30:00+01:00',
        priority: 'NORMAL',
      }),
    );

    await user.click(within(table).getByRole('button', { name: 'Delete the message of 20/11/2026, 10:00' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the message' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Office closed on Monday')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/board/message/4')).toHaveLength(1);
    vi.useRealTimers();
  });
});
