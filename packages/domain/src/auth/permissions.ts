import { ROLES, dominantRole, type Role } from './roles.ts';

/**
 * Which role may call which group of API operations. Every API route names either `public`,
 * `authenticated` or one of these permissions; the web hides what the user's roles do not hold.
 * Object-level rules (own rides, own fleet) are checked by the services on top of this table.
 */
export const PERMISSIONS = {
  'loginHistory.read': ['ADMIN'],
  /** Users lists and records: a FLEET_MANAGER only its own drivers (checked by the service). */
  'users.read': ['ADMIN', 'FLEET_MANAGER'],
  'users.write': ['ADMIN', 'FLEET_MANAGER'],
  /** Pickers of the ride form (spec §2): drivers, fleets, customers. */
  'pickers.drivers': ['ADMIN', 'FLEET_MANAGER'],
  'pickers.fleets': ['ADMIN', 'FLEET_MANAGER'],
  'pickers.customers': ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER'],
  /** The passenger picker: the active passengers of the chosen client, read-only (decision 0010). */
  'pickers.passengers': ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER'],
  /** A CUSTOMER manages its own passengers; ADMIN those of a chosen client. */
  'passengers.manage': ['ADMIN', 'CUSTOMER'],
  /** A DRIVER reads its paired vehicles only (checked by the service). */
  'vehicles.read': ['ADMIN', 'FLEET_MANAGER', 'DRIVER'],
  'vehicles.write': ['ADMIN', 'FLEET_MANAGER'],
  'documents.expiring': ['ADMIN', 'FLEET_MANAGER'],
  /** Creating rides (and duplicating one): a CUSTOMER's own, a FLEET_MANAGER's in its fleet (checked by the service). */
  'rides.create': ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER'],
  /** Deleting a ride (status DELETED through the status machine). */
  'rides.delete': ['ADMIN'],
  /** The rides export (`GET /api/orders/export`): which variant each role may ask is rideExportVariants' rule. */
  'rides.export': ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER'],
  /** The price calculator (docs/api/pricing.md §5): everyone signed in but a DRIVER; a CUSTOMER prices for itself. */
  'prices.calculate': ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER', 'PASSENGER'],
  /** Vehicle offers, distance prices and fixed prices. */
  'prices.manage': ['ADMIN'],
  /** Simple locations, flight numbers and frequently used addresses, read by the ride form. */
  'places.read': ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER', 'PASSENGER'],
  /** Locations, flight numbers and frequently used addresses. */
  'places.manage': ['ADMIN'],
  /** Settings: rates, operation area, drive-way interval, notifications (the rates are read by everyone signed in). */
  'settings.manage': ['ADMIN'],
  /** Dashboard messages (`/board`): ADMIN writes them; everyone signed in reads its own list. */
  'board.manage': ['ADMIN'],
  /** A driver's phone reports its position (docs/api/dispatch.md §1). */
  'positions.report': ['DRIVER'],
  /** The dispatch board's driver pins: ADMIN all, a FLEET_MANAGER its fleet's (checked by the service). */
  'dispatch.map': ['ADMIN', 'FLEET_MANAGER'],
  /** Best-driver suggestions and the ride's notifications: ADMIN, the ride's fleet manager (checked by the service). */
  'dispatch.suggest': ['ADMIN', 'FLEET_MANAGER'],
  /**
   * A ride's e-mails and SMS (its Notifications tab: the deliveries list, send-message): ADMIN and the
   * ride's fleet manager (checked by the service).
   */
  'rides.notifications': ['ADMIN', 'FLEET_MANAGER'],
  /** Every delivery of the portal (the failed ones) and sending one again. */
  'deliveries.manage': ['ADMIN'],
  /** Writing blog articles and their pictures (reading: everyone signed in, each its own kind — blog/contracts.ts). */
  'blog.manage': ['ADMIN'],
  /** Issuing invoices (one, the monthly run) and cancelling them by a credit note (docs/api/billing.md). */
  'invoices.issue': ['ADMIN'],
  /** Invoices: ADMIN every one, a CUSTOMER its own (canReadInvoice, checked by the service). */
  'invoices.read': ['ADMIN', 'CUSTOMER'],
  /** A ride's invoice preview: ADMIN, the ride's fleet manager, the ride's customer (checked by the service). */
  'invoices.preview': ['ADMIN', 'FLEET_MANAGER', 'CUSTOMER'],
  /** Billing reports (issue 15 §2): each reads its own (a FLEET_MANAGER also its drivers'; checked by the service). */
  'reports.read': ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER'],
  /** Generating a report: ADMIN any; a FLEET_MANAGER its drivers' and its own fleet report (checked by the service). */
  'reports.create': ['ADMIN', 'FLEET_MANAGER'],
  /** Notifying a report's user by e-mail and deleting a report. */
  'reports.manage': ['ADMIN'],
  /** The ride import (`/api/orders/import`, its template): ADMIN for a chosen client, a CUSTOMER for itself (issue 16 §1). */
  'rides.import': ['ADMIN', 'CUSTOMER'],
  /** A private calendar feed of one's own rides (issue 20 §3): drivers and customers (decision 0042). */
  'calendar.feed': ['DRIVER', 'CUSTOMER'],
  /** Outbound webhook endpoints, their secrets and delivery logs (issue 20 §2). */
  'webhooks.manage': ['ADMIN'],
  /** Asking the flight provider about a ride's flight now (the dispatcher's "check flight now", issue 20 §1). */
  'flights.check': ['ADMIN'],
  /** API keys for integrations (issue 20 §4): ADMIN manages admin-integration and customers' keys, a CUSTOMER its own. */
  'apiKeys.manage': ['ADMIN', 'CUSTOMER'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export type Access = 'public' | 'authenticated' | Permission;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Does a user with these roles pass this access rule? */
export function allows(access: Access, roles: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (!roles) return false;
  if (access === 'authenticated') return true;
  const allowed: readonly string[] = PERMISSIONS[access];
  return roles.some((role) => allowed.includes(role));
}

/** Roles that dispatch (ADMIN, FLEET_MANAGER): they see and set the dispatch-only fields of a ride (spec §6). */
export function isDispatcher(roles: readonly string[]): boolean {
  return roles.includes('ADMIN') || roles.includes('FLEET_MANAGER');
}

/** Spec §6: who picks drivers may clear the driver field once it is set. */
export function canClearDriver(roles: readonly string[]): boolean {
  return allows('pickers.drivers', roles);
}

/** Spec §6: fleet managers and drivers without a fleet manager take rides from the free pool (and see its count). */
export function seesFreePool(user: { roles: readonly string[]; fleetManagerId: number | null }): boolean {
  return user.roles.includes('FLEET_MANAGER') || (user.roles.includes('DRIVER') && user.fleetManagerId === null);
}

/**
 * The roles of the users a caller creates and edits (`users.write`): ADMIN any; a FLEET_MANAGER plain drivers
 * of its fleet (the API refuses it any other role).
 */
export function userRolesManagedBy(roles: readonly string[]): readonly Role[] {
  if (roles.includes('ADMIN')) return ROLES;
  if (roles.includes('FLEET_MANAGER')) return ['DRIVER'];
  return [];
}

/**
 * The price calculator (docs/api/pricing.md §5): ADMIN and FLEET_MANAGER price for any client they choose; a
 * CUSTOMER always for itself, a PASSENGER for its client. By the dominant role, as the API settles `clientId`.
 */
export function pricesForAnyClient(roles: readonly string[]): boolean {
  const role = dominantRole(roles);
  return role === 'ADMIN' || role === 'FLEET_MANAGER';
}

/** The variants of the rides export (spec §6): the dispatcher's, a fleet's or driver's, a client's. */
export const RIDE_EXPORT_VARIANTS = ['admin', 'fleet', 'client'] as const;
export type RideExportVariant = (typeof RIDE_EXPORT_VARIANTS)[number];

/**
 * The export variants a user may ask for (issue 16 §2): ADMIN any; a FLEET_MANAGER or a DRIVER the fleet
 * variant of the rides it sees; a CUSTOMER the client variant of its own. Several roles hold the union;
 * a PASSENGER none. The API answers any other variant 403; the web offers only these.
 */
export function rideExportVariants(roles: readonly string[]): RideExportVariant[] {
  if (roles.includes('ADMIN')) return [...RIDE_EXPORT_VARIANTS];
  return RIDE_EXPORT_VARIANTS.filter(
    (variant) =>
      (variant === 'fleet' && (roles.includes('FLEET_MANAGER') || roles.includes('DRIVER'))) ||
      (variant === 'client' && roles.includes('CUSTOMER')),
  );
}
