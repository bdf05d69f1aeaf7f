import type { SQL } from 'drizzle-orm';
import type { ClientContact, CustomerType, DriverOption, FleetOption, Page, Passenger, UserDetails } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { fleetClients } from './client-access.ts';
import { toClientContact, toDriverOption, toFleetOption, toPassenger } from './user.presenter.ts';
import { toUserDetails } from '../auth/user-details.ts';
import { totalPages } from './user-rules.ts';
import * as repo from './users.repository.ts';
import type { Paging } from './users.schemas.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

type SearchPage = Paging & { q?: string };

/**
 * Who reads the client pickers, and so which rows and fields it gets: ADMIN all of them; a FLEET_MANAGER
 * the clients of its fleet's rides as contacts; anyone else (a CUSTOMER) itself and its own passengers.
 */
type ClientAudience = { kind: 'admin' } | { kind: 'fleet'; scope: SQL } | { kind: 'self' };

function clientAudience(actor: UserRow): ClientAudience {
  if (actor.roles.includes('ADMIN')) return { kind: 'admin' };
  if (actor.roles.includes('FLEET_MANAGER')) return { kind: 'fleet', scope: fleetClients(actor.id) };
  return { kind: 'self' };
}

/**
 * The ride form's pickers (spec §2): ACTIVE users only, one entry per user, each caller only what it may
 * choose.
 */
export function createPickersService(deps: Pick<ModuleDeps, 'database'> & { clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
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
     * ADMIN every active customer; a FLEET_MANAGER the customers of its fleet's rides, name and phone only;
     * a CUSTOMER only itself (it is preselected). Only ADMIN sees the internal number and note.
     */
    async customers(actor: UserRow, query: SearchPage & { type?: CustomerType }): Promise<Page<UserDetails | ClientContact>> {
      const audience = clientAudience(actor);
      const scope = audience.kind === 'fleet' ? { scope: audience.scope } : audience.kind === 'self' ? { id: actor.id } : {};
      const filter = { ...scope, role: 'CUSTOMER' as const, activeOnly: true, q: query.q, type: query.type };
      const { total, rows } = await repo.pageUsers(db, filter, query);
      const objects = rows.map((r): UserDetails | ClientContact => {
        if (audience.kind === 'fleet') return toClientContact(r.user);
        const details = toUserDetails(r.user, r.fleetManager);
        // The dispatch's internal number and note about a client are the dispatch's own.
        return audience.kind === 'admin' ? details : { ...details, internalNumber: null, internalNote: null };
      });
      return { totalPages: totalPages(total, query.size), objects };
    },

    /**
     * The passenger picker (decision 0010): the active passengers of a client, to choose from only. ADMIN
     * names the client (a customer that is not deleted, else 400 CLIENT_NOT_SELECTED); a FLEET_MANAGER names
     * one of its fleet's clients and gets the passengers of its fleet's rides, name and phone only; a
     * CUSTOMER always gets its own.
     */
    async passengers(actor: UserRow, query: SearchPage & { clientId?: number }): Promise<Page<Passenger | ClientContact>> {
      const audience = clientAudience(actor);
      const clientId = audience.kind === 'self' ? actor.id : query.clientId;
      const scope = audience.kind === 'fleet' ? audience.scope : undefined;
      if (clientId === undefined || !(await repo.findUser(db, clientId, { role: 'CUSTOMER', scope }))) {
        throw new AppError(400, 'CLIENT_NOT_SELECTED', { fields: { clientId: 'CLIENT_NOT_SELECTED' } });
      }
      const { total, rows } = await repo.pageUsers(db, { role: 'PASSENGER', clientId, activeOnly: true, q: query.q, scope }, query);
      const present = audience.kind === 'fleet' ? toClientContact : toPassenger;
      return { totalPages: totalPages(total, query.size), objects: rows.map((r) => present(r.user)) };
    },
  };
}

export type PickersService = ReturnType<typeof createPickersService>;
