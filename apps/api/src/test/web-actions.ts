import {
  SIDE_MENU,
  USER_MENU,
  allows,
  canCancelInvoice,
  canClearDriver,
  canHaveCalendarFeed,
  canManageApiKeys,
  canOpen,
  dominantRole,
  isDispatcher,
  managesOthersApiKeys,
  type RideAbilities,
  reportAbilities,
  reportTypesCreatedBy,
  rideExportVariants,
  userRolesManagedBy,
  type Role,
} from '@vozka/domain';
import { abilitiesOf, viewOf, type RideCaller } from '../modules/rides/ride-access.ts';
import { RIDE_LINK_HOLDERS } from '../modules/rides/rides.matrix.ts';
import { ownRideColumns } from './matrix.ts';

/**
 * What the web shows or hides, each with the authorization-matrix row of the route behind it. `shows`
 * is the web's decision for a signed-in user of one role, made with the same domain function the web
 * calls (`allows`, `canOpen`, …) or read from the ride `abilities` the API sends that user — so a rule
 * changed on one side only makes web-visibility.test.ts fail.
 */
export interface WebAction {
  action: string;
  /** A row key of the matrix (`METHOD /api/path` or `METHOD /api/path #case`). */
  row: string;
  shows: (role: Role) => boolean;
}

/** The matrix users (matrix.ts): the FLEET_MANAGER's fleet holds the DRIVER, the PASSENGER is the CUSTOMER's. */
const ID: Record<Role, number> = { ADMIN: 1, FLEET_MANAGER: 2, DRIVER: 3, CUSTOMER: 4, PASSENGER: 5 };
const callerOf = (role: Role): RideCaller => ({ id: ID[role], roles: [role], fleetManagerId: role === 'DRIVER' ? ID.FLEET_MANAGER : null });

type RideFacts = Parameters<typeof abilitiesOf>[0];
/** The matrix's own ride, as its rows build it. */
const OWN_RIDE: RideFacts = { ...ownRideColumns(ID), previousStatus: null };
/** A ride of the free pool (payments.matrix.ts `payments.freeRide`). */
const FREE_RIDE: RideFacts = {
  status: 'FREE',
  previousStatus: null,
  fleetManagerId: null,
  driverId: null,
  customerId: null,
  passengerId: null,
};

/** The `abilities` the API sends a user of this role with the ride: the presenter's own functions (ride.presenter.ts). */
const abilities = (ride: RideFacts, role: Role): RideAbilities => abilitiesOf(ride, viewOf(callerOf(role), ride));
const own = (pick: (a: RideAbilities) => boolean) => (role: Role) => pick(abilities(OWN_RIDE, role));

/** The abilities the API sends with the matrix's DRIVER report (reports.presenter.ts uses the same domain function). */
const driverReport = (role: Role) => reportAbilities({ type: 'DRIVER_TYPE' }, { roles: [role], own: role === 'DRIVER' });

/** Screens of the domain's menus and the route each one's page is built on (its list, or its management write). */
export const SCREEN_ROUTES: Readonly<Record<string, string>> = {
  dispatching: 'POST /api/orders',
  dispatchBoard: 'GET /api/dispatch-map/drivers',
  driverRides: 'POST /api/drivers/me/position',
  rides: 'GET /api/orders',
  billing: 'GET /api/reports',
  locations: 'GET /api/locations',
  flightNumbers: 'POST /api/flight-numbers',
  frequentAddresses: 'POST /api/frequently-used-addresses',
  vehicleOffers: 'GET /api/vehicle-offers',
  vehicles: 'GET /api/vehicles',
  expiringDocuments: 'GET /api/documents/expiring',
  passengers: 'GET /api/passengers',
  prices: 'GET /api/distance-prices',
  fixedPrices: 'GET /api/fixed-prices',
  notifications: 'GET /api/settings/notification',
  failedDeliveries: 'GET /api/deliveries',
  usersAdmins: 'GET /api/users #ADMIN list',
  usersFleetManagers: 'GET /api/users #FLEET_MANAGER list',
  usersDrivers: 'GET /api/users',
  usersClients: 'GET /api/users #CUSTOMER list',
  usersPassengers: 'GET /api/users #PASSENGER list',
  loginHistory: 'GET /api/login-history',
  settings: 'GET /api/settings/operation-area',
  profileSettings: 'GET /api/profile',
  calculator: 'GET /api/prices/calculate',
  dashboard: 'POST /api/board/message',
  blog: 'POST /api/blog-articles',
  blogReader: 'GET /api/blog-articles',
  rideImport: 'POST /api/orders/import',
  apiKeys: "POST /api/api-keys #another customer's",
  webhooks: 'GET /api/webhooks',
};

/** Menu items without a route to compare: the web has no screen for them yet, so its menu hides them. */
export const SCREENS_WITHOUT_ROUTE: Readonly<Record<string, string>> = {};

const screenActions: WebAction[] = [...SIDE_MENU, ...USER_MENU]
  .filter((item) => item.key in SCREEN_ROUTES)
  .map((item) => {
    const [pathname = '', search = ''] = item.path.split('?');
    return {
      action: `screen ${item.key} (${item.path})`,
      row: SCREEN_ROUTES[item.key]!,
      shows: (role: Role) => canOpen([role], pathname, search ? `?${search}` : ''),
    };
  });

/** Buttons and fields the web shows by role (the domain's permissions) and by the ride's abilities. */
const featureActions: WebAction[] = [
  // API keys (ApiKeysPanel): ADMIN on /manage/api-keys chooses the owner; a CUSTOMER manages its own in its profile.
  { action: 'API keys: New key, Revoke', row: 'POST /api/api-keys', shows: (role) => canManageApiKeys([role]) },
  { action: 'API keys: list', row: 'GET /api/api-keys', shows: (role) => canManageApiKeys([role]) },
  {
    action: "API keys: owner choice (a customer's key)",
    row: "POST /api/api-keys #another customer's",
    shows: (role) => managesOthersApiKeys([role]),
  },
  // Outbound webhooks (WebhooksPage, WebhookDeliveries): every action by `webhooks.manage`.
  { action: 'webhooks: Roll secret', row: 'POST /api/webhooks/:id/roll-secret', shows: (role) => allows('webhooks.manage', [role]) },
  {
    action: 'webhooks: Send again',
    row: 'POST /api/webhooks/:id/deliveries/:deliveryId/retry',
    shows: (role) => allows('webhooks.manage', [role]),
  },
  // Users, vehicles, passengers (UsersListPage, VehiclesListPage, PassengersPage, PartyFields)
  { action: 'users: New user, Edit', row: 'POST /api/users', shows: (role) => allows('users.write', [role]) },
  {
    action: 'ride form: New client, Edit client',
    row: 'POST /api/users #a client',
    shows: (role) => userRolesManagedBy([role]).includes('CUSTOMER'),
  },
  {
    action: 'user form: the roles to choose (a fleet manager gets drivers only)',
    row: 'POST /api/users #a client',
    shows: (role) => userRolesManagedBy([role]).length > 1,
  },
  { action: 'vehicles: New vehicle, Edit', row: 'POST /api/vehicles', shows: (role) => allows('vehicles.write', [role]) },
  { action: 'passengers: New passenger', row: 'POST /api/passengers', shows: (role) => allows('passengers.manage', [role]) },
  { action: 'ride form: passenger picker', row: 'GET /api/active-passengers', shows: (role) => allows('pickers.passengers', [role]) },
  // Pickers (components/pickers): the driver and fleet fields are dispatch's, and so are their clear buttons.
  { action: 'ride form: driver picker and its clear button', row: 'GET /api/active-drivers', shows: (role) => canClearDriver([role]) },
  {
    action: "ride form: fleet picker's clear button (own ride)",
    row: 'GET /api/active-fleets',
    shows: (role) => isDispatcher([role]) && abilities(OWN_RIDE, role).clearFleet,
  },
  { action: 'ride form: all vehicle offers', row: 'GET /api/vehicle-offers', shows: (role) => allows('prices.manage', [role]) },
  { action: "driver's location sharing", row: 'POST /api/drivers/me/position', shows: (role) => allows('positions.report', [role]) },
  // The landing screen's dashboard messages (BoardMessages): everyone signed in reads and dismisses its own.
  {
    action: 'landing: dashboard messages, Dismiss',
    row: 'POST /api/board/message/:id/dismiss',
    shows: (role) => allows('authenticated', [role]),
  },
  // The ride's detail (RideActions, RideDetailPage, RidePayments): the API's abilities.
  {
    action: 'ride: Edit form and status buttons',
    row: 'PUT /api/orders/:id',
    shows: own((a) => a.edit || a.nextStatuses.length > 0),
  },
  { action: 'ride: Delete', row: 'DELETE /api/orders/:id', shows: own((a) => a.delete) },
  { action: 'ride: Duplicate', row: 'GET /api/orders/:id/duplicate', shows: own((a) => a.duplicate) },
  { action: 'ride: Waiting tab', row: 'PUT /api/orders/:id/set-waiting-time', shows: own((a) => a.setWaiting) },
  { action: 'ride: History tab', row: 'GET /api/orders/:id/history', shows: own((a) => a.history) },
  { action: 'ride: Seen button', row: 'PUT /api/orders/:id/mark-as-seen #own ride', shows: own((a) => a.markSeen) },
  { action: 'ride: Payments tab', row: 'GET /api/orders/:id/payments #own ride', shows: own((a) => a.payments.view) },
  { action: 'ride: Check flight now', row: 'POST /api/orders/:id/flight/check', shows: (role) => allows('flights.check', [role]) },
  {
    action: 'free ride: Payments tab',
    row: 'GET /api/orders/:id/payments #free ride',
    shows: (role) => abilities(FREE_RIDE, role).payments.view,
  },
  {
    action: 'payments: Add payment / Record cash taken',
    row: 'POST /api/orders/:id/payments',
    shows: own((a) => a.payments.manage || a.payments.addCash),
  },
  // A driver may also correct the cash it recorded itself (the API allows it); the web offers it adding only.
  {
    action: 'payments: Edit payment',
    row: 'PUT /api/orders/:id/payments/:paymentId #online payment',
    shows: own((a) => a.payments.manage),
  },
  {
    action: 'payments: Delete payment',
    row: 'DELETE /api/orders/:id/payments/:paymentId #online payment',
    shows: own((a) => a.payments.manage),
  },
  { action: 'ride: Notifications tab', row: 'GET /api/orders/:id/deliveries', shows: own((a) => a.notifications) },
  { action: 'ride: Send message', row: 'POST /api/orders/:id/send-message', shows: own((a) => a.notifications) },
  { action: 'deliveries: Send again', row: 'POST /api/deliveries/:id/retry', shows: (role) => allows('deliveries.manage', [role]) },
  // Billing (features/billing): the report form by the domain's creators, a report's actions by its abilities
  // (the matrix's report is the DRIVER's, `own` for that driver), invoices by their permissions and abilities.
  { action: 'billing: New report', row: 'POST /api/reports', shows: (role) => reportTypesCreatedBy([role]).length > 0 },
  { action: 'report: Send by e-mail', row: 'POST /api/reports/:id/notify', shows: (role) => driverReport(role).notify },
  { action: 'report: Delete', row: 'DELETE /api/reports/:id', shows: (role) => driverReport(role).delete },
  { action: 'report: Dispute (its driver; ADMIN by the status)', row: 'PUT /api/reports/:id', shows: (role) => driverReport(role).dispute },
  { action: 'billing: Invoices tab', row: 'GET /api/invoices', shows: (role) => allows('invoices.read', [role]) },
  { action: 'invoices: Issue an invoice', row: 'POST /api/invoices', shows: (role) => allows('invoices.issue', [role]) },
  { action: 'invoices: Issue monthly invoices', row: 'POST /api/invoices/monthly', shows: (role) => allows('invoices.issue', [role]) },
  { action: 'invoices: ISDOC ZIP for the accountant', row: 'GET /api/invoices/isdoc', shows: (role) => allows('invoices.issue', [role]) },
  {
    action: 'invoice: Cancel (credit note)',
    row: 'POST /api/invoices/:id/cancel',
    shows: (role) => canCancelInvoice([role], { kind: 'INVOICE', canceledById: null }),
  },
  { action: 'ride: Invoice tab', row: 'GET /api/orders/:id/invoice #html', shows: (role) => allows('invoices.preview', [role]) },
  // Ride import (RideImportPage): the template on the screen; only ADMIN chooses the client (a CUSTOMER imports for itself).
  { action: 'ride import: Download template', row: 'GET /api/orders/import/template', shows: (role) => canOpen([role], '/manage/import') },
  {
    action: 'ride import: Client picker',
    row: "POST /api/orders/import #another client's",
    shows: (role) => dominantRole([role]) === 'ADMIN',
  },
  // The rides list's Export (ExportRidesButton): the variants rideExportVariants gives the user.
  { action: 'rides: Export for dispatching', row: 'GET /api/orders/export', shows: (role) => rideExportVariants([role]).includes('admin') },
  {
    action: 'rides: Export for the fleet and drivers',
    row: 'GET /api/orders/export #fleet',
    shows: (role) => rideExportVariants([role]).includes('fleet'),
  },
  {
    action: 'rides: Export for the client',
    row: 'GET /api/orders/export #client',
    shows: (role) => rideExportVariants([role]).includes('client'),
  },
  // The profile's Calendar tab (CalendarSection, issue 20 §3): drivers and customers.
  { action: 'profile: Calendar tab, its URL', row: 'GET /api/profile/calendar-feed', shows: (role) => canHaveCalendarFeed([role]) },
  {
    action: 'profile calendar: Create / New address',
    row: 'POST /api/profile/calendar-feed',
    shows: (role) => canHaveCalendarFeed([role]),
  },
  { action: 'profile calendar: Revoke address', row: 'DELETE /api/profile/calendar-feed', shows: (role) => canHaveCalendarFeed([role]) },
];

export const WEB_ACTIONS: readonly WebAction[] = [...screenActions, ...featureActions];

/** The "Copy payment link" buttons: shown to who receives the ride's keys, as the matrix's `#money fields` row checks. */
export const copiesLinks = (role: Role): boolean => own((a) => a.payments.copyLinks)(role);
export const matrixLinkHolder = (role: Role): boolean => RIDE_LINK_HOLDERS.includes(role);
