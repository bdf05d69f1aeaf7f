import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TWebhookEndpointInput, WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { LIST_PAGE_SIZE, type Paged, withQuery } from '../../../lib/paged';
import { useWriteMutation } from '../../../lib/query';
import { resource } from '../../../lib/resource';

/** Outbound webhook endpoints and their delivery logs (`/api/webhooks`, ADMIN). */
const PATH = '/webhooks';
/** Create answers the endpoint with its secret (shown once); update without it. */
const endpoints = resource<WebhookEndpoint | WebhookEndpointWithSecret, TWebhookEndpointInput>({ path: PATH, key: 'webhooks' });
const WEBHOOKS_KEY = endpoints.keys.all;
/** While a delivery of the log is still on its way, the log asks again every few seconds. */
const PENDING_REFRESH_MS = 3000;

export function useWebhookEndpoints() {
  return useQuery({ queryKey: [...WEBHOOKS_KEY, 'list'], queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(PATH, { signal }) });
}

export const useSaveWebhookEndpoint = endpoints.useSave;
export const useRemoveWebhookEndpoint = endpoints.useRemove;

export function useRollWebhookSecret() {
  return useWriteMutation((id: number) => api.post<WebhookEndpointWithSecret>(`${PATH}/${id}/roll-secret`), [WEBHOOKS_KEY]);
}

/** One endpoint's deliveries, newest first, paged. */
export function useWebhookDeliveries(endpointId: number, page: number) {
  return useQuery({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', endpointId, page],
    queryFn: ({ signal }) =>
      api.get<Paged<WebhookDelivery>>(withQuery(`${PATH}/${endpointId}/deliveries`, { page, size: LIST_PAGE_SIZE }), { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.objects.some((d) => d.status === 'PENDING') ? PENDING_REFRESH_MS : false),
  });
}

export function useResendWebhookDelivery(endpointId: number) {
  return useWriteMutation(
    (deliveryId: number) => api.post<WebhookDelivery>(`${PATH}/${endpointId}/deliveries/${deliveryId}/retry`),
    [WEBHOOKS_KEY],
  );
}
