import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCalendarFeed } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { useSettledWrite } from '../../../lib/query';

export const CALENDAR_FEED_KEY = ['calendar-feed'] as const;
const PATH = '/profile/calendar-feed';

/** GET /api/profile/calendar-feed: the own feed URL (null without one). */
export function useCalendarFeed() {
  return useQuery({ queryKey: CALENDAR_FEED_KEY, queryFn: ({ signal }) => api.get<TCalendarFeed>(PATH, { signal }) });
}

/** POST /api/profile/calendar-feed: a new URL; the previous one stops working. */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TCalendarFeed>(PATH),
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_KEY, feed),
  });
}

/** DELETE /api/profile/calendar-feed: the URL stops working. */
export function useRevokeCalendarFeed() {
  return useSettledWrite(() => api.delete(PATH), CALENDAR_FEED_KEY);
}
