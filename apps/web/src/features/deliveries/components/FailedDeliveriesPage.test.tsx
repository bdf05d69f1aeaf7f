import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Delivery } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { FailedDeliveriesPage } from './FailedDeliveriesPage';

const FAILED: Delivery = {
  id: 9,
  rideId: 31,
  kind: 'PASSWORD_RESET',
  channel: 'EMAIL',
  recipient: 'jana@example.cz',
  recipientName: 'Jana Nováková',
  role: null,
  language: 'cs',
  subject: 'Nové heslo',
  body: null,
  status: 'FAILED',
  attempts: 12,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-11-20T09:00:00Z',
  sentAt: null,
  createdByName: null,
};

describe('FailedDeliveriesPage (/manage/deliveries)', { timeout: 30_000 }, () => {
  it('lists the failed e-mails and SMS of the portal, then another status on request', async () => {
    const fetchMock = stubFetch({ 'GET /api/deliveries': () => pagedResponse([FAILED]) });
    renderWithProviders(<FailedDeliveriesPage />, { path: '/manage/deliveries', user: makeUser(['ADMIN']) });
    const table = screen.getByRole('table', { name: 'Failed deliveries' });
    expect(await within(table).findByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(within(table).getByText('Password reset · ride 31')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Send again' })).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/deliveries')[0]?.url.searchParams.get('status')).toBe('FAILED');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Sent' }));
    await within(table)
      .findByText('No e-mails or SMS here.')
      .catch(() => undefined);
    expect(callsTo(fetchMock, 'GET /api/deliveries').at(-1)?.url.searchParams.get('status')).toBe('SENT');
  });
});
