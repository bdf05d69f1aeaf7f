import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBoardMessage } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { BoardMessages } from './BoardMessages';

const HIGH: TBoardMessage = { id: 3, message: 'Road closed at the airport', date: '2026-11-20T08:00:00Z', priority: 'HIGH' };
const NORMAL: TBoardMessage = { id: 2, message: 'New price list from December', date: '2026-11-20T09:00:00Z', priority: 'NORMAL' };
const LOW: TBoardMessage = { id: 1, message: 'Coffee machine fixed', date: '2026-11-19T09:00:00Z', priority: 'LOW' };

describe('BoardMessages (landing)', { timeout: 30_000 }, () => {
  it('shows the landing list in the API order, the HIGH one as an alert; Dismiss hides it for good', async () => {
    let list = [HIGH, NORMAL, LOW];
    const fetchMock = stubFetch({
      'GET /api/board/message': () => jsonResponse(200, list),
      'POST /api/board/message/3/dismiss': () => {
        list = list.filter((m) => m.id !== 3);
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<BoardMessages />, { user: makeUser(['DRIVER']) });
    const region = await screen.findByRole('region', { name: 'Messages from the dispatching' });
    const texts = within(region)
      .getAllByText(/Road closed|New price list|Coffee machine/)
      .map((el) => el.textContent);
    expect(texts).toEqual(['Road closed at the airport', 'New price list from December', 'Coffee machine fixed']);
    expect(callsTo(fetchMock, 'GET /api/board/message')[0]?.url.search).toBe('?view=landing');

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Important')).toBeTruthy();
    expect(within(alert).getByText('20/11/2026, 09:00')).toBeTruthy(); // Prague time
    expect(alert.closest('[data-priority]')?.getAttribute('data-priority')).toBe('HIGH');

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Dismiss the message: Road closed at the airport' }));
    await waitFor(() => expect(screen.queryByText('Road closed at the airport')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/board/message/3/dismiss')).toHaveLength(1);
    expect(screen.getByText('New price list from December')).toBeTruthy();
  });

  it('shows nothing without messages or when they cannot be loaded', async () => {
    const fetchMock = stubFetch({ 'GET /api/board/message': () => jsonResponse(500, { code: 'SERVER_ERROR', message: 'x' }) });
    const { container } = renderWithProviders(<BoardMessages />, { user: makeUser(['CUSTOMER']) });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/board/message')).toHaveLength(1));
    expect(container.querySelector('section')).toBeNull();
  });
});
