import type { FileOwnerKind } from '@vozka/domain';
import { hasRole, type Caller } from '../../shared/caller.ts';

/** A file's owner as the access rules see it. */
export type FileOwner =
  | { kind: 'USER'; id: number; roles: readonly string[]; fleetManagerId: number | null }
  | { kind: 'VEHICLE'; id: number; fleetManagerId: number | null; pairedWithCaller: boolean };

/** Whose documents these are for `FILE_SLOTS`: a vehicle's, a driver's, or any other user's. */
export function slotKindOf(owner: FileOwner): FileOwnerKind {
  if (owner.kind === 'VEHICLE') return 'VEHICLE';
  return owner.roles.includes('DRIVER') ? 'DRIVER' : 'USER';
}

function managesFleetOf(caller: Caller, owner: FileOwner): boolean {
  return hasRole(caller, 'FLEET_MANAGER') && owner.fleetManagerId === caller.id;
}

/**
 * Who may upload, change and delete an owner's files: ADMIN; for a user, the user itself and its fleet
 * manager; for a vehicle, its fleet manager.
 */
export function mayWrite(caller: Caller, owner: FileOwner): boolean {
  if (hasRole(caller, 'ADMIN') || managesFleetOf(caller, owner)) return true;
  return owner.kind === 'USER' && owner.id === caller.id;
}

/** Who may list and download: those who may write, and for a vehicle also its paired drivers. */
export function mayRead(caller: Caller, owner: FileOwner): boolean {
  return mayWrite(caller, owner) || (owner.kind === 'VEHICLE' && owner.pairedWithCaller && hasRole(caller, 'DRIVER'));
}
