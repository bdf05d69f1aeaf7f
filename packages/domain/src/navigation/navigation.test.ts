import { describe, expect, it } from 'vitest';
import { canOpen, SIDE_MENU, USER_MENU, visibleItems } from './navigation.ts';

const keysFor = (roles: string[]) => visibleItems(SIDE_MENU, roles, () => true).map((i) => i.key);

describe('navigation (spec §6)', () => {
  it.each([
    ['/manage/dispatching', { ADMIN: true, FLEET_MANAGER: true, DRIVER: false, CUSTOMER: false, PASSENGER: false }],
    ['/manage/locations', { ADMIN: true, FLEET_MANAGER: false, DRIVER: false, CUSTOMER: false, PASSENGER: false }],
    ['/manage/frequently-used-addresses', { ADMIN: true, FLEET_MANAGER: false, DRIVER: false, CUSTOMER: false, PASSENGER: false }],
    ['/manage/car-offers', { ADMIN: true, FLEET_MANAGER: false, DRIVER: false, CUSTOMER: false, PASSENGER: false }],
    ['/manage/vehicles', { ADMIN: true, FLEET_MANAGER: true, DRIVER: true, CUSTOMER: false, PASSENGER: false }],
    ['/manage/prices/prices', { ADMIN: true, FLEET_MANAGER: false, DRIVER: false, CUSTOMER: false, PASSENGER: false }],
    ['/dispatching', { ADMIN: true, FLEET_MANAGER: true, DRIVER: false, CUSTOMER: true, PASSENGER: false }],
    ['/manage/drives', { ADMIN: true, FLEET_MANAGER: true, DRIVER: true, CUSTOMER: true, PASSENGER: true }],
    ['/manage/billing', { ADMIN: true, FLEET_MANAGER: true, DRIVER: true, CUSTOMER: true, PASSENGER: false }],
    ['/manage/pasangers', { ADMIN: true, FLEET_MANAGER: false, DRIVER: false, CUSTOMER: true, PASSENGER: false }],
    ['/profile/settings', { ADMIN: true, FLEET_MANAGER: true, DRIVER: true, CUSTOMER: true, PASSENGER: true }],
    ['/driver', { ADMIN: false, FLEET_MANAGER: false, DRIVER: true, CUSTOMER: false, PASSENGER: false }],
    ['/manage/blog', { ADMIN: true, FLEET_MANAGER: false, DRIVER: false, CUSTOMER: false, PASSENGER: false }],
    ['/blog', { ADMIN: true, FLEET_MANAGER: true, DRIVER: true, CUSTOMER: true, PASSENGER: true }],
  ])('%s', (path, expected) => {
    for (const [role, allowed] of Object.entries(expected)) expect([role, canOpen([role], path)]).toEqual([role, allowed]);
  });

  it('users lists: drivers for ADMIN and FLEET_MANAGER, the rest ADMIN only', () => {
    expect(canOpen(['FLEET_MANAGER'], '/manage/users', '?roleName=DRIVER')).toBe(true);
    expect(canOpen(['FLEET_MANAGER'], '/manage/users', '?roleName=CUSTOMER')).toBe(false);
    expect(canOpen(['ADMIN'], '/manage/users', '?roleName=PASSENGER')).toBe(true);
    expect(canOpen(['CUSTOMER'], '/manage/users', '?roleName=DRIVER')).toBe(false);
  });

  it('menus differ by role as spec §6 says', () => {
    expect(keysFor(['CUSTOMER'])).toEqual(['dispatching', 'rides', 'passengers', 'blogReader', 'profileSettings']);
    expect(keysFor(['DRIVER'])).toEqual(['driverRides', 'rides', 'billing', 'vehicles', 'blogReader', 'profileSettings']);
    expect(keysFor(['PASSENGER'])).toEqual(['rides', 'blogReader', 'profileSettings']);
    expect(keysFor(['FLEET_MANAGER'])).toEqual([
      'dispatching',
      'dispatchBoard',
      'rides',
      'vehicles',
      'expiringDocuments',
      'blogReader',
      'usersDrivers',
      'profileSettings',
    ]);
    expect(keysFor(['ADMIN'])).not.toContain('passengers');
    expect(keysFor(['ADMIN'])).toContain('blog');
    expect(keysFor(['ADMIN'])).not.toContain('blogReader');
    expect(keysFor(['ADMIN'])).toContain('loginHistory');
    expect(keysFor(['ADMIN'])).toContain('fixedPrices');
    expect(visibleItems(USER_MENU, ['DRIVER'], () => true).map((i) => i.key)).toEqual(['profileSettings']);
    expect(visibleItems(USER_MENU, ['CUSTOMER'], () => true).map((i) => i.key)).toEqual(['rideImport', 'calculator', 'profileSettings']);
  });

  it('shows only the screens that exist', () => {
    expect(visibleItems(SIDE_MENU, ['ADMIN'], (k) => k === 'rides').map((i) => i.key)).toEqual(['rides']);
  });
});
