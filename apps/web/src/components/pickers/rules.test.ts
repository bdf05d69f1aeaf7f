import { describe, expect, it } from 'vitest';
import { canClearDriver, canClearFleet, dedupeByUserId } from './rules';

const set = { id: 3, name: 'Petr' };

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

  it('lets ADMIN and FLEET_MANAGER clear the driver once set', () => {
    expect(canClearDriver(['ADMIN'], set)).toBe(true);
    expect(canClearDriver(['FLEET_MANAGER'], set)).toBe(true);
    expect(canClearDriver(['ADMIN'], null)).toBe(false);
    expect(canClearDriver(['CUSTOMER'], set)).toBe(false);
    expect(canClearDriver(['DRIVER'], set)).toBe(false);
  });

  it('lets ADMIN clear the fleet always, a FLEET_MANAGER only before a final status', () => {
    expect(canClearFleet(['ADMIN'], set, true)).toBe(true);
    expect(canClearFleet(['FLEET_MANAGER'], set, false)).toBe(true);
    expect(canClearFleet(['FLEET_MANAGER'], set, true)).toBe(false);
    expect(canClearFleet(['CUSTOMER'], set, false)).toBe(false);
    expect(canClearFleet(['ADMIN'], null, false)).toBe(false);
  });
});
