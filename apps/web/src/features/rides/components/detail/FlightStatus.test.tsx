import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../../test/render';
import { makeRide, makeRideFlight } from '../../../../test/rides';
import { FlightStatus } from './FlightStatus';

describe('the ride detail: Check flight now', () => {
  it('is offered to ADMIN and asks the API', async () => {
    const ride = makeRide({ id: 7, flightNumber: 'OK 123', flight: makeRideFlight() });
    const fetchMock = stubFetch({ 'POST /api/orders/7/flight/check': () => jsonResponse(200, makeRideFlight({ status: 'ON_TIME' })) });
    renderWithProviders(<FlightStatus ride={ride} />, { user: makeUser(['ADMIN']) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check flight now' }));
    expect(callsTo(fetchMock, 'POST /api/orders/7/flight/check')).toHaveLength(1);
  });

  it('is not offered to a driver, nor while tracking is off', () => {
    const ride = makeRide({ id: 7, flight: makeRideFlight() });
    const { unmount } = renderWithProviders(<FlightStatus ride={ride} />, { user: makeUser(['DRIVER']) });
    expect(screen.queryByRole('button', { name: 'Check flight now' })).toBeNull();
    unmount();
    renderWithProviders(<FlightStatus ride={{ ...ride, flight: makeRideFlight({ tracking: false }) }} />, { user: makeUser(['ADMIN']) });
    expect(screen.queryByRole('button', { name: 'Check flight now' })).toBeNull();
  });
});
