import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../../test/render';
import { makeRide, makeRideFor } from '../../../../test/rides';
import { RideEditPage } from './RideEditPage';

function renderEdit(roles: Role[]) {
  const fetchMock = stubFetch({
    'GET /api/orders/12': () => jsonResponse(200, makeRideFor(roles[0]!)),
    'PUT /api/orders/12': () => jsonResponse(200, makeRide({ version: 4 })),
  });
  const result = renderWithProviders(<RideEditPage />, {
    path: '/manage/drives/:id/edit',
    url: '/manage/drives/12/edit',
    user: makeUser(roles),
  });
  return { ...result, fetchMock };
}

describe('RideEditPage', { timeout: 30_000 }, () => {
  it('edits the ride in the form and opens it after saving', async () => {
    const { fetchMock, router } = renderEdit(['ADMIN']);
    await screen.findByRole('form', { name: 'Edit ride 12' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/drives/12'));
    expect(lastJsonBody(fetchMock, 'PUT /api/orders/12')).toMatchObject({ version: 3 });
  });

  it('sends a driver to the ride itself (drivers change the status with its buttons)', async () => {
    const { router } = renderEdit(['DRIVER']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/drives/12'));
  });
});
