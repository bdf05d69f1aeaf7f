import type { Delivery, DeliveryStatus, Page } from '@vozka/domain';
import { requeueDeliveries } from '../../adapters/outbox/outbox.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { findDispatchRide } from '../dispatch/dispatch-access.ts';
import * as repo from './deliveries.repository.ts';

/**
 * The deliveries (every e-mail and SMS, docs/decisions/0030): a ride's for its Notifications tab (ADMIN,
 * the ride's fleet manager), the portal's by status for ADMIN, and ADMIN's retry of a failed one.
 */
export function createDeliveriesService(deps: Pick<ModuleDeps, 'database' | 'jobs'>) {
  const { db } = deps.database;
  return {
    async listForRide(caller: UserRow, rideId: number): Promise<Delivery[]> {
      await findDispatchRide(db, caller, rideId);
      return repo.listRideDeliveries(db, rideId);
    },

    async list(query: { status?: DeliveryStatus | undefined; page: number; size: number }): Promise<Page<Delivery>> {
      const { total, objects } = await repo.listDeliveries(db, query.status, query.page, query.size);
      return { totalPages: Math.ceil(total / query.size), objects };
    },

    /**
     * Sends a FAILED delivery again: PENDING, a new job, in one transaction. A SENT one is not sent twice
     * and a PENDING one is still on its way (409); an unknown id is 404 "ID not found".
     */
    async retry(id: number): Promise<Delivery> {
      await db.transaction(async (tx) => {
        const row = await repo.findDelivery(tx, id, true);
        if (!row) throw new AppError(404, 'MESSAGE_ID_NOT_FOUND');
        if (row.status !== 'FAILED') throw new AppError(409, 'DELIVERY_NOT_FAILED');
        await requeueDeliveries(tx, deps.jobs, [id]);
      });
      return (await repo.findPresentedDelivery(db, id))!;
    },
  };
}
