import { screen } from '@testing-library/react';
import type { Role } from '@vozka/domain';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../test/render';
import { SideMenu } from './SideMenu';
import { groupMenu, isActiveItem } from './menu';

const everyScreen = () => true;

function renderMenu(roles: Role[], has?: (key: string) => boolean, url = '/dispatching') {
  return renderWithProviders(<SideMenu roles={roles} has={has} />, { path: '*', url, user: makeUser(roles) });
}

const linkNames = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('SideMenu', () => {
  it('shows an ADMIN the admin-only screens a CUSTOMER does not see', () => {
    renderMenu(['ADMIN'], everyScreen);
    const admin = linkNames();
    expect(admin).toEqual(
      expect.arrayContaining(['Dispatching', 'Rides', 'Billing', 'Locations', 'Vehicles', 'Settings', 'Profile settings']),
    );
    expect(admin).not.toContain('Passengers'); // the passengers page is the client's
    expect(screen.getByRole('button', { name: 'Prices' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Users' })).toBeTruthy();
  });

  it('shows a CUSTOMER only their screens', () => {
    renderMenu(['CUSTOMER'], everyScreen);
    const customer = linkNames();
    expect(customer).toEqual(['Dispatching', 'Rides', 'Passengers', 'News', 'Profile settings']);
    expect(screen.queryByRole('button', { name: 'Prices' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Users' })).toBeNull();
  });

  it('gives a FLEET_MANAGER the users group with drivers only', () => {
    renderMenu(['FLEET_MANAGER'], everyScreen, '/manage/users?roleName=DRIVER');
    expect(screen.getByRole('button', { name: 'Users' })).toBeTruthy();
    expect(linkNames()).toContain('Drivers');
    expect(linkNames()).not.toContain('Admins');
  });

  it('lists only the screens the web has (the registry by default)', () => {
    renderMenu(['ADMIN']);
    expect(linkNames()).toEqual([
      'Dispatching',
      'Dispatch board',
      'Rides',
      'Billing',
      'Locations',
      'Flight numbers',
      'Most common addresses',
      'Vehicle offers',
      'Vehicles',
      'Expiring documents',
      'Notifications',
      'Dashboard',
      'Failed deliveries',
      'Blog',
      'Login history',
      'Settings',
      'API keys',
      'Webhooks',
      'Profile settings',
    ]);
    expect(screen.getByRole('button', { name: 'Users' })).toBeTruthy(); // the users lists are in the group
    expect(screen.getByRole('button', { name: 'Prices' })).toBeTruthy(); // prices and fixed prices
  });

  it('does not offer a DRIVER the dispatching, but its own rides of today first', () => {
    renderMenu(['DRIVER'], undefined, '/manage/drives');
    expect(linkNames()).toEqual(['My rides today', 'Rides', 'Billing', 'Vehicles', 'News', 'Profile settings']);
    expect(screen.getByRole('link', { name: 'Rides' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('menu helpers', () => {
  it('groups prices and users items where the group first appears', () => {
    const entries = groupMenu([
      { key: 'a', path: '/a', roles: ['ADMIN'] },
      { key: 'prices', path: '/p', roles: ['ADMIN'], group: 'prices' },
      { key: 'b', path: '/b', roles: ['ADMIN'] },
      { key: 'fixedPrices', path: '/f', roles: ['ADMIN'], group: 'prices' },
    ]);
    expect(entries.map((e) => (e.kind === 'item' ? e.item.key : `${e.group}:${e.items.length}`))).toEqual(['a', 'prices:2', 'b']);
  });

  it('matches users items on their role query', () => {
    const drivers = { key: 'usersDrivers', path: '/manage/users?roleName=DRIVER', roles: ['ADMIN'] as const };
    expect(isActiveItem(drivers, '/manage/users', '?roleName=DRIVER')).toBe(true);
    expect(isActiveItem(drivers, '/manage/users', '?roleName=ADMIN')).toBe(false);
  });
});
