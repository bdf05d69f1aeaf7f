import { SIDE_MENU, USER_MENU, type Permission } from '@vozka/domain';
import type { RouteObject } from 'react-router';
import { type Load, page } from './lazy-routes';
import { RequirePermission } from './guards/RequirePermission';

const usersList: Load = () => import('../features/users/components/UsersListPage').then((m) => m.UsersListPage);

/**
 * The menu screens the web has, by their domain menu key. The router registers exactly these, and
 * the menus show only these (`hasScreen`), so a menu never links to a missing screen.
 */
const SCREENS: Readonly<Record<string, Load>> = {
  dispatching: () => import('../features/rides/components/dispatching/DispatchingPage').then((m) => m.DispatchingPage),
  dispatchBoard: () => import('../features/dispatch/components/DispatchBoardPage').then((m) => m.DispatchBoardPage),
  driverRides: () => import('../features/driver/components/DriverPage').then((m) => m.DriverPage),
  rides: () => import('../features/rides/components/list/RidesPage').then((m) => m.RidesPage),
  billing: () => import('../features/billing/components/BillingPage').then((m) => m.BillingPage),
  // The five users items share one screen (/manage/users?roleName=…).
  usersAdmins: usersList,
  usersFleetManagers: usersList,
  usersDrivers: usersList,
  usersClients: usersList,
  usersPassengers: usersList,
  vehicles: () => import('../features/vehicles/components/VehiclesListPage').then((m) => m.VehiclesListPage),
  passengers: () => import('../features/passengers/components/PassengersPage').then((m) => m.PassengersPage),
  profileSettings: () => import('../features/profile/components/ProfileSettingsPage').then((m) => m.ProfileSettingsPage),
  loginHistory: () => import('../features/login-history/components/LoginHistoryPage').then((m) => m.LoginHistoryPage),
  expiringDocuments: () => import('../features/documents/components/ExpiringDocumentsPage').then((m) => m.ExpiringDocumentsPage),
  locations: () => import('../features/places/components/LocationsPage').then((m) => m.LocationsPage),
  flightNumbers: () => import('../features/places/components/FlightNumbersPage').then((m) => m.FlightNumbersPage),
  frequentAddresses: () => import('../features/places/components/FrequentAddressesPage').then((m) => m.FrequentAddressesPage),
  vehicleOffers: () => import('../features/pricing/components/VehicleOffersPage').then((m) => m.VehicleOffersPage),
  prices: () => import('../features/pricing/components/PricesPage').then((m) => m.PricesPage),
  fixedPrices: () => import('../features/pricing/components/FixedPricesPage').then((m) => m.FixedPricesPage),
  settings: () => import('../features/settings/components/SettingsPage').then((m) => m.SettingsPage),
  notifications: () => import('../features/settings/components/NotificationSettingsPage').then((m) => m.NotificationSettingsPage),
  dashboard: () => import('../features/board/components/BoardPage').then((m) => m.BoardPage),
  failedDeliveries: () => import('../features/deliveries/components/FailedDeliveriesPage').then((m) => m.FailedDeliveriesPage),
  calculator: () => import('../features/pricing/components/CalculatorPage').then((m) => m.CalculatorPage),
  blog: () => import('../features/blog/components/BlogAdminPage').then((m) => m.BlogAdminPage),
  blogReader: () => import('../features/blog/components/BlogPage').then((m) => m.BlogPage),
  rideImport: () => import('../features/ride-import/components/RideImportPage').then((m) => m.RideImportPage),
  apiKeys: () => import('../features/api-keys/components/ApiKeysPage').then((m) => m.ApiKeysPage),
  webhooks: () => import('../features/webhooks/components/WebhooksPage').then((m) => m.WebhooksPage),
};

export function hasScreen(key: string): boolean {
  return Object.hasOwn(SCREENS, key);
}

/** The path of a menu key, or null when the domain menus do not have the key (yet). */
function screenPath(key: string): string | null {
  const item = [...SIDE_MENU, ...USER_MENU].find((i) => i.key === key);
  return item ? (item.path.split('?')[0] ?? item.path) : null;
}

/**
 * Routes of the registered screens (paths come from the domain menu tables). A key the domain does not
 * list is left out rather than breaking the app; screens sharing a path get one route.
 */
export function screenRoutes(): RouteObject[] {
  const routes = new Map<string, RouteObject>();
  for (const [key, load] of Object.entries(SCREENS)) {
    const path = screenPath(key);
    if (path && !routes.has(path)) routes.set(path, page(path, load));
  }
  return [...routes.values()];
}

/** A lazily loaded route whose component is wrapped in a permission guard. */
function guarded(path: string, permission: Permission, load: Load): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <RequirePermission permission={permission}>
            <Page />
          </RequirePermission>
        ),
      };
    },
  };
}

/**
 * Create, edit and detail screens (in no menu), guarded by the permission their API calls need. A ride
 * the user may not see answers 404, so its screens need no guard of their own.
 */
export function detailRoutes(): RouteObject[] {
  const users: Load = () => import('../features/users/components/UserFormPage').then((m) => m.UserFormPage);
  const vehicles: Load = () => import('../features/vehicles/components/VehicleFormPage').then((m) => m.VehicleFormPage);
  return [
    guarded('/manage/users/new', 'users.write', users),
    guarded('/manage/users/:id', 'users.write', users),
    guarded('/manage/vehicles/new', 'vehicles.write', vehicles),
    guarded('/manage/vehicles/:id', 'vehicles.write', vehicles),
    page('/manage/drives/:id', () => import('./pages/rides/RideDetailPage').then((m) => m.RideDetailPage)),
    page('/manage/drives/:id/edit', () => import('../features/rides/components/detail/RideEditPage').then((m) => m.RideEditPage)),
  ];
}
