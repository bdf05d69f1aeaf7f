/** The five roles of spec §3, strongest first: the order decides the dominant role. */
export const ROLES = ['ADMIN', 'FLEET_MANAGER', 'DRIVER', 'CUSTOMER', 'PASSENGER'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'NEW'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const CUSTOMER_TYPES = ['CUSTOMER_ONE_TIME', 'CUSTOMER_RECURRING'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Spec §6: "the dominant role is derived from the role list" — the strongest role the user holds. */
export function dominantRole(roles: readonly string[]): Role | null {
  return ROLES.find((role) => roles.includes(role)) ?? null;
}

/**
 * Spec §2: where each role lands after login. A driver (also a fleet manager's driver) lands on its phone
 * screen `/driver` (issue 17 §1); the rides table stays one tap away in the menu.
 */
export function landingRoute(roles: readonly string[]): string {
  const role = dominantRole(roles);
  switch (role) {
    case 'ADMIN':
    case 'FLEET_MANAGER':
    case 'CUSTOMER':
      return '/dispatching';
    case 'DRIVER':
      return '/driver';
    case 'PASSENGER':
    case null:
      return '/manage/drives';
    default: {
      const never: never = role;
      return never;
    }
  }
}

/** Spec §2: routes with check-payment or my-drive are never redirected after login. */
export function isNeverRedirected(pathname: string): boolean {
  return pathname.includes('check-payment') || pathname.includes('my-drive');
}

/** Spec §2: screens a visitor may open without signing in. */
export function isPublicRoute(pathname: string): boolean {
  return pathname.startsWith('/auth/') || pathname === '/auth' || pathname.endsWith('/track-your-driver') || isNeverRedirected(pathname);
}
