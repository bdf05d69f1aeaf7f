import {
  DEFAULT_BANK_ACCOUNT,
  missingUserFields,
  normalizeLanguage,
  passengerWithoutClient,
  type CustomerType,
  type LoginHistoryEntry,
  type Page,
  type Role,
  type UserDetails,
  type UserInput,
  type UserRecord,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { deleteUserSessions } from '../auth/auth.repository.ts';
import { hashPassword } from '../../shared/password-hasher.ts';
import { toLoginHistoryEntry, toUserRecord } from './user.presenter.ts';
import { toUserDetails } from '../auth/user-details.ts';
import {
  assertEmailFree,
  byCzechName,
  clientNotSelected,
  emailGuard,
  profileFields,
  removeUser,
  requireFields,
  sameRoles,
  scopeFilter,
  scopeOf,
  totalPages,
  type UserScope,
} from './user-rules.ts';
import * as repo from './users.repository.ts';
import { vehicleReadScope } from '../vehicles/vehicle-access.ts';
import type { Paging } from './users.schemas.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

/** `GET /api/users` answers at most this many users. */
export const USER_LIST_LIMIT = 1000;

export interface UserServiceDeps extends Pick<ModuleDeps, 'database' | 'auth' | 'logger'> {
  clock?: Clock;
}

/** The fields a user form sets the same way on create and update (empty ones already null). */
function commonFields(input: UserInput) {
  return {
    ...profileFields(input),
    internalNumber: input.internalNumber,
    internalNote: input.internalNote,
    ...(input.hideTripOffers !== undefined ? { hideTripOffers: input.hideTripOffers } : {}),
    ...(input.passengerAlerts !== undefined ? { passengerAlerts: input.passengerAlerts } : {}),
    ...(input.flightBufferMinutes !== undefined ? { flightBufferMinutes: input.flightBufferMinutes } : {}),
  } satisfies Partial<NewUserRow>;
}

/** Users, their lists and records (docs/api/people.md "Users"); object-level rules live here. */
export function createUsersService(deps: UserServiceDeps) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  /** A FLEET_MANAGER lists only its drivers: any other role asked for is refused. */
  function listFilter(scope: UserScope, roleName: Role | undefined, type: CustomerType | undefined): repo.UserFilter {
    if (roleName !== undefined && !scope.manages.includes(roleName)) throw new AppError(403, 'FORBIDDEN');
    return scope.kind === 'admin' ? { role: roleName, type } : { ...scopeFilter(scope), type };
  }

  /** A FLEET_MANAGER works only with plain drivers: a role the scope does not manage is refused. */
  function assertManagedRoles(scope: UserScope, roles: Role[]): void {
    if (roles.some((role) => !scope.manages.includes(role))) throw new AppError(403, 'FORBIDDEN');
  }

  /**
   * The fleet and the client a user gets: a FLEET_MANAGER's drivers always stay in its own fleet; ADMIN
   * names an existing fleet manager (drivers only; none = "Nevybrán") and an existing customer
   * (passengers only; an update that names none keeps the passenger's client).
   */
  async function relations(tx: Db, scope: UserScope, input: UserInput, existing?: UserRow) {
    const requestedFleet = input.fleetManagerId ?? input.fleetManager;
    if (scope.kind === 'fleet') {
      if (requestedFleet !== null && requestedFleet !== scope.fleetManagerId) throw new AppError(403, 'FORBIDDEN');
      return { fleetManagerId: scope.fleetManagerId, clientId: null };
    }
    let fleetManagerId: number | null = null;
    if (input.roles.includes('DRIVER') && requestedFleet !== null) {
      const unchanged = requestedFleet === existing?.fleetManagerId;
      if (!unchanged && !(await repo.findUser(tx, requestedFleet, { role: 'FLEET_MANAGER' }))) {
        throw new AppError(400, 'FLEET_MANAGER_INVALID', { fields: { fleetManager: 'FLEET_MANAGER_INVALID' } });
      }
      fleetManagerId = requestedFleet;
    }
    let clientId: number | null = null;
    if (input.roles.includes('PASSENGER')) {
      clientId = input.clientId ?? existing?.clientId ?? null;
      const unchanged = clientId === existing?.clientId;
      if (clientId !== null && !unchanged && !(await repo.findUser(tx, clientId, { role: 'CUSTOMER' }))) {
        throw clientNotSelected();
      }
    }
    return { fleetManagerId, clientId };
  }

  async function details(tx: Db, row: UserRow): Promise<UserDetails> {
    const found = await repo.findUser(tx, row.id);
    return toUserDetails(row, found?.fleetManager ?? null);
  }

  return {
    /** `GET /api/users`: by Czech name, at most USER_LIST_LIMIT. */
    async list(actor: UserRow, query: { roleName?: Role; type?: CustomerType }): Promise<UserDetails[]> {
      const filter = listFilter(scopeOf(actor), query.roleName, query.type);
      const rows = await repo.listUsers(db, filter, USER_LIST_LIMIT);
      return byCzechName(
        rows,
        (r) => r.user.name,
        (r) => r.user.id,
      ).map((r) => toUserDetails(r.user, r.fleetManager));
    },

    /** `GET /api/uservos`: one page, searched by `q`. */
    async page(actor: UserRow, query: Paging & { roleName?: Role; type?: CustomerType; q?: string }): Promise<Page<UserDetails>> {
      const filter = { ...listFilter(scopeOf(actor), query.roleName, query.type), q: query.q };
      const { total, rows } = await repo.pageUsers(db, filter, query);
      return { totalPages: totalPages(total, query.size), objects: rows.map((r) => toUserDetails(r.user, r.fleetManager)) };
    },

    /** `GET /api/login-history`: sign-ins, newest first, optionally of one user (ADMIN only, by permission). */
    async loginHistory(query: Paging & { userId?: number }): Promise<Page<LoginHistoryEntry>> {
      const { total, rows } = await repo.pageLoginHistory(db, { userId: query.userId }, query);
      return { totalPages: totalPages(total, query.size), objects: rows.map(toLoginHistoryEntry) };
    },

    /**
     * `GET /api/users/{id}`: 404 for a user the caller may not see. Its paired vehicles are those the
     * caller may see too: a fleet manager's driver paired by ADMIN with another fleet's car does not show
     * that car's plate.
     */
    async get(actor: UserRow, id: number): Promise<UserRecord> {
      const found = await repo.findUser(db, id, scopeFilter(scopeOf(actor)));
      if (!found) throw new AppError(404, 'NOT_FOUND');
      return toUserRecord(found.user, found.fleetManager, await repo.pairedVehicles(db, id, vehicleReadScope(actor)));
    },

    /**
     * `POST /api/users`: creates a user (ACTIVE unless told otherwise). Without a password, a user with an
     * e-mail is invited to set one; the invitation goes out only after the user is committed.
     */
    async create(actor: UserRow, input: UserInput, options: { quick: boolean }): Promise<UserDetails> {
      const scope = scopeOf(actor);
      assertManagedRoles(scope, input.roles);
      requireFields(missingUserFields(input, options.quick ? 'quick-create' : 'create'));
      if (passengerWithoutClient(input)) throw clientNotSelected();
      const isCustomer = input.roles.includes('CUSTOMER');
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const created = await emailGuard(() =>
        db.transaction(async (tx) => {
          await assertEmailFree(tx, input.email);
          const row = await repo.insertUser(tx, {
            ...commonFields(input),
            ...(await relations(tx, scope, input)),
            roles: input.roles,
            status: input.status ?? 'ACTIVE',
            type: isCustomer ? (input.type ?? 'CUSTOMER_ONE_TIME') : null,
            language: input.language ?? normalizeLanguage(actor.language) ?? 'en',
            bankAccount: input.bankAccount ?? (options.quick && isCustomer ? DEFAULT_BANK_ACCOUNT : null),
            passwordHash,
          });
          // The invitation (a link to set the first password) is queued with the user: both or neither.
          if (!passwordHash && row.status !== 'INACTIVE') await deps.auth.invite(tx, row);
          return { row, answer: await details(tx, row) };
        }),
      );
      return created.answer;
    },

    /**
     * `PUT /api/users/{id}`: replaces the user's data. Nobody changes its own roles or status; a status other
     * than ACTIVE ends the user's sessions at once. The password is set only through the user's own calls.
     */
    async update(actor: UserRow, id: number, input: UserInput): Promise<UserDetails> {
      const scope = scopeOf(actor);
      assertManagedRoles(scope, input.roles);
      requireFields(missingUserFields(input, 'update'));
      return emailGuard(() =>
        db.transaction(async (tx) => {
          const found = await repo.findUser(tx, id, scopeFilter(scope));
          if (!found) throw new AppError(404, 'NOT_FOUND');
          const target = found.user;
          const status = input.status ?? target.status;
          if (id === actor.id && (!sameRoles(input.roles, target.roles) || status !== target.status)) {
            throw new AppError(403, 'CANNOT_CHANGE_OWN_ROLES');
          }
          await assertEmailFree(tx, input.email, id);
          const isCustomer = input.roles.includes('CUSTOMER');
          const row = await repo.updateUser(tx, id, {
            ...commonFields(input),
            ...(await relations(tx, scope, input, target)),
            roles: input.roles,
            status,
            type: isCustomer ? (input.type ?? target.type ?? 'CUSTOMER_ONE_TIME') : null,
            language: input.language ?? target.language,
            updatedAt: now(),
          });
          if (status !== 'ACTIVE') await deleteUserSessions(tx, id);
          return details(tx, row);
        }),
      );
    },

    /** `DELETE /api/users/{id}`: anonymises the user and keeps the row; nobody deletes itself here. */
    async remove(actor: UserRow, id: number): Promise<void> {
      const scope = scopeOf(actor);
      if (id === actor.id) throw new AppError(409, 'CANNOT_DELETE_SELF');
      await db.transaction(async (tx) => {
        if (!(await repo.findUser(tx, id, scopeFilter(scope)))) throw new AppError(404, 'NOT_FOUND');
        await removeUser(tx, id, now());
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
