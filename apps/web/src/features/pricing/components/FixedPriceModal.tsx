import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { DIRECTIONS, type Direction } from '@vozka/domain';
import { Controller, type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAddress } from '../../../components/address';
import { CustomerPicker } from '../../../components/pickers';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormSelect } from '../../../components/ui/FormSelect';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import type { TFixedPrice, TFixedPriceEndView } from '@vozka/domain';
import { fixedPrices, useSimpleLocations } from '../api/fixed-prices';
import { useAllVehicleOffers } from '../../../lib/pricing/vehicle-offers';
import {
  type EndKind,
  type FixedPriceFormValues,
  fixedPriceDefaults,
  fixedPriceField,
  fixedPriceToBody,
  validateFixedPrice,
} from '../fixed-price-form';
import { saveRecord, saveTexts, useFieldErrorText } from '../../../lib/record-save';
import { CzkInput } from '../../../components/ui/CzkInput';
import { RecordModal } from '../../../components/records/RecordModal';

/** Create or edit a fixed price (spec §3): from and to (a location or an address), direction, prices, client. */
export function FixedPriceModal({ price, onClose }: { price: TFixedPrice | null; onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const save = fixedPrices.useSave();
  const offers = useAllVehicleOffers();
  const form = useForm<FixedPriceFormValues>({
    resolver: validatorResolver(validateFixedPrice),
    defaultValues: fixedPriceDefaults(price),
  });
  const { control, formState } = form;
  const { summary } = useFormErrors(formState.errors);
  const errorOf = useFieldErrorText(formState.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveRecord(
      price !== null,
      () => save.mutateAsync({ id: price?.id ?? null, body: fixedPriceToBody(values) }),
      saveTexts(t, 'fixed'),
      (name, message) => form.setError(name as 'from', { message }),
      (field) => fixedPriceField(field, values),
    );
    if (saved) onClose();
  });

  return (
    <RecordModal
      opened
      onClose={onClose}
      title={price ? t('fixed.editTitle') : t('fixed.newTitle')}
      onSubmit={onSubmit}
      saving={save.isPending}
      summary={summary}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EndFields control={control} end="from" saved={price?.from} errorOf={errorOf} />
        <EndFields control={control} end="to" saved={price?.to} errorOf={errorOf} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormSelect
          control={control}
          name="direction"
          label={t('fixed.fields.direction')}
          allowDeselect={false}
          data={DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
          toValue={(choice) => (choice as Direction | null) ?? 'ONE_WAY'}
        />
        <CzkInput control={control} name="driverPrice" label={t('fixed.fields.driverPrice')} required error={errorOf('driverPrice')} />
        <CzkInput control={control} name="clientPrice" label={t('fixed.fields.clientPrice')} required error={errorOf('clientPrice')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="client"
          render={({ field }) => (
            <CustomerPicker label={t('fixed.fields.client')} value={field.value} onChange={field.onChange} error={errorOf('client')} />
          )}
        />
        <FormSelect
          control={control}
          name="vehicleOfferId"
          label={t('fixed.fields.vehicleOffer')}
          placeholder={t('fixed.everyOffer')}
          clearable
          data={(offers.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
          error={errorOf('vehicleOfferId')}
        />
      </SimpleGrid>
      <FormCheck control={control} name="active" label={t('fixed.fields.active')} as="switch" />
    </RecordModal>
  );
}

/** One end: a company location from the list, or an address chosen from the suggestions. */
function EndFields({
  control,
  end,
  saved,
  errorOf,
}: {
  control: Control<FixedPriceFormValues>;
  end: 'from' | 'to';
  /** The end as saved: its location may be inactive now, which the list of active ones leaves out. */
  saved?: TFixedPriceEndView;
  errorOf: (name: string) => string | undefined;
}) {
  const { t } = useTranslation('pricing');
  const locations = useSimpleLocations();
  const options = (locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }));
  const savedId = saved?.locationId;
  if (savedId && locations.data && !options.some((o) => o.value === String(savedId)))
    options.push({
      value: String(savedId),
      label: t('fixed.inactiveLocation', { name: saved.locationName ?? `#${savedId}` }),
    });
  const kind = useWatch({ control, name: `${end}.kind` });
  const label = t(`fixed.fields.${end}`);
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Text fz="sm" fw={500}>
        {label}
      </Text>
      <Controller
        control={control}
        name={`${end}.kind`}
        render={({ field }) => (
          <SegmentedControl
            size="xs"
            aria-label={t('fixed.endKind', { end: label })}
            data={(['location', 'address'] as EndKind[]).map((value) => ({ value, label: t(`fixed.kinds.${value}`) }))}
            value={field.value}
            onChange={(value) => field.onChange(value as EndKind)}
          />
        )}
      />
      {kind === 'location' ? (
        <FormSelect
          control={control}
          name={`${end}.locationId`}
          label={t('fixed.locationOf', { end: label })}
          searchable
          data={options}
          error={errorOf(`${end}.locationId`)}
          nothingFoundMessage={t('fixed.noLocations')}
        />
      ) : (
        <FormAddress
          control={control}
          name={`${end}.address`}
          label={t('fixed.addressOf', { end: label })}
          error={errorOf(`${end}.address`)}
        />
      )}
    </Stack>
  );
}
