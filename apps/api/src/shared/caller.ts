import type { Role } from '@vozka/domain';

/** The signed-in user as the object-level rules of every module see it. */
export interface Caller {
  id: number;
  roles: readonly string[];
}

export function hasRole(caller: Caller, role: Role): boolean {
  return caller.roles.includes(role);
}
