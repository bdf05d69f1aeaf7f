import type { Page, Passenger, PassengerInput } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { toPassenger } from './user.presenter.ts';
import { assertEmailFree, clientNotSelected, emailGuard, removeUser, totalPages } from './user-rules.ts';
import * as repo from './users.repository.ts';
import type { Paging } from './users.schemas.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

/**
 * A client's passengers (docs/api/people.md "Passengers"): users with role PASSENGER whose `client_id` is
 * the client. A CUSTOMER manages its own; ADMIN those of the client it names.
 */
export function createPassengersService(deps: Pick<ModuleDeps, 'database'> & { clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  const isAdmin = (actor: UserRow) => actor.roles.includes('ADMIN');

  /** The client a call works on: a CUSTOMER always itself, ADMIN the one it names (else 400). */
  function clientOf(actor: UserRow, clientId: number | null | undefined): number {
    if (!isAdmin(actor)) return actor.id;
    if (!clientId) throw clientNotSelected();
    return clientId;
  }

  /** ADMIN may only name a client that exists: a customer that is not deleted. */
  async function assertClient(tx: Db, clientId: number): Promise<UserRow> {
    const client = await repo.findUser(tx, clientId, { role: 'CUSTOMER' });
    if (!client) throw clientNotSelected();
    return client.user;
  }

  /** The passenger if the caller may manage it; 404 otherwise. */
  async function visible(tx: Db, actor: UserRow, id: number): Promise<UserRow> {
    const found = await repo.findUser(tx, id, { role: 'PASSENGER', ...(isAdmin(actor) ? {} : { clientId: actor.id }) });
    if (!found) throw new AppError(404, 'NOT_FOUND');
    return found.user;
  }

  return {
    async list(actor: UserRow, query: Paging & { clientId?: number; q?: string }): Promise<Page<Passenger>> {
      const clientId = clientOf(actor, query.clientId);
      const { total, rows } = await repo.pageUsers(db, { role: 'PASSENGER', clientId, q: query.q }, query);
      return { totalPages: totalPages(total, query.size), objects: rows.map((r) => toPassenger(r.user)) };
    },

    /** Stores the passenger as an ACTIVE user without a password (it signs in only after a reset). */
    async create(actor: UserRow, input: PassengerInput): Promise<Passenger> {
      const clientId = clientOf(actor, input.clientId);
      return emailGuard(() =>
        db.transaction(async (tx) => {
          const client = isAdmin(actor) ? await assertClient(tx, clientId) : actor;
          await assertEmailFree(tx, input.email);
          const row = await repo.insertUser(tx, {
            name: input.name,
            phone: input.phone,
            email: input.email,
            roles: ['PASSENGER'],
            status: 'ACTIVE',
            clientId,
            language: client.language,
          });
          return toPassenger(row);
        }),
      );
    },

    /** ADMIN may move the passenger to another client; a CUSTOMER's passengers stay its own. */
    async update(actor: UserRow, id: number, input: PassengerInput): Promise<Passenger> {
      return emailGuard(() =>
        db.transaction(async (tx) => {
          const passenger = await visible(tx, actor, id);
          let clientId = passenger.clientId;
          if (isAdmin(actor) && input.clientId && input.clientId !== passenger.clientId) {
            clientId = (await assertClient(tx, input.clientId)).id;
          }
          await assertEmailFree(tx, input.email, id);
          const row = await repo.updateUser(tx, id, {
            name: input.name,
            phone: input.phone,
            email: input.email,
            clientId,
            updatedAt: now(),
          });
          return toPassenger(row);
        }),
      );
    },

    /** Anonymised as users are; the row stays for rides. */
    async remove(actor: UserRow, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await visible(tx, actor, id);
        await removeUser(tx, id, now());
      });
    },
  };
}

export type PassengersService = ReturnType<typeof createPassengersService>;
