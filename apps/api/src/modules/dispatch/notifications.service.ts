import { asc, eq } from 'drizzle-orm';
import { type RideNotification, type RideNotificationKind } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { rideNotifications, type UserRow } from '../../db/schema/index.ts';
import { findDispatchRide } from './dispatch-access.ts';

/** `GET /api/orders/{id}/notifications`: ADMIN and the ride's fleet manager (docs/api/dispatch.md §6). */
export function createNotificationsService(deps: { database: Database }) {
  const { db } = deps.database;
  return {
    async list(caller: UserRow, rideId: number): Promise<RideNotification[]> {
      await findDispatchRide(db, caller, rideId);
      const rows = await db
        .select()
        .from(rideNotifications)
        .where(eq(rideNotifications.rideId, rideId))
        .orderBy(asc(rideNotifications.createdAt), asc(rideNotifications.id));
      return rows.map((r) => ({
        id: r.id,
        rideId: r.rideId,
        kind: r.kind as RideNotificationKind,
        payload: r.payload as Record<string, unknown>,
        createdAt: r.createdAt.toISOString(),
        deliveredAt: r.deliveredAt?.toISOString() ?? null,
      }));
    },
  };
}
