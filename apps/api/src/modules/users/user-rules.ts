import { userRolesManagedBy, type MessageCode, type ProfileInput, type Role } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { deleteUserSessions, deleteUserTokens } from '../auth/auth.repository.ts';
import { anonymiseUser, emailTaken, type UserFilter } from './users.repository.ts';
import { compareCzechNames } from '../../shared/czech-order.ts';

/**
 * Whose users a caller manages: ADMIN everyone's, a FLEET_MANAGER only the drivers of its own fleet.
 * `manages` is the roles it may give and list (the domain's `userRolesManagedBy`, which the web's forms follow).
 */
export type UserScope = { manages: readonly Role[] } & ({ kind: 'admin' } | { kind: 'fleet'; fleetManagerId: number });

/** The scope of a caller that passed the `users.*` permission; ADMIN wins when a user holds both roles. */
export function scopeOf(actor: UserRow): UserScope {
  const manages = userRolesManagedBy(actor.roles);
  if (actor.roles.includes('ADMIN')) return { kind: 'admin', manages };
  if (actor.roles.includes('FLEET_MANAGER')) return { kind: 'fleet', fleetManagerId: actor.id, manages };
  throw new AppError(403, 'FORBIDDEN');
}

/** The filter that limits a query to what the scope may see. */
export function scopeFilter(scope: UserScope): UserFilter {
  return scope.kind === 'admin' ? {} : { role: 'DRIVER', fleetManagerId: scope.fleetManagerId };
}

/**
 * The fields a user's own profile and a user form set the same way (empty ones already null; the name is
 * required before this is called).
 */
export function profileFields(input: Omit<ProfileInput, 'language' | 'currentPassword'>) {
  return {
    name: input.name!,
    email: input.email,
    phone: input.phone,
    vatPayer: input.vatPayer,
    bankAccount: input.bankAccount,
    city: input.city,
    street: input.street,
    zipCode: input.zipCode,
    dateOfBirth: input.dateOfBirth,
    companyId: input.companyId,
    companyName: input.companyName,
    companyAddress: input.companyAddress,
    companyTin: input.companyTin,
    emailSecondary: input.emailSecondary,
    phoneSecondary: input.phoneSecondary,
    invoicing: input.invoicing,
  } satisfies Partial<NewUserRow>;
}

/** Spec §5 "Client is not selected": a passenger without a client (at the client field). */
export const clientNotSelected = () => new AppError(400, 'CLIENT_NOT_SELECTED', { fields: { clientId: 'CLIENT_NOT_SELECTED' } });

/** 400 FILL_EVERY_FIELD naming every missing field (spec §5). */
export function requireFields(missing: string[]): void {
  if (missing.length === 0) return;
  const fields: Record<string, MessageCode> = Object.fromEntries(missing.map((f) => [f, 'FILL_EVERY_FIELD']));
  throw new AppError(400, 'FILL_EVERY_FIELD', { fields });
}

/** PostgreSQL's unique_violation, however the driver (pg, PGlite) and Drizzle wrap it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Runs a write and turns a lost race on the e-mail's unique index into 409 EMAIL_TAKEN (the service
 * checks first; this covers two writes of one e-mail at the same moment).
 */
export async function emailGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, 'EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
    throw err;
  }
}

/** 409 EMAIL_TAKEN when another user has this e-mail in any case. Run it inside the writing transaction. */
export async function assertEmailFree(tx: Db, email: string | null, exceptId?: number): Promise<void> {
  if (email && (await emailTaken(tx, email, exceptId))) {
    throw new AppError(409, 'EMAIL_TAKEN', { fields: { email: 'EMAIL_TAKEN' } });
  }
}

/** Pages of `size` needed for `total` rows (0 when there are none). */
export function totalPages(total: number, size: number): number {
  return Math.ceil(total / size);
}

/** Sorts by name the way a Czech reader expects (ch after h, diacritics in place), then by id. */
export function byCzechName<T>(items: T[], nameOf: (item: T) => string, idOf: (item: T) => number): T[] {
  return [...items].sort((a, b) => compareCzechNames(nameOf(a), nameOf(b)) || idOf(a) - idOf(b));
}

/** Deletes (anonymises) a user and ends its sessions and e-mailed links at once. Run it inside a transaction. */
export async function removeUser(tx: Db, id: number, now: Date): Promise<void> {
  await anonymiseUser(tx, id, now);
  await deleteUserSessions(tx, id);
  await deleteUserTokens(tx, id);
}

/** The same set of roles, whatever the order. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((r) => right.has(r));
}
