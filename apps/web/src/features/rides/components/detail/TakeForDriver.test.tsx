import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriverSuggestions, Ride } from '@vozka/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../../test/render';
import { makeRide } from '../../../../test/rides';
import { StatusActions } from './StatusActions';

const fm = makeUser(['FLEET_MANAGER'], { id: 5, userId: 5 });
const free: Ride = makeRide({ id: 40, status: 'FREE', driverId: null, abilities: { ...makeRide().abilities, nextStatuses: ['PLANNED'] } });
const vehicle = { registrationPlate: '1AB 2345', brand: 'Škoda', model: 'Superb', numberOfPeople: 4, numberOfLuggage: 3 };
const suggestions: DriverSuggestions = {
  rideId: 40,
  pickup: { address: 'Praha', latitude: null, longitude: null },
  suggestions: [
    {
      driverId: 11,
      name: 'Řidič Dvořák',
      ident: '1AB 2345',
      online: false,
      operating: 'OFFLINE',
      etaMinutes: null,
      distanceKm: null,
      vehicle: { id: 77, ...vehicle },
      reasons: ['FITS_VEHICLE'],
    },
  ],
  excluded: [{ driverId: 12, name: 'Řidič Malý', reason: 'NO_VEHICLE', detail: 'no active paired vehicle' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('a fleet manager takes a free ride for its driver (issue 17 §6)', () => {
  it('chooses one of its drivers and sends it with the paired vehicle, not a bare PLANNED', async () => {
    const fetchMock = stubFetch({
      'GET /api/orders/40/driver-suggestions': () => jsonResponse(200, suggestions),
      'PUT /api/orders/40': () => jsonResponse(200, { ...free, status: 'PLANNED', driverId: 11 }),
      'GET /api/orders/40': () => jsonResponse(200, free),
    });
    const user = userEvent.setup();
    renderWithProviders(<StatusActions ride={free} />, { user: fm });
    expect(screen.queryByRole('button', { name: /Set status/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take for a driver' }));
    const dialog = await screen.findByRole('dialog');
    const take = within(dialog).getByRole('button', { name: 'Take the ride' });
    expect(take.hasAttribute('disabled')).toBe(true);
    expect(await within(dialog).findByText(/Řidič Malý — no vehicle/)).toBeTruthy();
    await user.click(await within(dialog).findByRole('radio', { name: 'Řidič Dvořák' }));
    expect(within(dialog).getByText('1AB 2345 · Škoda Superb')).toBeTruthy();
    await user.click(take);
    await waitFor(() =>
      expect(lastJsonBody(fetchMock, 'PUT /api/orders/40')).toEqual({
        status: 'PLANNED',
        driverId: 11,
        vehicleId: 77,
        version: free.version,
      }),
    );
  });

  it('an ADMIN keeps the plain status button', () => {
    stubFetch({});
    renderWithProviders(<StatusActions ride={free} />, { user: makeUser(['ADMIN']) });
    expect(screen.getByRole('button', { name: /Set status/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take for a driver' })).toBeNull();
  });
});
