import type { Role } from './roles.ts';

/**
 * Which role may call which group of API operations. Every API route names either `public`,
 * `authenticated` or one of these permissions; the web hides what the user's roles do not hold.
 * Object-level rules (own rides, own fleet) are checked by the services on top of this table.
 */
export const PERMISSIONS = {
  'loginHistory.read': ['ADMIN'],
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
