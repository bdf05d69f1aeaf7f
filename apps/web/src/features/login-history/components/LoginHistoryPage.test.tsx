import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { LoginHistoryPage } from './LoginHistoryPage';

describe('LoginHistoryPage', () => {
  it('lists sign-ins in Prague time and filters them by user', async () => {
    const fetchMock = stubFetch({
      'GET /api/login-history': () =>
        pagedResponse([
          {
            id: 1,
            userId: 5,
            userName: 'Josef Řidič',
            email: 'josef@example.cz',
            at: '2026-07-01T06:30:00Z',
            ip: '10.0.0.8',
            userAgent: 'Firefox',
          },
        ]),
      'GET /api/uservos': () => pagedResponse([makeUser(['DRIVER'], { id: 5, userId: 5, name: 'Josef Řidič' })]),
    });
    renderWithProviders(<LoginHistoryPage />, { path: '/manage/login-history', user: makeUser(['ADMIN']) });
    const table = screen.getByRole('table', { name: 'Login history' });
    expect(await within(table).findByText('01/07/2026, 08:30')).toBeTruthy(); // summer time in Prague
    expect(within(table).getByText('10.0.0.8')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: /^Josef Řidič/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/login-history').at(-1)?.url.search).toBe('?size=20&userId=5&page=0'));
  });
});
