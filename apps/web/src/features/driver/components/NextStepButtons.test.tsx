import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ride, RideStatus } from '@vozka/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, lastJsonBody, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { makeRide } from '../../../test/rides';
import { nextSteps } from '../next-steps';
import { NextStepButtons } from './NextStepButtons';

const driver = makeUser(['DRIVER'], { id: 9, userId: 9 });
const rideIn = (status: RideStatus, nextStatuses: RideStatus[], date = '2026-07-15T12:30:00Z'): Ride =>
  makeRide({ id: 40, status, driverId: 9, date, abilities: { ...makeRide().abilities, edit: false, nextStatuses } });

const buttonNames = () => screen.getAllByRole('button').map((b) => b.textContent);

// The buttons judge the pick-up time against "now": a fixed morning before the rides' pick-up, never the real
// clock (only Date is faked; timers stay real for Testing Library).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-15T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the driver next-step buttons', () => {
  it('offers accept and decline on an assigned ride, nothing the API does not allow', () => {
    renderWithProviders(<NextStepButtons ride={rideIn('PLANNED', ['ACCEPTED_BY_DRIVER', 'UNCONFIRMED', 'CANCELED_BY_DRIVER'])} />, {
      user: driver,
    });
    expect(buttonNames()).toEqual(['Accept', 'Decline']);
  });

  it.each([
    ['ACCEPTED_BY_DRIVER', ['ON_THE_WAY', 'UNCONFIRMED'], ['On the way', 'Decline']],
    ['ON_THE_WAY', ['ON_THE_PLACE', 'CANCELED_BY_DRIVER'], ['At the pick-up']],
    ['OCCUPIED', ['DONE'], ['Done']],
    ['DONE', [], []],
  ] as const)('in %s shows only the next step', (status, allowed, names) => {
    renderWithProviders(<NextStepButtons ride={rideIn(status, [...allowed])} />, { user: driver });
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(names);
  });

  it('keeps "did not come" disabled until the waiting grace time after the pick-up', () => {
    const pickUp = '2026-07-15T12:30:00Z';
    const ride = rideIn('ON_THE_PLACE', ['OCCUPIED', 'NOT_ARRIVED'], pickUp);
    expect(nextSteps(ride, new Date('2026-07-15T12:40:00Z'))[1]).toMatchObject({
      status: 'NOT_ARRIVED',
      availableAt: new Date('2026-07-15T12:45:00Z'),
    });
    expect(nextSteps(ride, new Date('2026-07-15T12:46:00Z'))[1]).toMatchObject({ availableAt: null });

    renderWithProviders(<NextStepButtons ride={ride} now={new Date('2026-07-15T12:40:00Z')} />, { user: driver });
    expect(screen.getByRole('button', { name: 'Passenger on board' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Passenger no-show' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Possible from 14:45/)).toBeTruthy();
  });

  it('sends the step with the ride version; declining asks first', async () => {
    const fetchMock = stubFetch({
      'PUT /api/orders/40': () => jsonResponse(200, rideIn('ON_THE_WAY', ['ON_THE_PLACE'])),
      'GET /api/orders': () => jsonResponse(200, { totalPages: 1, objects: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NextStepButtons ride={rideIn('ACCEPTED_BY_DRIVER', ['ON_THE_WAY', 'UNCONFIRMED'])} />, {
      user: driver,
    });
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Decline this ride\?/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'On the way' }));
    await waitFor(() => expect(lastJsonBody(fetchMock, 'PUT /api/orders/40')).toEqual({ status: 'ON_THE_WAY', version: 3 }));
  });
});
