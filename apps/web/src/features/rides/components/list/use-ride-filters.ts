import { useDebouncedValue } from '@mantine/hooks';
import type { RideStatus, TRideListQuery } from '@vozka/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PickerValue } from '../../../../components/pickers/rules';
import { SEARCH_DEBOUNCE_MS, usePageOf } from '../../../../components/ui/use-paged-search';
import { toFilterDate } from '../../../../lib/time';

export type PaidFilter = 'all' | 'PAID' | 'NOT_PAID';

/** Filters kept on the screen; the driver and the free-rides shortcut live in the URL (spec §2). */
export interface LocalRideFilters {
  /** Calendar days "YYYY-MM-DD" (Prague). */
  dateFrom: string;
  dateTo: string;
  statuses: RideStatus[];
  paid: PaidFilter;
  fleet: PickerValue;
  customer: PickerValue;
  passenger: PickerValue;
  sort: 'date' | '-date';
  /** Free text: addresses, names, flight number (the API's `q`). */
  search: string;
}

export const NO_FILTERS: LocalRideFilters = {
  dateFrom: '',
  dateTo: '',
  statuses: [],
  paid: 'all',
  fleet: null,
  customer: null,
  passenger: null,
  sort: '-date',
  search: '',
};

const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The rides management filters: `?driverId=&driverName=` (a driver chosen elsewhere, shown as a
 * removable chip) and `?freeRide=1` (status FREE) come from the URL; the rest is local state.
 */
export function useRideFilters() {
  const [search, setSearch] = useSearchParams();
  const [local, setLocal] = useState<LocalRideFilters>(NO_FILTERS);
  const driverId = positiveId(search.get('driverId'));
  const driver: PickerValue = driverId ? { id: driverId, name: search.get('driverName') ?? `#${driverId}` } : null;
  const freeRide = search.get('freeRide') === '1';
  const statuses: RideStatus[] = freeRide ? ['FREE'] : local.statuses;
  const [q] = useDebouncedValue(local.search.trim(), SEARCH_DEBOUNCE_MS);

  const editUrl = (edit: (params: URLSearchParams) => void) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        edit(next);
        return next;
      },
      { replace: true },
    );

  const setDriver = (value: PickerValue) =>
    editUrl((params) => {
      params.delete('driverId');
      params.delete('driverName');
      if (value) {
        params.set('driverId', String(value.id));
        params.set('driverName', value.name);
      }
    });

  const set = (patch: Partial<LocalRideFilters>) => setLocal((current) => ({ ...current, ...patch }));
  const setStatuses = (next: RideStatus[]) => {
    if (freeRide) editUrl((params) => params.delete('freeRide'));
    set({ statuses: next });
  };
  const clear = () => {
    setLocal(NO_FILTERS);
    editUrl((params) => ['driverId', 'driverName', 'freeRide'].forEach((name) => params.delete(name)));
  };

  const query: Omit<TRideListQuery, 'page'> = {
    dateFrom: toFilterDate(local.dateFrom, 'start'),
    dateTo: toFilterDate(local.dateTo, 'end'),
    status: statuses.length > 0 ? statuses : undefined,
    clientPaid: local.paid === 'all' ? null : local.paid,
    fleetManagerId: local.fleet?.id ?? null,
    driverId,
    customerId: local.customer?.id ?? null,
    passengerId: local.passenger?.id ?? null,
    sortBy: local.sort,
    q: q || undefined,
  };
  const [page, setPage] = usePageOf(query);

  return { local, set, driver, setDriver, statuses, setStatuses, clear, query, page, setPage };
}

export type RideFiltersState = ReturnType<typeof useRideFilters>;
