import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ride } from '@vozka/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders } from '../../../test/render';
import { makeRide } from '../../../test/rides';
import { announcements, fingerprint } from '../assignments';
import { AssignmentBanner } from './AssignmentBanner';

const driver = makeUser(['DRIVER'], { id: 9, userId: 9 });
const mine = (id: number, overrides: Partial<Ride> = {}) =>
  makeRide({ id, status: 'PLANNED', driverId: 9, date: '2031-01-05T13:30:00Z', ...overrides });
const KEY = 'vozka.seenAssignments.9';

let vibrate: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
});
afterEach(() => localStorage.clear());

function show(rides: Ride[]) {
  return renderWithProviders(<AssignmentBanner rides={rides} driverId={9} />, { user: driver });
}

describe('the assignment banner (issue 17 §3)', () => {
  it('takes what is there the first time as seen', () => {
    show([mine(1)]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ 1: fingerprint(mine(1)) });
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('announces a new and a changed assignment, vibrates, stays after a reload until "Seen"', async () => {
    localStorage.setItem(KEY, JSON.stringify({ 1: fingerprint(mine(1)) }));
    const rides = [mine(1, { date: '2031-01-05T14:00:00Z' }), mine(2), mine(3, { driverId: 4 }), mine(4, { status: 'ON_THE_WAY' })];
    const first = show(rides);
    expect(screen.getByRole('alert').textContent).toMatch(/New for you \(2\)/);
    expect(screen.getByText(/^Ride changed: .*15:00/)).toBeTruthy();
    expect(screen.getByText(/^New ride: .*14:30/)).toBeTruthy();
    expect(vibrate).toHaveBeenCalledTimes(1);
    first.unmount();

    show(rides); // a reload: still there
    await userEvent.setup().click(screen.getByRole('button', { name: 'Seen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(announcements(rides, 9, JSON.parse(localStorage.getItem(KEY)!))).toEqual([]);
  });

  it('does not announce the driver’s own steps', () => {
    const seen = { 1: fingerprint(mine(1)) };
    expect(announcements([mine(1, { status: 'ACCEPTED_BY_DRIVER', version: 9 })], 9, seen)).toEqual([]);
  });
});
