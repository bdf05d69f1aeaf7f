import { SIDE_MENU, USER_MENU } from '@vozka/domain';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { DispatchBoardPage } from '../features/dispatch/components/DispatchBoardPage';
import { DriverPage } from '../features/driver/components/DriverPage';
import { ExpiringDocumentsPage } from '../features/documents/components/ExpiringDocumentsPage';
import { LoginHistoryPage } from '../features/login-history/components/LoginHistoryPage';
import { PassengersPage } from '../features/passengers/components/PassengersPage';
import { FlightNumbersPage } from '../features/places/components/FlightNumbersPage';
import { FrequentAddressesPage } from '../features/places/components/FrequentAddressesPage';
import { LocationsPage } from '../features/places/components/LocationsPage';
import { CalculatorPage } from '../features/pricing/components/CalculatorPage';
import { FixedPricesPage } from '../features/pricing/components/FixedPricesPage';
import { PricesPage } from '../features/pricing/components/PricesPage';
import { VehicleOffersPage } from '../features/pricing/components/VehicleOffersPage';
import { DispatchingPage } from '../features/rides/components/dispatching/DispatchingPage';
import { RideDetailPage } from './pages/rides/RideDetailPage';
import { RideEditPage } from '../features/rides/components/detail/RideEditPage';
import { RidesPage } from '../features/rides/components/list/RidesPage';
import { ProfileSettingsPage } from '../features/profile/components/ProfileSettingsPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { BillingPage } from '../features/billing/components/BillingPage';
import { BlogAdminPage } from '../features/blog/components/BlogAdminPage';
import { BlogPage } from '../features/blog/components/BlogPage';
import { NotificationSettingsPage } from '../features/settings/components/NotificationSettingsPage';
import { BoardPage } from '../features/board/components/BoardPage';
import { FailedDeliveriesPage } from '../features/deliveries/components/FailedDeliveriesPage';
import { UserFormPage } from '../features/users/components/UserFormPage';
import { UsersListPage } from '../features/users/components/UsersListPage';
import { VehicleFormPage } from '../features/vehicles/components/VehicleFormPage';
import { VehiclesListPage } from '../features/vehicles/components/VehiclesListPage';
import { RideImportPage } from '../features/ride-import/components/RideImportPage';
import { RequirePermission } from './guards/RequirePermission';

/**
 * The menu screens the web has, by their domain menu key. The router registers exactly these, and
 * the menus show only these (`hasScreen`), so a menu never links to a missing screen.
 */
const SCREENS: ReadonlyArray<{ key: string; element: ReactNode }> = [
  { key: 'dispatching', element: <DispatchingPage /> },
  { key: 'dispatchBoard', element: <DispatchBoardPage /> },
  { key: 'driverRides', element: <DriverPage /> },
  { key: 'rides', element: <RidesPage /> },
  { key: 'billing', element: <BillingPage /> },
  // The five users items share one screen (/manage/users?roleName=…).
  { key: 'usersAdmins', element: <UsersListPage /> },
  { key: 'usersFleetManagers', element: <UsersListPage /> },
  { key: 'usersDrivers', element: <UsersListPage /> },
  { key: 'usersClients', element: <UsersListPage /> },
  { key: 'usersPassengers', element: <UsersListPage /> },
  { key: 'vehicles', element: <VehiclesListPage /> },
  { key: 'passengers', element: <PassengersPage /> },
  { key: 'profileSettings', element: <ProfileSettingsPage /> },
  { key: 'loginHistory', element: <LoginHistoryPage /> },
  { key: 'expiringDocuments', element: <ExpiringDocumentsPage /> },
  { key: 'locations', element: <LocationsPage /> },
  { key: 'flightNumbers', element: <FlightNumbersPage /> },
  { key: 'frequentAddresses', element: <FrequentAddressesPage /> },
  { key: 'vehicleOffers', element: <VehicleOffersPage /> },
  { key: 'prices', element: <PricesPage /> },
  { key: 'fixedPrices', element: <FixedPricesPage /> },
  { key: 'settings', element: <SettingsPage /> },
  { key: 'notifications', element: <NotificationSettingsPage /> },
  { key: 'dashboard', element: <BoardPage /> },
  { key: 'failedDeliveries', element: <FailedDeliveriesPage /> },
  { key: 'calculator', element: <CalculatorPage /> },
  { key: 'blog', element: <BlogAdminPage /> },
  { key: 'blogReader', element: <BlogPage /> },
  { key: 'rideImport', element: <RideImportPage /> },
];

export function hasScreen(key: string): boolean {
  return SCREENS.some((screen) => screen.key === key);
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
  for (const screen of SCREENS) {
    const path = screenPath(screen.key);
    if (path && !routes.has(path)) routes.set(path, { path, element: screen.element });
  }
  return [...routes.values()];
}

/**
 * Create, edit and detail screens (in no menu), guarded by the permission their API calls need. A ride
 * the user may not see answers 404, so its screens need no guard of their own.
 */
export function detailRoutes(): RouteObject[] {
  const users = (
    <RequirePermission permission="users.write">
      <UserFormPage />
    </RequirePermission>
  );
  const vehicles = (
    <RequirePermission permission="vehicles.write">
      <VehicleFormPage />
    </RequirePermission>
  );
  return [
    { path: '/manage/users/new', element: users },
    { path: '/manage/users/:id', element: users },
    { path: '/manage/vehicles/new', element: vehicles },
    { path: '/manage/vehicles/:id', element: vehicles },
    { path: '/manage/drives/:id', element: <RideDetailPage /> },
    { path: '/manage/drives/:id/edit', element: <RideEditPage /> },
  ];
}
