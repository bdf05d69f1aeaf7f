import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canClearFleet,
  noShowAllowedFrom,
  NO_SHOW_GRACE_MINUTES,
  canTransition,
  FINAL_STATUSES,
  isFinal,
  nextStatuses,
  partiesOf,
  RIDE_STATUSES,
  type Party,
  type RideStatus,
} from './ride-status.ts';

const P = (...p: Party[]) => new Set<Party>(p);

describe('ride status table', () => {
  it.each<[RideStatus, RideStatus, Party[], boolean]>([
    ['NEW', 'PLANNED', ['ADMIN'], true],
    ['NEW', 'PLANNED', ['RIDE_FLEET_MANAGER'], false],
    ['UNCONFIRMED', 'PLANNED', ['RIDE_FLEET_MANAGER'], true],
    ['UNCONFIRMED', 'PLANNED', ['POOL_FLEET_MANAGER'], false],
    ['FREE', 'PLANNED', ['POOL_DRIVER'], true],
    ['FREE', 'PLANNED', ['ASSIGNED_DRIVER'], false],
    ['FREE', 'UNCONFIRMED', ['RIDE_FLEET_MANAGER'], false],
    ['PLANNED', 'ACCEPTED_BY_DRIVER', ['ASSIGNED_DRIVER'], true],
    ['PLANNED', 'ACCEPTED_BY_DRIVER', ['POOL_DRIVER'], false],
    ['ACCEPTED_BY_DRIVER', 'UNCONFIRMED', ['ASSIGNED_DRIVER'], true],
    ['ACCEPTED_BY_DRIVER', 'ON_THE_WAY', ['ASSIGNED_DRIVER'], true],
    ['ACCEPTED_BY_DRIVER', 'ON_THE_PLACE', ['ASSIGNED_DRIVER'], false],
    ['ON_THE_PLACE', 'NOT_ARRIVED', ['ASSIGNED_DRIVER'], true],
    ['OCCUPIED', 'DONE', ['RIDE_FLEET_MANAGER'], false],
    ['OCCUPIED', 'CANCELED_BY_CLIENT', ['RIDE_CUSTOMER'], false],
    ['ON_THE_PLACE', 'CANCELED_BY_CLIENT', ['RIDE_CUSTOMER'], true],
    ['NEW', 'CANCELED_BY_DRIVER', ['ASSIGNED_DRIVER'], false],
    ['ON_THE_WAY', 'CANCELED_BY_DRIVER', ['ASSIGNED_DRIVER'], true],
    ['OCCUPIED', 'DELETED', ['ADMIN'], true],
    ['OCCUPIED', 'DELETED', ['RIDE_CUSTOMER'], false],
  ])('%s → %s by %j: %s', (from, to, parties, allowed) => {
    expect(canTransition({ from, to, parties: P(...parties) })).toBe(allowed);
  });

  it('only ADMIN reopens a final status, and only to the status it came from', () => {
    expect(canTransition({ from: 'DONE', to: 'OCCUPIED', parties: P('ADMIN'), previous: 'OCCUPIED' })).toBe(true);
    expect(canTransition({ from: 'DONE', to: 'PLANNED', parties: P('ADMIN'), previous: 'OCCUPIED' })).toBe(false);
    expect(canTransition({ from: 'DONE', to: 'OCCUPIED', parties: P('ASSIGNED_DRIVER', 'RIDE_FLEET_MANAGER'), previous: 'OCCUPIED' })).toBe(
      false,
    );
    expect(canTransition({ from: 'DELETED', to: 'NEW', parties: P('ADMIN'), previous: null })).toBe(false);
  });

  it('a fleet manager cannot clear the fleet of a final ride; ADMIN always can', () => {
    for (const s of RIDE_STATUSES) {
      expect(canClearFleet(s, P('ADMIN'))).toBe(true);
      expect(canClearFleet(s, P('RIDE_FLEET_MANAGER'))).toBe(!isFinal(s));
      expect(canClearFleet(s, P('POOL_FLEET_MANAGER'))).toBe(false);
    }
  });

  it('derives parties from user and ride', () => {
    const ride = { driverId: 7, fleetManagerId: 3, customerId: 9 };
    expect([...partiesOf({ id: 3, roles: ['FLEET_MANAGER'], fleetManagerId: null }, ride)].sort()).toEqual([
      'POOL_FLEET_MANAGER',
      'RIDE_FLEET_MANAGER',
    ]);
    expect([...partiesOf({ id: 7, roles: ['DRIVER'], fleetManagerId: 3 }, ride)]).toEqual(['ASSIGNED_DRIVER']);
    expect([...partiesOf({ id: 8, roles: ['DRIVER'], fleetManagerId: null }, ride)]).toEqual(['POOL_DRIVER']);
    expect([...partiesOf({ id: 9, roles: ['CUSTOMER'], fleetManagerId: null }, ride)]).toEqual(['RIDE_CUSTOMER']);
    expect([...partiesOf({ id: 10, roles: ['CUSTOMER', 'PASSENGER'], fleetManagerId: null }, ride)]).toEqual([]);
  });
});

describe('ride status machine, property-based', () => {
  const ALL_PARTIES: Party[] = ['ADMIN', 'RIDE_FLEET_MANAGER', 'POOL_FLEET_MANAGER', 'ASSIGNED_DRIVER', 'POOL_DRIVER', 'RIDE_CUSTOMER'];
  const step = fc.record({ party: fc.constantFrom(...ALL_PARTIES), to: fc.constantFrom(...RIDE_STATUSES) });

  it('random calls by random parties only ever take allowed steps, and leave a final status only by an admin reopen', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let status: RideStatus = 'NEW';
        let previous: RideStatus | null = null;
        for (const { party, to } of steps) {
          const parties = P(party);
          if (!canTransition({ from: status, to, parties, previous })) continue;
          if (isFinal(status)) {
            expect(party).toBe('ADMIN');
            expect(to).toBe(previous);
          }
          expect(nextStatuses(status, parties, previous)).toContain(to);
          previous = status;
          status = to;
        }
        expect(RIDE_STATUSES).toContain(status);
      }),
    );
  });

  it('every non-final status can reach DONE, and nothing leaves a final status without ADMIN', () => {
    for (const s of RIDE_STATUSES) {
      for (const to of RIDE_STATUSES) {
        if (FINAL_STATUSES.includes(s)) {
          expect(canTransition({ from: s, to, parties: P(...ALL_PARTIES.filter((p) => p !== 'ADMIN')), previous: 'PLANNED' })).toBe(false);
        }
      }
    }
    const reach = (from: RideStatus, seen = new Set<RideStatus>()): Set<RideStatus> => {
      seen.add(from);
      for (const to of nextStatuses(from, P(...ALL_PARTIES))) if (!seen.has(to)) reach(to, seen);
      return seen;
    };
    for (const s of RIDE_STATUSES.filter((x) => !isFinal(x))) expect([s, reach(s).has('DONE')]).toEqual([s, true]);
  });
});

describe('noShowAllowedFrom', () => {
  it('is the pick-up time plus the grace time', () => {
    expect(noShowAllowedFrom(new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      `2026-11-21T10:${String(NO_SHOW_GRACE_MINUTES).padStart(2, '0')}:00.000Z`,
    );
  });
});
