import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Delivery, Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { RideNotifications } from './RideNotifications';

const delivery = (overrides: Partial<Delivery>): Delivery => ({
  id: 1,
  rideId: 7,
  kind: 'MESSAGE',
  channel: 'EMAIL',
  recipient: 'klara@example.cz',
  recipientName: 'Klára Zákaznice',
  role: 'CUSTOMER',
  language: 'cs',
  subject: 'About your ride',
  body: 'Gate B, please.',
  status: 'SENT',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-20T09:00:00Z',
  sentAt: '2026-11-20T09:00:05Z',
  createdByName: 'Alena Dispečerová',
  ...overrides,
});

/** Ride 7's tab for a `role` with no e-mail or SMS yet (and the other `calls`), once its empty list shows. */
async function renderEmptyTab(role: Role, calls: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch({ 'GET /api/orders/7/deliveries': () => jsonResponse(200, []), ...calls });
  renderWithProviders(<RideNotifications rideId={7} />, { user: makeUser([role]) });
  expect(await screen.findByText('No e-mail or SMS has been sent about this ride yet.', {}, { timeout: 10_000 })).toBeTruthy();
  return { fetchMock, user: userEvent.setup() };
}

describe('RideNotifications (the ride detail Notifications tab)', { timeout: 30_000 }, () => {
  it('lists the e-mails and SMS with their state; ADMIN sends a failed one again', async () => {
    let list = [
      delivery({
        id: 2,
        channel: 'SMS',
        recipient: '+420 601 000 003',
        recipientName: 'David Řidič',
        role: 'DRIVER',
        subject: null,
        body: 'Call me',
        status: 'FAILED',
        attempts: 12,
        lastError: 'SMS gateway error 9: insufficient credit',
        sentAt: null,
      }),
      delivery({ id: 1 }),
    ];
    const fetchMock = stubFetch({
      'GET /api/orders/7/deliveries': () => jsonResponse(200, list),
      'POST /api/deliveries/2/retry': () => {
        list = list.map((d) => (d.id === 2 ? { ...d, status: 'PENDING' as const, lastError: null } : d));
        return jsonResponse(200, list[0]);
      },
    });
    renderWithProviders(<RideNotifications rideId={7} />, { user: makeUser(['ADMIN']) });
    const table = screen.getByRole('table', { name: 'E-mails and SMS of the ride' });
    // The form renders first; the list follows its fetch (slow on a loaded machine).
    expect(await within(table).findByText('SMS gateway error 9: insufficient credit', {}, { timeout: 10_000 })).toBeTruthy();
    expect(within(table).getByText('Failed')).toBeTruthy();
    expect(within(table).getByText('12 attempts')).toBeTruthy();
    expect(within(table).getByText('David Řidič · Driver')).toBeTruthy();
    expect(within(table).getByText('Sent')).toBeTruthy();
    expect(within(table).getByText('About your ride')).toBeTruthy();
    expect(within(table).getAllByText('written by Alena Dispečerová')).toHaveLength(2);

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Send again' }));
    expect(await within(table).findByText('Pending')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/deliveries/2/retry')).toHaveLength(1);
    expect(within(table).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('a fleet manager sees the list without "Send again"', async () => {
    stubFetch({ 'GET /api/orders/7/deliveries': () => jsonResponse(200, [delivery({ status: 'FAILED', lastError: 'refused' })]) });
    renderWithProviders(<RideNotifications rideId={7} />, { user: makeUser(['FLEET_MANAGER']) });
    expect(await screen.findByText('refused', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('sends a message: an e-mail needs a subject (checked before sending), an SMS has none', async () => {
    const { fetchMock, user } = await renderEmptyTab('ADMIN', {
      'POST /api/orders/7/send-message': () => jsonResponse(200, { queued: 1, skipped: 0 }),
    });
    const form = screen.getByRole('form', { name: 'Send a message' });
    await user.click(within(form).getByRole('textbox', { name: 'Text' }));
    await user.paste('Your driver waits at gate B.');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Fill in the subject')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/orders/7/send-message')).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: 'SMS' }));
    expect(within(form).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    await user.click(within(form).getByRole('combobox', { name: "To the ride's" }));
    await user.click(await screen.findByRole('option', { name: 'Driver' }));
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'POST /api/orders/7/send-message')).toEqual({
        type: 'SMS',
        userRole: 'DRIVER',
        subject: null,
        body: 'Your driver waits at gate B.',
      }),
    );
    expect(await screen.findByText('The message is on its way to 1 recipient.')).toBeTruthy();
  });

  it('sends the notification of a situation again to the users of a role', async () => {
    const { fetchMock, user } = await renderEmptyTab('FLEET_MANAGER', {
      'GET /api/orders/7/send-notification': () => jsonResponse(200, { queued: 2, skipped: 0 }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Notification' }));
    await user.click(await screen.findByRole('option', { name: 'Driver on the way' }));
    const roles = screen.getAllByRole('combobox', { name: "To the ride's" });
    await user.click(roles[roles.length - 1]!);
    await user.click(await screen.findByRole('option', { name: 'Passenger' }));
    await user.click(screen.getByRole('button', { name: 'Resend notification' }));
    expect(await screen.findByText('The notification is on its way to 2 recipients.')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'GET /api/orders/7/send-notification');
    expect(call?.url.searchParams.get('action')).toBe('ON_THE_WAY');
    expect(call?.url.searchParams.get('role')).toBe('PASSENGER');
  });
});
