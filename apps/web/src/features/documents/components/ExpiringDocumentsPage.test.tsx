import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpiringDocument } from '@vozka/domain';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { todayInPrague } from '@vozka/domain';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { ExpiringDocumentsPage } from './ExpiringDocumentsPage';

// A fixed "today" for the fixtures and the page alike (only Date is faked; timers stay real).
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-20T09:00:00Z'));
afterAll(() => {
  vi.useRealTimers();
});

function inDays(days: number): string {
  const date = new Date(`${todayInPrague()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DOCUMENTS: ExpiringDocument[] = [
  {
    kind: 'TECHNICAL_INSPECTION',
    validUntil: inDays(-3),
    expired: true,
    vehicle: { id: 2, registrationPlate: '1AB2345' },
    user: null,
    fileId: null,
    fileType: null,
  },
  {
    kind: 'FILE',
    validUntil: inDays(5),
    expired: false,
    vehicle: null,
    user: { id: 5, name: 'Josef Řidič' },
    fileId: 11,
    fileType: 'DRIVING_LICENSE',
  },
];

describe('ExpiringDocumentsPage', () => {
  it('shows what runs out within 30 days, expired in red, linking to the owner', async () => {
    const fetchMock = stubFetch({ 'GET /api/documents/expiring': () => jsonResponse(200, DOCUMENTS) });
    renderWithProviders(<ExpiringDocumentsPage />, { path: '/manage/documents', user: makeUser(['FLEET_MANAGER']) });
    const table = screen.getByRole('table', { name: 'Expiring documents' });

    const plate = await within(table).findByRole('link', { name: '1AB2345' });
    expect(plate.getAttribute('href')).toBe('/manage/vehicles/2');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Technical inspection')).toBeTruthy();
    expect(within(rows[1]!).getByText('Expired')).toBeTruthy();
    expect(within(rows[2]!).getByText('Driving licence')).toBeTruthy();
    expect(within(rows[2]!).getByText('Expires in 5 days')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'Josef Řidič' }).getAttribute('href')).toBe('/manage/users/5?roleName=DRIVER');
    expect(callsTo(fetchMock, 'GET /api/documents/expiring')[0]?.url.search).toBe('?days=30');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Running out within' }));
    await user.click(await screen.findByRole('option', { name: '90 days' }));
    expect(callsTo(fetchMock, 'GET /api/documents/expiring').at(-1)?.url.search).toBe('?days=90');
  });
});
