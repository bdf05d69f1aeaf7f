import { Button, Group, MultiSelect, Pill, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { RIDE_STATUSES, type RideStatus, allows, isDispatcher } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/ui/DateField';
import { CustomerPicker, DriverPicker, FleetPicker, PassengerPicker } from '../../../../components/pickers';
import { useSignedInUser } from '../../../../lib/auth';
import type { PaidFilter, RideFiltersState } from './use-ride-filters';

/**
 * Spec §3 ride filters by role: dates and status for everyone; paid for those who see client prices;
 * the fleet for ADMIN; driver and client for dispatch; the passenger for ADMIN (of the chosen client)
 * and for a CUSTOMER (its own).
 */
export function RideFilters({ filters }: { filters: RideFiltersState }) {
  const { t } = useTranslation('rides');
  const { user, roles } = useSignedInUser();
  const { local, set } = filters;
  const admin = roles.includes('ADMIN');
  const dispatch = isDispatcher(roles);
  const customer = !dispatch && roles.includes('CUSTOMER');
  const passengerClientId = customer ? user.id : (local.customer?.id ?? null);
  const statuses = admin ? RIDE_STATUSES : RIDE_STATUSES.filter((status) => status !== 'DELETED');

  return (
    <Stack gap="sm" component="section" aria-label={t('filters.title')}>
      <TextInput
        type="search"
        size="sm"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={local.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        maxLength={200}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <DateField kind="date" label={t('filters.dateFrom')} value={local.dateFrom} onChange={(value) => set({ dateFrom: value })} />
        <DateField kind="date" label={t('filters.dateTo')} value={local.dateTo} onChange={(value) => set({ dateTo: value })} />
        <MultiSelect
          size="sm"
          label={t('fields.status')}
          placeholder={filters.statuses.length === 0 ? t('filters.anyStatus') : undefined}
          data={statuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          value={filters.statuses}
          onChange={(value) => filters.setStatuses(value as RideStatus[])}
          clearable
        />
        {(dispatch || customer) && (
          <Select
            size="sm"
            label={t('filters.paid')}
            allowDeselect={false}
            data={(['all', 'PAID', 'NOT_PAID'] as const).map((value) => ({
              value,
              label: t(`filters.paidValues.${value}`),
            }))}
            value={local.paid}
            onChange={(value) => set({ paid: (value as PaidFilter | null) ?? 'all' })}
          />
        )}
        {admin && <FleetPicker label={t('fields.fleet')} value={local.fleet} onChange={(fleet) => set({ fleet })} size="small" />}
        {dispatch && <DriverPicker label={t('fields.driver')} value={filters.driver} onChange={filters.setDriver} size="small" />}
        {dispatch && (
          <CustomerPicker
            label={t('fields.customer')}
            value={local.customer}
            onChange={(next) => set({ customer: next, passenger: next?.id === local.customer?.id ? local.passenger : null })}
            size="small"
          />
        )}
        {allows('passengers.manage', roles) && (
          <PassengerPicker
            label={t('fields.passenger')}
            clientId={passengerClientId}
            value={local.passenger}
            onChange={(passenger) => set({ passenger })}
            size="small"
          />
        )}
      </SimpleGrid>
      <Group gap="xs">
        {filters.driver && (
          <Pill
            size="md"
            withRemoveButton
            onRemove={() => filters.setDriver(null)}
            // Mantine hides the pill's remove button from keyboards and screen readers; this one is the way to remove it.
            removeButtonProps={{
              'aria-label': t('filters.removeDriver', { name: filters.driver.name }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {t('filters.driverChip', { name: filters.driver.name })}
          </Pill>
        )}
        <Button variant="subtle" size="xs" onClick={filters.clear}>
          {t('filters.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
