import type { Role } from '../auth/roles.ts';
import { ROLES } from '../auth/roles.ts';

const ALL: readonly Role[] = ROLES;
const ADMIN: readonly Role[] = ['ADMIN'];

export interface NavItem {
  /** Stable key, also the i18n key `nav.<key>` of its label. */
  key: string;
  path: string;
  roles: readonly Role[];
  /** Items of a group are shown under the group's label. */
  group?: 'prices' | 'users';
  /** Who may open the screen when it differs from who sees it in the menu. */
  access?: readonly Role[];
}

/** An item of the Users group: the users screen filtered to one role (ADMIN sees it unless `roles` says more). */
function usersItem(item: { key: string; roleName: Role; roles?: readonly Role[] }): NavItem {
  return { key: item.key, path: `/manage/users?roleName=${item.roleName}`, roles: item.roles ?? ADMIN, group: 'users' };
}

/**
 * The side menu of spec §6, in the spec's order. The web shows an item when the user holds one of its
 * roles and the web has the screen; the route guard uses the same roles (see `canOpen`).
 */
export const SIDE_MENU: readonly NavItem[] = [
  { key: 'dispatching', path: '/dispatching', roles: ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER'] },
  // The dispatch map (spec §2 menu route /manage/dispatching, a restricted screen) and the driver's
  // phone screen (the driver's landing since issue 17 §1; the rides table is the next item).
  { key: 'dispatchBoard', path: '/manage/dispatching', roles: ['ADMIN', 'FLEET_MANAGER'] },
  { key: 'driverRides', path: '/driver', roles: ['DRIVER'] },
  { key: 'rides', path: '/manage/drives', roles: ALL },
  // Spec §6 lists billing for ADMIN and DRIVER; a fleet manager and a client read their reports there by URL (issue 15).
  { key: 'billing', path: '/manage/billing', roles: ['ADMIN', 'DRIVER'], access: ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER'] },
  { key: 'locations', path: '/manage/locations', roles: ADMIN },
  { key: 'flightNumbers', path: '/manage/flight-numbers', roles: ADMIN },
  { key: 'frequentAddresses', path: '/manage/frequently-used-addresses', roles: ADMIN },
  { key: 'vehicleOffers', path: '/manage/car-offers', roles: ADMIN },
  { key: 'vehicles', path: '/manage/vehicles', roles: ['ADMIN', 'FLEET_MANAGER', 'DRIVER'] },
  { key: 'expiringDocuments', path: '/manage/documents', roles: ['ADMIN', 'FLEET_MANAGER'] },
  // Spec §6 shows passengers to customers; an admin opens the page by URL and picks a client first.
  { key: 'passengers', path: '/manage/pasangers', roles: ['CUSTOMER'], access: ['CUSTOMER', 'ADMIN'] },
  // Spec §6: fixed prices have no role of their own; they belong to the admin-only prices group.
  { key: 'prices', path: '/manage/prices/prices', roles: ADMIN, group: 'prices' },
  { key: 'fixedPrices', path: '/manage/prices/fixed-prices', roles: ADMIN, group: 'prices' },
  { key: 'notifications', path: '/notification', roles: ADMIN },
  { key: 'dashboard', path: '/board', roles: ADMIN },
  { key: 'failedDeliveries', path: '/manage/deliveries', roles: ADMIN },
  { key: 'blog', path: '/manage/blog', roles: ADMIN },
  // The readers' blog (docs/decisions/0027): each reads its own kind; ADMIN may open it by URL and reads all.
  { key: 'blogReader', path: '/blog', roles: ['FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER'], access: ALL },
  usersItem({ key: 'usersAdmins', roleName: 'ADMIN' }),
  usersItem({ key: 'usersFleetManagers', roleName: 'FLEET_MANAGER' }),
  usersItem({ key: 'usersDrivers', roleName: 'DRIVER', roles: ['ADMIN', 'FLEET_MANAGER'] }),
  usersItem({ key: 'usersClients', roleName: 'CUSTOMER' }),
  usersItem({ key: 'usersPassengers', roleName: 'PASSENGER' }),
  { key: 'loginHistory', path: '/manage/login-history', roles: ADMIN },
  { key: 'settings', path: '/manage/setting', roles: ADMIN },
  // Integrations' API keys (issue 20 §4): ADMIN manages every key here; a customer its own in its profile.
  { key: 'apiKeys', path: '/manage/api-keys', roles: ADMIN },
  // Outbound webhooks (issue 20 §2): endpoints, their secrets and delivery logs.
  { key: 'webhooks', path: '/manage/webhooks', roles: ADMIN },
  { key: 'profileSettings', path: '/profile/settings', roles: ALL },
];

/** The user menu of spec §2/§6 (log out is always there and is not a route). */
export const USER_MENU: readonly NavItem[] = [
  { key: 'rideImport', path: '/manage/import', roles: ['ADMIN', 'CUSTOMER'] },
  { key: 'calculator', path: '/calculator', roles: ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER', 'PASSENGER'] },
  { key: 'profileSettings', path: '/profile/settings', roles: ALL },
];

/** Spec §6 "restricted screens": who may open them; everyone else goes to /access-denied. */
export const RESTRICTED_SCREENS: Readonly<Record<string, readonly Role[]>> = {
  '/manage/dispatching': ['ADMIN', 'FLEET_MANAGER'],
  '/manage/locations': ADMIN,
  '/manage/frequently-used-addresses': ADMIN,
  '/manage/car-offers': ADMIN,
  '/manage/vehicles': ['ADMIN', 'FLEET_MANAGER', 'DRIVER'],
  '/manage/prices/prices': ADMIN,
};

/** The drivers list is the one users screen a fleet manager may open (spec §6). */
export function usersListRoles(roleName: string | null): readonly Role[] {
  return roleName === 'DRIVER' ? ['ADMIN', 'FLEET_MANAGER'] : ADMIN;
}

function holds(userRoles: readonly string[], allowed: readonly Role[]): boolean {
  return allowed.some((role) => userRoles.includes(role));
}

/**
 * May a user with these roles open this screen? Restricted screens use their own table; every other
 * screen of the menus is open to the roles that see it in a menu; screens in no table are open to all.
 */
export function canOpen(userRoles: readonly string[], pathname: string, search = ''): boolean {
  const restricted = RESTRICTED_SCREENS[pathname];
  if (restricted) return holds(userRoles, restricted);
  if (pathname === '/manage/users') {
    return holds(userRoles, usersListRoles(new URLSearchParams(search).get('roleName')));
  }
  const item = [...SIDE_MENU, ...USER_MENU].find((i) => i.path.split('?')[0] === pathname);
  return item ? holds(userRoles, item.access ?? item.roles) : true;
}

/** Menu items a user sees, keeping only screens the web has (`has`). */
export function visibleItems(items: readonly NavItem[], userRoles: readonly string[], has: (key: string) => boolean): NavItem[] {
  return items.filter((item) => has(item.key) && holds(userRoles, item.roles));
}
