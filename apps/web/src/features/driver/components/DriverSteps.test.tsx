import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ride, RideStatus } from '@vozka/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, makeUser, renderWithProviders, stubFetch } from '../../../test/render';
import { makeRide } from '../../../test/rides';
import { i18n } from '../../../lib/i18n';
import { NextStepButtons } from './NextStepButtons';
import { DriverPage } from './DriverPage';

const driver = makeUser(['DRIVER'], { id: 9, userId: 9 });
// Pick-up at 14:30 Prague (summer); the driver may set off from 13:00.
const rideIn = (status: RideStatus, nextStatuses: RideStatus[], id = 40): Ride =>
  makeRide({ id, status, driverId: 9, date: '2026-07-15T12:30:00Z', abilities: { ...makeRide().abilities, edit: false, nextStatuses } });
const RULES = { leadMinutes: 90, otherActiveRideId: null };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-15T10:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe("the driver's steps follow the clock (issue 17 §2)", () => {
  it('disables "on the way" before the lead time and says why, in en and cs', async () => {
    renderWithProviders(<NextStepButtons ride={rideIn('ACCEPTED_BY_DRIVER', ['ON_THE_WAY'])} rules={RULES} />, { user: driver });
    expect(screen.getByRole('button', { name: 'On the way' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toBe('You can set off at the earliest 90 minutes before pick-up (from 13:00).');
    await i18n.changeLanguage('cs');
    expect(await screen.findByText('Vyrazit můžete nejdříve 90 minut před vyzvednutím (od 13:00).')).toBeTruthy();
  });

  it('enables it within the lead time, and refuses a second ride while one is on the way', () => {
    vi.setSystemTime(new Date('2026-07-15T11:05:00Z'));
    const { unmount } = renderWithProviders(<NextStepButtons ride={rideIn('ACCEPTED_BY_DRIVER', ['ON_THE_WAY'])} rules={RULES} />, {
      user: driver,
    });
    expect(screen.getByRole('button', { name: 'On the way' }).hasAttribute('disabled')).toBe(false);
    unmount();
    renderWithProviders(
      <NextStepButtons ride={rideIn('ACCEPTED_BY_DRIVER', ['ON_THE_WAY'])} rules={{ leadMinutes: 90, otherActiveRideId: 7 }} />,
      { user: driver },
    );
    expect(screen.getByRole('button', { name: 'On the way' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('note').textContent).toBe('Finish ride 7 first: you are on one ride at a time.');
  });

  it('offers to undo the step just made on the driver screen, and undoes it', async () => {
    vi.setSystemTime(new Date('2026-07-15T12:40:00Z'));
    let current = rideIn('OCCUPIED', ['DONE']);
    const fetchMock = stubFetch({
      'GET /api/settings/driver-steps': () => jsonResponse(200, { leadMinutes: 90 }),
      'GET /api/orders': () => jsonResponse(200, { totalPages: 1, objects: [current] }),
      'PUT /api/orders/40/undo-step': () => ((current = rideIn('OCCUPIED', ['DONE'])), jsonResponse(200, current)),
      'PUT /api/orders/40': () => ((current = rideIn('DONE', [])), jsonResponse(200, current)),
    });
    const user = userEvent.setup();
    renderWithProviders(<DriverPage />, { user: driver });
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    const bar = await screen.findByRole('region', { name: 'Undo the last step' });
    expect(within(bar).getByText('Ride 40: Done')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/orders/40/undo-step')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Undo the last step' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Done' })).toBeTruthy();
  });
});
