import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HourlyIntervalSettings, NotificationSetting, OperationAreaSettings, RatesSettings } from '@vozka/domain';
import { api } from '../../../lib/api-client';

export type { ExchangeRate, LatLng, NotificationSetting } from '@vozka/domain';
export type Rates = RatesSettings;
export type OperationArea = OperationAreaSettings;
export type HourlyInterval = HourlyIntervalSettings;

/** One setting of `/api/settings/<name>`: read and replaced whole (ADMIN). */
function setting<T>(name: string) {
  const key = ['settings', name] as const;
  return {
    key,
    useGet: () => useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<T>(`/settings/${name}`, { signal }) }),
    useSave: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (body: T) => api.put<T>(`/settings/${name}`, body),
        onSuccess: (answer, body) => queryClient.setQueryData(key, answer ?? body),
      });
    },
  };
}

export const ratesSetting = setting<Rates>('rates');
export const areaSetting = setting<OperationArea>('operation-area');
export const intervalSetting = setting<HourlyInterval>('hourly-interval');
export const notificationSetting = setting<NotificationSetting[]>('notification');
