import type { CustomerType, DriverOption, FleetOption, LoginHistoryEntry, Page, Passenger, UserDetails } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { toDriverOption, toFleetOption, toLoginHistoryEntry, toPassenger, toUserDetails } from './user.presenter.ts';
import { totalPages } from './user-rules.ts';
import * as repo from './users.repository.ts';
import type { Paging } from './users.schemas.ts';

type SearchPage = Paging & { q?: string };

/**
 * The ride form's pickers (spec §2) and the login history. Pickers offer ACTIVE users only, one entry per
 * user, each caller only what it may choose.
 */
export function createPickersService(deps: Pick<ModuleDeps, 'database'> & { now?: () => Date }) {
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const isAdmin = (actor: UserRow) => actor.roles.includes('ADMIN');

  return {
    /** ADMIN every active driver; a FLEET_MANAGER the active drivers of its fleet. */
    async drivers(actor: UserRow, query: SearchPage): Promise<Page<DriverOption>> {
      const scope = isAdmin(actor) ? {} : { fleetManagerId: actor.id };
      const { total, rows } = await repo.pageUsers(db, { ...scope, role: 'DRIVER', activeOnly: true, q: query.q }, query);
      const at = now();
      return { totalPages: totalPages(total, query.size), objects: rows.map((r) => toDriverOption(r.user, r.fleetManager, at)) };
    },

    /** ADMIN every active fleet manager; a FLEET_MANAGER only itself. */
    async fleets(actor: UserRow, query: SearchPage): Promise<Page<FleetOption>> {
      const scope = isAdmin(actor) ? {} : { id: actor.id };
      const { total, rows } = await repo.pageUsers(db, { ...scope, role: 'FLEET_MANAGER', activeOnly: true, q: query.q }, query);
      return { totalPages: totalPages(total, query.size), objects: rows.map((r) => toFleetOption(r.user)) };
    },

    /**
     * ADMIN and FLEET_MANAGER every active customer; a CUSTOMER only itself (it is preselected). Only ADMIN
     * sees the internal number and note.
     */
    async customers(actor: UserRow, query: SearchPage & { type?: CustomerType }): Promise<Page<UserDetails>> {
      const all = isAdmin(actor) || actor.roles.includes('FLEET_MANAGER');
      const scope = all ? {} : { id: actor.id };
      const filter = { ...scope, role: 'CUSTOMER' as const, activeOnly: true, q: query.q, type: query.type };
      const { total, rows } = await repo.pageUsers(db, filter, query);
      const objects = rows.map((r) => toUserDetails(r.user, r.fleetManager));
      // The dispatch's internal number and note about a client are not for fleet managers (outside companies).
      const shown = isAdmin(actor) ? objects : objects.map((c) => ({ ...c, internalNumber: null, internalNote: null }));
      return { totalPages: totalPages(total, query.size), objects: shown };
    },

    /**
     * The passenger picker (decision 0010): the active passengers of a client, to choose from only. ADMIN and
     * FLEET_MANAGER name the client (a customer that is not deleted, else 400 CLIENT_NOT_SELECTED); a
     * CUSTOMER always gets its own.
     */
    async passengers(actor: UserRow, query: SearchPage & { clientId?: number }): Promise<Page<Passenger>> {
      const dispatch = isAdmin(actor) || actor.roles.includes('FLEET_MANAGER');
      const clientId = dispatch ? query.clientId : actor.id;
      if (clientId === undefined || !(await repo.findUser(db, clientId, { role: 'CUSTOMER' }))) {
        throw new AppError(400, 'CLIENT_NOT_SELECTED', { fields: { clientId: 'CLIENT_NOT_SELECTED' } });
      }
      const { total, rows } = await repo.pageUsers(db, { role: 'PASSENGER', clientId, activeOnly: true, q: query.q }, query);
      return { totalPages: totalPages(total, query.size), objects: rows.map((r) => toPassenger(r.user)) };
    },

    /** Sign-ins, newest first, optionally of one user (ADMIN only, by permission). */
    async loginHistory(query: Paging & { userId?: number }): Promise<Page<LoginHistoryEntry>> {
      const { total, rows } = await repo.pageLoginHistory(db, { userId: query.userId }, query);
      return { totalPages: totalPages(total, query.size), objects: rows.map(toLoginHistoryEntry) };
    },
  };
}

export type PickersService = ReturnType<typeof createPickersService>;
