import { RIDE_STATUSES, type RideStatus, type TRideHistoryEntry } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../../components/ui/DataTable';
import { QueryTable } from '../../../../components/ui/QueryTable';
import { formatCzk, formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/use-language';
import { useRideHistory } from '../../api/fetchRideHistory';

/** History field names that are named otherwise in the form (ids of people are shown as who they are). */
const FIELD_LABEL: Record<string, string> = {
  driverId: 'driver',
  fleetManagerId: 'fleet',
  customerId: 'customer',
  passengerId: 'passenger',
  vehicleId: 'vehicle',
  vehicleOfferId: 'vehicleOffer',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MONEY_FIELDS = new Set(['priceForClient', 'driverPrice']);
const NUMBER = /^-?\d+(\.\d+)?$/;
const isStatus = (value: string): value is RideStatus => (RIDE_STATUSES as readonly string[]).includes(value);

/** The History tab: who changed which field when, from what to what (oldest first). */
export function RideHistory({ rideId }: { rideId: number }) {
  const { t } = useTranslation('rides');
  const [language] = useLanguage();
  const query = useRideHistory(rideId);

  const fieldLabel = (field: string) => t(`fields.${FIELD_LABEL[field] ?? field}`, { defaultValue: field });
  /** People and vehicles come as names from the API (docs/api/rides.md); prices and minutes get their unit. */
  const valueText = (field: string, value: string | null) => {
    if (value === null || value === '') return '—';
    if (MONEY_FIELDS.has(field) && NUMBER.test(value)) return formatCzk(Number(value), language);
    if (field === 'waiting' && NUMBER.test(value)) return t('waiting.minutes', { count: Number(value) });
    if (isStatus(value)) return t(`statuses.${value}`);
    if (value === 'true' || value === 'false') return value === 'true' ? t('yes') : t('no');
    if (ISO_INSTANT.test(value)) return formatDateTime(value, language) || value;
    return value;
  };

  const columns: Column<TRideHistoryEntry>[] = [
    { key: 'at', header: t('history.when'), cell: (entry) => formatDateTime(entry.at, language) },
    { key: 'who', header: t('history.who'), cell: (entry) => entry.userName ?? t('history.system') },
    { key: 'field', header: t('history.field'), cell: (entry) => fieldLabel(entry.field) },
    {
      key: 'change',
      header: t('history.change'),
      cell: (entry) => `${valueText(entry.field, entry.oldValue)} → ${valueText(entry.field, entry.newValue)}`,
    },
  ];

  return (
    <QueryTable
      texts={{ label: t('detail.tabs.history'), empty: t('history.empty'), failed: t('toasts.historyFailed') }}
      columns={columns}
      query={query}
    />
  );
}
