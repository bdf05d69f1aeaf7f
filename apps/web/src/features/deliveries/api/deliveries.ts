import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Delivery,
  SendMessageResult,
  SendNotificationResult,
  TDeliveryQuery,
  TSendMessageInput,
  TSendNotificationQuery,
} from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../../../lib/paged';
import { useWriteMutation } from '../../../lib/query';

/** Every e-mail and SMS the portal queued (docs/decisions/0030). */
const DELIVERIES_KEY = ['deliveries'] as const;

/** While something of the list is still on its way, the list asks again every few seconds. */
const PENDING_REFRESH_MS = 3000;

/** `GET /api/orders/{id}/deliveries`: the ride's Notifications tab, newest first. */
export function useRideDeliveries(rideId: number) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, 'ride', rideId],
    queryFn: ({ signal }) => api.get<Delivery[]>(`/orders/${rideId}/deliveries`, { signal }),
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'PENDING') ? PENDING_REFRESH_MS : false),
  });
}

/** `GET /api/deliveries?status=…` (ADMIN), newest first, paged. */
export function useDeliveries(params: TDeliveryQuery) {
  return useQuery({
    queryKey: [...DELIVERIES_KEY, 'all', params],
    queryFn: ({ signal }) => api.get<Paged<Delivery>>(withQuery('/deliveries', { size: LIST_PAGE_SIZE, ...params }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/deliveries/{id}/retry` (ADMIN): a failed one is sent again. */
export function useRetryDelivery() {
  return useWriteMutation((id: number) => api.post<Delivery>(`/deliveries/${id}/retry`), [DELIVERIES_KEY]);
}

/** `POST /api/orders/{id}/send-message`: a free e-mail or SMS to the ride's users of one role. */
export function useSendMessage(rideId: number) {
  return useWriteMutation(
    (body: TSendMessageInput) => api.post<SendMessageResult>(`/orders/${rideId}/send-message`, body),
    [DELIVERIES_KEY],
  );
}

/** `GET /api/orders/{id}/send-notification?action&role` (spec §7): one situation's e-mail again to one role. */
export function useResendNotification(rideId: number) {
  return useWriteMutation(
    (query: TSendNotificationQuery) => api.get<SendNotificationResult>(withQuery(`/orders/${rideId}/send-notification`, query)),
    [DELIVERIES_KEY],
  );
}
