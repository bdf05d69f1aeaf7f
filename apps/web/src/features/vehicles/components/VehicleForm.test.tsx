import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, pagedResponse, renderWithProviders, stubFetch } from '../../../test/render';
import { VehicleFormPage } from './VehicleFormPage';

// The whole form typed field by field with userEvent: about 11 s alone, more on a loaded machine.
describe('VehicleForm', { timeout: 40_000 }, () => {
  it('checks the required fields, then creates the vehicle and shows the list', async () => {
    const fetchMock = stubFetch({
      'GET /api/active-drivers': () =>
        pagedResponse([{ id: 5, userId: 5, name: 'Josef Řidič', phone: null, email: null, online: true, fleetManager: null }]),
      'POST /api/vehicles': (init) => jsonResponse(201, { id: 8, ...JSON.parse(String(init?.body)) }),
    });
    const { router } = renderWithProviders(<VehicleFormPage />, {
      path: '/manage/vehicles/new',
      user: makeUser(['FLEET_MANAGER']),
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('combobox', { name: 'Fleet manager' })).toBeNull(); // a fleet manager's own fleet
    expect((screen.getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Fill in every field.')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Brand' }));
    await user.click(await screen.findByRole('option', { name: 'Skoda' }));
    await user.type(screen.getByRole('textbox', { name: 'Model' }), 'Superb');
    await user.type(screen.getByRole('textbox', { name: 'Registration plate' }), '1ab 2345');
    await user.click(screen.getByRole('combobox', { name: 'Paired drivers' }));
    await user.click(await screen.findByRole('option', { name: 'Josef Řidič' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The vehicle was added.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/vehicles'));
    expect(lastJsonBody(fetchMock, 'POST /api/vehicles')).toEqual({
      brand: 'Skoda',
      model: 'Superb',
      registrationPlate: '1ab 2345',
      category: 'STANDARD',
      color: null,
      interior: null,
      firstRegistration: null,
      technicalInspectionValidUntil: null,
      insuranceValidUntil: null,
      numberOfPeople: 4,
      numberOfLuggage: 2,
      fleetManagerId: null,
      active: true,
      driverIds: [5],
      note: null,
    });
  });
});
