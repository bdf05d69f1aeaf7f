import { describe, expect, it } from 'vitest';
import { canClearDriver, isDispatcher, pricesForAnyClient, seesFreePool, userRolesManagedBy } from '../auth/permissions.ts';
import { paymentAbilities, rideAbilities, statusOnAssign } from './ride-abilities.ts';
import { partiesOf, type Party } from './ride-status.ts';

const P = (...p: Party[]) => new Set<Party>(p);
const ride = { driverId: 7, fleetManagerId: 3, customerId: 9, passengerId: 10 };

describe('ride abilities', () => {
  it('gives the payments to the ride’s parties: all to dispatch and the client side, cash to its driver, none to the pool', () => {
    expect(paymentAbilities(P('ADMIN'))).toEqual({ view: true, manage: true, addCash: false, copyLinks: true });
    expect(paymentAbilities(P('RIDE_FLEET_MANAGER', 'POOL_FLEET_MANAGER'))).toEqual({
      view: true,
      manage: false,
      addCash: false,
      copyLinks: true,
    });
    expect(paymentAbilities(P('ASSIGNED_DRIVER'))).toEqual({ view: true, manage: false, addCash: true, copyLinks: false });
    expect(paymentAbilities(P('RIDE_CUSTOMER'))).toEqual({ view: true, manage: false, addCash: false, copyLinks: true });
    expect(paymentAbilities(P('RIDE_PASSENGER'))).toEqual({ view: true, manage: false, addCash: false, copyLinks: false });
    // A fleet manager looking at a FREE ride of the pool reads none of its payments (the web used to show the tab).
    expect(paymentAbilities(P('POOL_FLEET_MANAGER')).view).toBe(false);
    expect(paymentAbilities(P('POOL_DRIVER')).view).toBe(false);
  });

  it('makes a passenger of the ride a party of its own, and nobody else', () => {
    expect([...partiesOf({ id: 10, roles: ['PASSENGER'], fleetManagerId: null }, ride)]).toEqual(['RIDE_PASSENGER']);
    expect([...partiesOf({ id: 11, roles: ['PASSENGER'], fleetManagerId: null }, ride)]).toEqual([]);
  });

  it('keeps the History tab from a passenger', () => {
    const facts = { status: 'PLANNED', previousStatus: 'FREE', fleetManagerId: 3 } as const;
    expect(rideAbilities(facts, P('RIDE_PASSENGER')).history).toBe(false);
    expect(rideAbilities(facts, P('ASSIGNED_DRIVER')).history).toBe(true);
  });
});

describe('role rules', () => {
  it('dispatch is ADMIN and FLEET_MANAGER; they clear the driver picker', () => {
    for (const roles of [['ADMIN'], ['FLEET_MANAGER'], ['DRIVER', 'FLEET_MANAGER']]) {
      expect(isDispatcher(roles)).toBe(true);
      expect(canClearDriver(roles)).toBe(true);
    }
    for (const roles of [['DRIVER'], ['CUSTOMER'], ['PASSENGER'], []]) {
      expect(isDispatcher(roles)).toBe(false);
      expect(canClearDriver(roles)).toBe(false);
    }
  });

  it('shows the free pool to fleet managers and to drivers without a fleet', () => {
    expect(seesFreePool({ roles: ['FLEET_MANAGER'], fleetManagerId: null })).toBe(true);
    expect(seesFreePool({ roles: ['DRIVER'], fleetManagerId: null })).toBe(true);
    expect(seesFreePool({ roles: ['DRIVER'], fleetManagerId: 3 })).toBe(false);
    expect(seesFreePool({ roles: ['ADMIN'], fleetManagerId: null })).toBe(false);
  });

  it('lets ADMIN manage every role and a fleet manager its drivers; ADMIN and a fleet manager price for any client', () => {
    expect(userRolesManagedBy(['ADMIN'])).toEqual(['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER']);
    expect(userRolesManagedBy(['FLEET_MANAGER', 'DRIVER'])).toEqual(['DRIVER']);
    expect(userRolesManagedBy(['CUSTOMER'])).toEqual([]);
    expect([['ADMIN'], ['FLEET_MANAGER'], ['FLEET_MANAGER', 'CUSTOMER']].map(pricesForAnyClient)).toEqual([true, true, true]);
    expect([['CUSTOMER'], ['PASSENGER'], ['DRIVER']].map(pricesForAnyClient)).toEqual([false, false, false]);
  });
});

describe('statusOnAssign', () => {
  const plannable = { nextStatuses: ['PLANNED' as const] };
  it('plans a waiting ride the caller may plan; leaves others and a removed driver alone', () => {
    expect(statusOnAssign({ status: 'NEW', abilities: plannable }, 7)).toBe('PLANNED');
    expect(statusOnAssign({ status: 'FREE', abilities: plannable }, 7)).toBe('PLANNED');
    expect(statusOnAssign({ status: 'NEW', abilities: plannable }, null)).toBeNull();
    expect(statusOnAssign({ status: 'ON_THE_WAY', abilities: plannable }, 7)).toBeNull();
    expect(statusOnAssign({ status: 'NEW', abilities: { nextStatuses: [] } }, 7)).toBeNull();
  });
});
