import { describe, expect, it } from 'vitest';
import { seesTripOffers } from './fetchFreeRidesCount';

const fleet = { id: 7, name: 'Flotila' };

describe('seesTripOffers (the free-rides badge and the trip-offers tab, issue 17 §7)', () => {
  it('shows the pool to fleet managers and to drivers without a fleet manager', () => {
    expect(seesTripOffers({ fleetManager: null, hideTripOffers: false }, ['FLEET_MANAGER'])).toBe(true);
    expect(seesTripOffers({ fleetManager: null, hideTripOffers: false }, ['DRIVER'])).toBe(true);
  });

  it('hides it from a fleet’s driver and from whom hideTripOffers is set on', () => {
    expect(seesTripOffers({ fleetManager: fleet, hideTripOffers: false }, ['DRIVER'])).toBe(false);
    expect(seesTripOffers({ fleetManager: null, hideTripOffers: true }, ['DRIVER'])).toBe(false);
    expect(seesTripOffers({ fleetManager: null, hideTripOffers: false }, ['CUSTOMER'])).toBe(false);
  });
});
