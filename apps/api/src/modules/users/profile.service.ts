import { missingProfileFields, type ProfileInput, type UserDetails } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { sha256 } from '../../shared/crypto.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { deleteOtherSessions, deleteUserSessions, expireUserTokens } from '../auth/auth.repository.ts';
import { hashPassword, verifyPassword } from '../../shared/password-hasher.ts';
import { toUserDetails } from '../auth/user-details.ts';
import { assertEmailFree, emailGuard, profileFields, removeUser, requireFields } from './user-rules.ts';
import * as repo from './users.repository.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

/**
 * The signed-in user's own account (docs/api/people.md "Own profile"). The profile body carries no roles,
 * status or fleet, so nobody raises its own rights here.
 */
export function createProfileService(deps: Pick<ModuleDeps, 'database'> & { clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  return {
    async get(actor: UserRow): Promise<UserDetails> {
      const found = await repo.findUser(db, actor.id);
      if (!found) throw new AppError(404, 'NOT_FOUND');
      return toUserDetails(found.user, found.fleetManager);
    },

    async update(actor: UserRow, input: ProfileInput): Promise<UserDetails> {
      requireFields(missingProfileFields(input));
      // The e-mail is the sign-in name and where reset links go: changing it proves the password.
      if ((input.email ?? '').toLowerCase() !== (actor.email ?? '').toLowerCase()) {
        await confirmCurrentPassword(actor, input.currentPassword);
      }
      return emailGuard(() =>
        db.transaction(async (tx) => {
          await assertEmailFree(tx, input.email, actor.id);
          await repo.updateUser(tx, actor.id, {
            ...profileFields(input),
            language: input.language ?? actor.language,
            // A customer's switches for its passengers (issue 14 §7); nobody else has passengers.
            ...(input.passengerAlerts !== undefined && actor.roles.includes('CUSTOMER') ? { passengerAlerts: input.passengerAlerts } : {}),
            updatedAt: now(),
          });
          const found = await repo.findUser(tx, actor.id);
          return toUserDetails(found!.user, found!.fleetManager);
        }),
      );
    },

    /**
     * Changes the password after checking the current one. Every other session of the user ends (a thief
     * signed in elsewhere is out); the calling session stays. Unused reset links stop working too.
     */
    async changePassword(
      actor: UserRow,
      sessionToken: string | null,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      await confirmCurrentPassword(actor, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        const t = now();
        await repo.updateUser(tx, actor.id, { passwordHash, updatedAt: t });
        if (sessionToken) await deleteOtherSessions(tx, actor.id, sha256(sessionToken));
        else await deleteUserSessions(tx, actor.id);
        await expireUserTokens(tx, actor.id, 'RESET', t);
      });
    },

    /** Deletes (anonymises) the caller's own account after checking its password; all its sessions end. */
    async remove(actor: UserRow, input: { currentPassword: string }): Promise<void> {
      await confirmCurrentPassword(actor, input.currentPassword);
      await db.transaction(async (tx) => {
        await removeUser(tx, actor.id, now());
      });
    },
  };
}

/** 400 with the field `currentPassword` when it is missing or not the account's password. */
async function confirmCurrentPassword(actor: UserRow, password: string | undefined): Promise<void> {
  if (!password) throw new AppError(400, 'CURRENT_PASSWORD_REQUIRED', { fields: { currentPassword: 'CURRENT_PASSWORD_REQUIRED' } });
  const ok = actor.passwordHash ? await verifyPassword(actor.passwordHash, password) : false;
  if (!ok) throw new AppError(400, 'CURRENT_PASSWORD_WRONG', { fields: { currentPassword: 'CURRENT_PASSWORD_WRONG' } });
}

export type ProfileService = ReturnType<typeof createProfileService>;
