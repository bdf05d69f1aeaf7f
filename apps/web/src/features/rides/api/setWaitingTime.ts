import type { Ride } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { withQuery } from '../../../lib/paged';
import { useRecordWrite } from '../../../lib/query';
import { RIDE_WRITE_INVALIDATES, ridesKeys } from '../../../lib/rides/keys';

/** Spec §4: waiting time in minutes, 0 to a day. */
export const WAITING_MAX_MINUTES = 24 * 60;

/** PUT /api/orders/:id/set-waiting-time?time=<minutes> */
export function setWaitingTime({ id, minutes }: { id: number; minutes: number }): Promise<Ride> {
  return api.put(withQuery(`/orders/${id}/set-waiting-time`, { time: minutes }));
}

export function useSetWaitingTime() {
  return useRecordWrite(setWaitingTime, ridesKeys.detail, RIDE_WRITE_INVALIDATES);
}
