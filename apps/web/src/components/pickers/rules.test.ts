import { describe, expect, it } from 'vitest';
import { abilitiesAs, makeRide } from '../../test/rides';
import { dedupeByUserId, rideFleetClearable } from './rules';

describe('picker rules', () => {
  it('removes duplicates by userId, keeping the first', () => {
    const options = [
      { id: 1, userId: 10, name: 'A' },
      { id: 2, userId: 10, name: 'A again' },
      { id: 3, name: 'no userId' },
      { id: 3, name: 'same id' },
    ];
    expect(dedupeByUserId(options).map((o) => o.name)).toEqual(['A', 'no userId']);
  });

  it("clears a ride's fleet as the API's abilities say, a new ride's and a fleet just chosen always", () => {
    const done = { status: 'DONE', previousStatus: 'OCCUPIED', fleetManagerId: 5 } as const;
    expect(rideFleetClearable(makeRide({ ...done, abilities: abilitiesAs(['ADMIN'], done) }))).toBe(true);
    expect(rideFleetClearable(makeRide({ ...done, abilities: abilitiesAs(['RIDE_FLEET_MANAGER'], done) }))).toBe(false);
    const planned = { ...done, status: 'PLANNED' } as const;
    expect(rideFleetClearable(makeRide({ ...planned, abilities: abilitiesAs(['RIDE_FLEET_MANAGER'], planned) }))).toBe(true);
    const none = { ...planned, fleetManagerId: null };
    expect(rideFleetClearable(makeRide({ ...none, abilities: abilitiesAs(['ADMIN'], none) }))).toBe(true);
    expect(rideFleetClearable(null)).toBe(true);
  });
});
