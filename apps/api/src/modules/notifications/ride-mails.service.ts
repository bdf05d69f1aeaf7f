import type { NotificationSituation, Role } from '@vozka/domain';
import { queueMessages } from '../../adapters/outbox/outbox.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { findDispatchRide } from '../dispatch/dispatch-access.ts';
import { loadRideMailData } from './ride-mails.repository.ts';
import { resendMessages } from './ride-mails.ts';

/** `GET /api/orders/{id}/send-notification` (docs/decisions/0029). */
export function createRideMailsService(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock' | 'publicUrl'>) {
  const { db } = deps.database;
  return {
    /** ADMIN and the ride's fleet manager; another fleet's ride is 404 to a fleet manager. */
    async resend(
      caller: UserRow,
      rideId: number,
      situation: NotificationSituation,
      role: Role,
    ): Promise<{ queued: number; skipped: number }> {
      await findDispatchRide(db, caller, rideId);
      return db.transaction(async (tx) => {
        const data = await loadRideMailData(tx, rideId);
        if (!data) return { queued: 0, skipped: 0 };
        const messages = resendMessages(situation, role, data, deps.publicUrl, caller.id);
        const people = role === 'ADMIN' ? data.admins.length : data.people[role] ? 1 : 0;
        await queueMessages(tx, deps.jobs, messages, deps.clock.now());
        return { queued: messages.length, skipped: people - messages.length };
      });
    },
  };
}
