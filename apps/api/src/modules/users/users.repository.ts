import { and, arrayContains, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sameFor, USER_DETAIL_TEXTS, type CustomerType, type Role } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { containsPattern as likePattern } from '../../db/like.ts';
import { files, loginHistory, users, vehicleDrivers, vehicles, type NewUserRow, type UserRow } from '../../db/schema/index.ts';
import type { PersonRef } from '../auth/user-details.ts';
import { forgetSessions } from '../auth/session-cache.ts';
import type { Paging } from './users.schemas.ts';
import { updateById } from '../../db/by-id.ts';

/** Which users a query may return; deleted users are never among them. */
export interface UserFilter {
  id?: number;
  /** The user holds this role (among others). */
  role?: Role;
  fleetManagerId?: number;
  clientId?: number;
  type?: CustomerType;
  /** Only ACTIVE users (pickers). */
  activeOnly?: boolean;
  /** Case-insensitive part of name, e-mail, phone or company name. */
  q?: string;
  /** A further condition on `users` (an access rule such as `fleetClients`). */
  scope?: SQL;
}

export interface UserWithFleet {
  user: UserRow;
  fleetManager: PersonRef | null;
}

const fleet = alias(users, 'fleet_manager');

function conditions(filter: UserFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (filter.id !== undefined) parts.push(eq(users.id, filter.id));
  if (filter.role) parts.push(arrayContains(users.roles, [filter.role]));
  if (filter.fleetManagerId !== undefined) parts.push(eq(users.fleetManagerId, filter.fleetManagerId));
  if (filter.clientId !== undefined) parts.push(eq(users.clientId, filter.clientId));
  if (filter.type) parts.push(eq(users.type, filter.type));
  if (filter.activeOnly) parts.push(eq(users.status, 'ACTIVE'));
  if (filter.scope) parts.push(filter.scope);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    parts.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern), ilike(users.companyName, pattern)));
  }
  return and(...parts);
}

function withFleet(db: Db) {
  return db
    .select({ user: users, fleetId: fleet.id, fleetName: fleet.name })
    .from(users)
    .leftJoin(fleet, eq(fleet.id, users.fleetManagerId));
}

function toWithFleet(row: { user: UserRow; fleetId: number | null; fleetName: string | null }): UserWithFleet {
  return { user: row.user, fleetManager: row.fleetId !== null && row.fleetName !== null ? { id: row.fleetId, name: row.fleetName } : null };
}

/** Users matching the filter, by name, at most `limit`. */
export async function listUsers(db: Db, filter: UserFilter, limit: number): Promise<UserWithFleet[]> {
  const rows = await withFleet(db)
    .where(conditions(filter))
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(limit);
  return rows.map(toWithFleet);
}

/** One page of the users matching the filter, by name, and how many match in all. */
export async function pageUsers(db: Db, filter: UserFilter, paging: Paging): Promise<{ total: number; rows: UserWithFleet[] }> {
  const where = conditions(filter);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  const rows = await withFleet(db)
    .where(where)
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  return { total: count?.n ?? 0, rows: rows.map(toWithFleet) };
}

/** A user that is not deleted and matches the filter, with its fleet manager. */
export async function findUser(db: Db, id: number, filter: UserFilter = {}): Promise<UserWithFleet | undefined> {
  const [row] = await withFleet(db)
    .where(conditions({ ...filter, id }))
    .limit(1);
  return row ? toWithFleet(row) : undefined;
}

/** Is this e-mail (any case) used by a user other than `exceptId`? */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** Inserts a user; a taken e-mail throws the database's unique violation (see `emailGuard`). */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

/** Updates a user and answers the new row; the sessions' caches drop its sessions (their user changed). */
export async function updateUser(db: Db, id: number, values: Partial<NewUserRow>): Promise<UserRow> {
  const row = (await updateById(db, users, id, values))!;
  await forgetSessions(db, [id]);
  return row;
}

/** Vehicles the driver is paired with, by plate, within `scope` (a condition on `vehicles`: who reads). */
export async function pairedVehicles(db: Db, userId: number, scope: SQL | undefined) {
  return db
    .select({ id: vehicles.id, registrationPlate: vehicles.registrationPlate, brand: vehicles.brand, model: vehicles.model })
    .from(vehicleDrivers)
    .innerJoin(vehicles, eq(vehicles.id, vehicleDrivers.vehicleId))
    .where(and(eq(vehicleDrivers.driverId, userId), scope))
    .orderBy(asc(vehicles.registrationPlate));
}

/**
 * Deletes a user the way the contract says: the row stays (rides keep pointing at it) but every personal
 * field is cleared and the account can never sign in again. Its files, vehicle pairings and login history
 * go; its drivers leave the fleet. Sessions and links are ended by the caller (auth repository).
 */
export async function anonymiseUser(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      name: `Smazaný uživatel #${id}`,
      email: null,
      passwordHash: null,
      phone: null,
      status: 'INACTIVE',
      ...sameFor(USER_DETAIL_TEXTS, null),
      lastSeenAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  await db.delete(files).where(eq(files.userId, id));
  await db.delete(vehicleDrivers).where(eq(vehicleDrivers.driverId, id));
  await db.delete(loginHistory).where(eq(loginHistory.userId, id));
  await db.update(users).set({ fleetManagerId: null, updatedAt: now }).where(eq(users.fleetManagerId, id));
  // The user and its drivers changed: every process's session cache starts again.
  await forgetSessions(db, 'all');
  // A deleted fleet manager's vehicles stay, without a fleet, for an admin to hand over.
  await db.update(vehicles).set({ fleetManagerId: null, updatedAt: now }).where(eq(vehicles.fleetManagerId, id));
}

/** One page of sign-ins, newest first, of users that are not deleted. */
export async function pageLoginHistory(db: Db, filter: { userId?: number }, paging: Paging) {
  const where = and(isNull(users.deletedAt), filter.userId !== undefined ? eq(loginHistory.userId, filter.userId) : undefined);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginHistory)
    .innerJoin(users, eq(users.id, loginHistory.userId))
    .where(where);
  const rows = await db
    .select({
      id: loginHistory.id,
      userId: loginHistory.userId,
      userName: users.name,
      email: users.email,
      at: loginHistory.at,
      ip: loginHistory.ip,
      userAgent: loginHistory.userAgent,
    })
    .from(loginHistory)
    .innerJoin(users, eq(users.id, loginHistory.userId))
    .where(where)
    .orderBy(desc(loginHistory.at), desc(loginHistory.id))
    .limit(paging.size)
    .offset(paging.page * paging.size);
  return { total: count?.n ?? 0, rows };
}
