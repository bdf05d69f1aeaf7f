import type { RideFlight } from './flights.ts';

/** A ride's tracked flight as the API sends it (`Ride.flight`): scheduled, not checked yet; a fixture for tests. */
export function makeRideFlight(overrides: Partial<RideFlight> = {}): RideFlight {
  return {
    tracking: true,
    flightNumber: 'OK 123',
    status: 'SCHEDULED',
    scheduledArrival: '2026-11-28T14:00:00.000Z',
    expectedArrival: null,
    delayMinutes: null,
    divertedTo: null,
    checkedAt: null,
    ...overrides,
  };
}
