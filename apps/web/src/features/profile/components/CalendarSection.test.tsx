import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TCalendarFeed } from '@vozka/domain';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { openDialog } from '../../../test/dialogs';
import { CalendarSection } from './CalendarSection';

const URL_1 = 'http://localhost/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 = 'http://localhost/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

function renderCalendar(start: TCalendarFeed) {
  let current = start;
  const fetchMock = stubFetch({
    'GET /api/profile/calendar-feed': () => jsonResponse(200, current),
    'POST /api/profile/calendar-feed': () => {
      current = { url: current.url === URL_1 ? URL_2 : URL_1, createdAt: '2026-11-20T09:00:00Z' };
      return jsonResponse(201, current);
    },
    'DELETE /api/profile/calendar-feed': () => {
      current = { url: null, createdAt: null };
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<CalendarSection />, { user: makeUser(['DRIVER']) });
  return fetchMock;
}

describe('CalendarSection', () => {
  it('creates the address when there is none, then offers to copy it', async () => {
    const fetchMock = renderCalendar({ url: null, createdAt: null });
    const user = userEvent.setup();
    expect(await screen.findByText('You have no calendar address yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create calendar address' }));
    expect(await screen.findByText('Your calendar address is ready.')).toBeTruthy();
    expect((screen.getByLabelText('Calendar address') as HTMLInputElement).value).toBe(URL_1);
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/profile/calendar-feed')).toHaveLength(1);
  });

  it('makes a new address in place of the old one', async () => {
    renderCalendar({ url: URL_1, createdAt: '2026-11-19T08:00:00Z' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New address' }));
    expect(await screen.findByText('You have a new calendar address; the previous one no longer works.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Calendar address') as HTMLInputElement).value).toBe(URL_2));
  });

  it('revokes the address after a confirmation', async () => {
    const fetchMock = renderCalendar({ url: URL_1, createdAt: '2026-11-19T08:00:00Z' });
    const user = userEvent.setup();
    const dialog = await openDialog(user, 'Revoke address');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke address' }));
    expect(await screen.findByText('The calendar address is revoked.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/profile/calendar-feed')).toHaveLength(1);
    expect(await screen.findByText('You have no calendar address yet.')).toBeTruthy();
  });
});
