import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIDE_COUNTERS } from '@vozka/domain';
import { i18n } from '../../../lib/i18n';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeRide, makeRideFlight } from '../../../test/rides';
import { DriverRideCard } from './DriverRideCard';

const driver = makeUser(['DRIVER'], { id: 9, userId: 9 });

// The card leaves the date out on today's rides: "today" is a fixed day before the fixtures' ride (only Date
// is faked; timers stay real for Testing Library).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-14T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});
/** A ride as the API answers it to its driver: no client price, no payment secret. */
const driverRide = (overrides: Parameters<typeof makeRide>[0] = {}) => {
  const ride = makeRide({ id: 40, driverId: 9, paymentType: 'CASH_DRIVER', ...overrides });
  delete ride.priceForClient;
  delete ride.paymentSecret;
  return ride;
};

describe('the driver ride card: cash to collect (issue 12)', () => {
  it('shows the amount to collect in cash when the API gives it', () => {
    renderWithProviders(<DriverRideCard ride={driverRide({ cashToCollect: 1250.5 })} />, { user: driver });
    expect(screen.getByRole('status').textContent).toMatch(/^Collect in cash: 1,250\.50\sKč$/);
  });

  it('says there is nothing to collect once it is paid, and in Czech', async () => {
    await i18n.changeLanguage('cs');
    renderWithProviders(<DriverRideCard ride={driverRide({ cashToCollect: 0 })} />, { user: driver });
    expect(screen.getByRole('status').textContent).toBe('Zaplaceno — v hotovosti nic nevybírat');
  });

  it('shows nothing about cash on a ride the API gives no amount for', () => {
    renderWithProviders(<DriverRideCard ride={driverRide({ paymentType: 'INVOICE' })} />, { user: driver });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/cash/i)).toBeNull();
  });
});

describe('the driver ride card: the vehicle offer and the extras (issue 17 §5)', () => {
  it('shows the vehicle category and every extra to bring, in en and cs', async () => {
    const ride = driverRide({ vehicleCategory: 'VAN', largeLuggage: 2, childSeats: 1, animals: 0 });
    const { unmount } = renderWithProviders(<DriverRideCard ride={ride} />, { user: driver });
    const extras = screen.getByRole('group', { name: 'Vehicle and extras' });
    expect(extras.textContent).toMatch(/^Vehicle: .+Large luggage: 2Child seats: 1$/);
    unmount();
    await i18n.changeLanguage('cs');
    renderWithProviders(<DriverRideCard ride={ride} />, { user: driver });
    expect(screen.getByRole('group', { name: 'Vůz a výbava' }).textContent).toContain('Dětské sedačky: 1');
  });

  it('shows nothing when the ride names no offer and no extras', () => {
    const none = Object.fromEntries(RIDE_COUNTERS.map((c) => [c, 0]));
    renderWithProviders(<DriverRideCard ride={driverRide({ vehicleCategory: null, ...none })} />, { user: driver });
    expect(screen.queryByRole('group', { name: 'Vehicle and extras' })).toBeNull();
  });
});

describe('the driver ride card: the flight of an airport pickup (issue 20 §1)', () => {
  it('shows how late the flight is beside the flight number', () => {
    const flight = makeRideFlight({ status: 'DELAYED', delayMinutes: 40, expectedArrival: '2026-11-28T14:40:00.000Z' });
    renderWithProviders(<DriverRideCard ride={driverRide({ flightNumber: 'OK 123', flight })} />, { user: driver });
    expect(screen.getByLabelText('Flight OK 123: delayed 40 min').textContent).toBe('✈ delayed 40 min');
  });
});
