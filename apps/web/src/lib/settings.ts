import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_VAT_PERCENT,
  type CompanySettings,
  type DriverStepSettings,
  type StoredFile,
  type HourlyIntervalSettings,
  type NotificationSetting,
  type OperationAreaSettings,
  type RatesSettings,
} from '@vozka/domain';
import { api } from './api-client';

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

export const ratesSetting = setting<RatesSettings>('rates');
export const areaSetting = setting<OperationAreaSettings>('operation-area');
export const intervalSetting = setting<HourlyIntervalSettings>('hourly-interval');
/** How long before the pick-up a driver may set off (everyone signed in reads it; docs/decisions/0034). */
export const driverStepsSetting = setting<DriverStepSettings>('driver-steps');
export const notificationSetting = setting<NotificationSetting[]>('notification');
/** The operator's company details that invoices and reports print (docs/decisions/0032). */
export const companySetting = setting<CompanySettings>('company');

/** POST /api/settings/company/logo (multipart `file`): an uploaded logo, the company's once saved by its id. */
export function uploadCompanyLogo(file: File): Promise<StoredFile> {
  const data = new FormData();
  data.set('file', file, file.name);
  return api.post<StoredFile>('/settings/company/logo', data);
}

/** The saved logo's image (`?v=` changes with the logo, so a new one is never a cached old one). */
export function companyLogoUrl(logoFileId: number | null): string | null {
  return logoFileId === null ? null : `/api/settings/company/logo?v=${logoFileId}`;
}

/** How long the VAT rate of the tooltips is kept before it is asked again. */
export const VAT_STALE_MS = 5 * 60_000;

/**
 * The VAT rate of every price tooltip (spec §9: a setting): `GET /api/settings/rates`, open to every
 * signed-in role, asked the first time a tooltip needs it and shared from then on (the settings screen's
 * save updates it at once). Undefined while it is asked; 21 % when it cannot be read.
 */
export function useVatPercent(): number | undefined {
  const { data, isError } = useQuery({
    queryKey: ratesSetting.key,
    queryFn: ({ signal }) => api.get<RatesSettings>('/settings/rates', { signal, ignoreUnauthorized: true }),
    staleTime: VAT_STALE_MS,
    select: (rates) => rates.vatPercent,
  });
  return isError ? DEFAULT_VAT_PERCENT : data;
}
