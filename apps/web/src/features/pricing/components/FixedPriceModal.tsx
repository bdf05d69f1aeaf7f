import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAddress } from '../../../components/address';
import { CustomerPicker, FormPicker } from '../../../components/pickers';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormSelect } from '../../../components/ui/FormSelect';
import { offerNameFor, type TFixedPrice, type TFixedPriceEndView } from '@vozka/domain';
import { fixedPrices, useSimpleLocations } from '../api/fixed-prices';
import { directionSelect } from '../direction';
import { useAllVehicleOffers } from '../../../lib/pricing/vehicle-offers';
import {
  type EndKind,
  type FixedPriceFormValues,
  fixedPriceDefaults,
  fixedPriceField,
  fixedPriceToBody,
  validateFixedPrice,
} from '../fixed-price-form';
import { saveTexts } from '../../../lib/record-save';
import { useListRecordForm } from '../../../lib/record-form';
import { useLanguage } from '../../../lib/use-language';
import { CzkInput } from '../../../components/ui/CzkInput';
import { RecordModal } from '../../../components/records/RecordModal';

/** Create or edit a fixed price (spec §3): from and to (a location or an address), direction, prices, client. */
export function FixedPriceModal({ price, onClose }: { price: TFixedPrice | null; onClose: () => void }) {
  const { t } = useTranslation('pricing');
  const [language] = useLanguage();
  const offers = useAllVehicleOffers();
  const { form, errorOf, bind, modal } = useListRecordForm(fixedPrices, price, {
    validate: validateFixedPrice,
    defaultValues: fixedPriceDefaults(price),
    texts: saveTexts(t, 'fixed'),
    toBody: fixedPriceToBody,
    rename: fixedPriceField,
    onClose,
  });
  const { control } = form;

  return (
    <RecordModal {...modal} title={price ? t('fixed.editTitle') : t('fixed.newTitle')} size="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EndFields control={control} end="from" saved={price?.from} errorOf={errorOf} />
        <EndFields control={control} end="to" saved={price?.to} errorOf={errorOf} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <FormSelect control={control} label={t('fixed.fields.direction')} {...directionSelect(t)} />
        <CzkInput {...bind('driverPrice')} label={t('fixed.fields.driverPrice')} required />
        <CzkInput {...bind('clientPrice')} label={t('fixed.fields.clientPrice')} required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormPicker picker={CustomerPicker} control={control} name="client" label={t('fixed.fields.client')} error={errorOf('client')} />
        <FormSelect
          {...bind('vehicleOfferId')}
          label={t('fixed.fields.vehicleOffer')}
          placeholder={t('fixed.everyOffer')}
          clearable
          data={(offers.data ?? []).map((o) => ({ value: String(o.id), label: offerNameFor(o, language) }))}
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
