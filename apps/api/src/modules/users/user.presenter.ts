import {
  type ClientContact,
  ONLINE_WINDOW_MS,
  type DriverOption,
  type FleetOption,
  type LoginHistoryEntry,
  type Passenger,
  type UserRecord,
} from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { toUserDetails, type PersonRef } from '../auth/user-details.ts';

/** `GET /api/users/{id}`: the details plus paired vehicles and the client of a passenger. */
export function toUserRecord(row: UserRow, fleetManager: PersonRef | null, vehicles: UserRecord['vehicles']): UserRecord {
  return { ...toUserDetails(row, fleetManager), vehicles, clientId: row.clientId };
}

/** A customer or passenger for a fleet manager: name and phone, nothing else (`fleetClients`). */
export function toClientContact(row: UserRow): ClientContact {
  return { id: row.id, userId: row.id, name: row.name, phone: row.phone };
}

/** The passenger shape of the passengers calls. */
export function toPassenger(row: UserRow): Passenger {
  return { id: row.id, name: row.name, phone: row.phone, email: row.email, clientId: row.clientId };
}

/** A driver picker entry; `online` when its app reported within the last 2 minutes. */
export function toDriverOption(row: UserRow, fleetManager: PersonRef | null, now: Date): DriverOption {
  const online = row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() <= ONLINE_WINDOW_MS;
  return { id: row.id, userId: row.id, name: row.name, phone: row.phone, email: row.email, online, fleetManager };
}

/** A fleet picker entry: the fleet manager and its company. */
export function toFleetOption(row: UserRow): FleetOption {
  return { id: row.id, userId: row.id, name: row.name, companyName: row.companyName };
}

/** A login history row with its user, the time as ISO 8601. */
export function toLoginHistoryEntry(row: {
  id: number;
  userId: number;
  userName: string;
  email: string | null;
  at: Date;
  ip: string | null;
  userAgent: string | null;
}): LoginHistoryEntry {
  return { ...row, at: row.at.toISOString() };
}
