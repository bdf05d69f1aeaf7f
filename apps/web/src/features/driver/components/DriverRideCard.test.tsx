import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeRide } from '../../../test/rides';
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
