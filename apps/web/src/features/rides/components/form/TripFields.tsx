import { Fieldset, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { VEHICLE_CATEGORIES, allows } from '@vozka/domain';
import { useState } from 'react';
import { Controller, type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/ui/FormSelect';
import { FormCheck } from '../../../../components/ui/FormCheck';
import { FormDateField } from '../../../../components/ui/DateField';
import { FormNumber } from '../../../../components/ui/FormNumber';
import { useSignedInUser } from '../../../../lib/auth';
import { useFormErrors } from '../../../../lib/form';
import { fieldBinder } from '../../../../lib/record-form';
import { useOfferChoices } from '../../../../lib/pricing/offer-choices';
import type { RideFormValues } from '../../ride-form';

/** Rent hours allowed by ZRideInput. */
const MAX_RENT_HOURS = 240;

/** When and how (spec §2): date and time in Prague, transfer or rent, round trip, to and back, flight. */
export function TripFields() {
  const { t } = useTranslation('rides');
  const { t: tv } = useTranslation('vehicles');
  const { roles } = useSignedInUser();
  const { control, register, formState } = useFormContext<RideFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const bind = fieldBinder(control, fieldError);
  const [type, toAndBack] = useWatch({ control, name: ['type', 'toAndBack'] });
  const [offersWanted, setOffersWanted] = useState(false);
  const offerId = useWatch({ control, name: 'vehicleOfferId' });
  const offers = useOfferChoices(allows('prices.manage', roles), offersWanted || offerId !== null);

  // A congress ride is offered where the chosen vehicle offer allows it (issue 17 §9); one keeps its type.
  const congress = type === 'CONGRESS' || offers.some((offer) => offer.value === offerId && offer.congress);
  const types = congress ? (['TRANSFER', 'RENT', 'CONGRESS'] as const) : (['TRANSFER', 'RENT'] as const);

  return (
    <Fieldset legend={t('sections.trip')} variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField kind="datetime" {...bind('date')} label={t('fields.date')} description={t('form.pragueTime')} required />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Radio.Group label={t('fields.type')} value={field.value} onChange={field.onChange}>
                <Group gap="md" mt={8}>
                  {types.map((value) => (
                    <Radio key={value} value={value} label={t(`types.${value}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
        <Group gap="lg">
          <FormCheck control={control} name="roundTrip" label={t('fields.roundTrip')} />
          <FormCheck control={control} name="toAndBack" label={t('fields.toAndBack')} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {type === 'RENT' && (
            <FormNumber {...bind('numberOfHours')} label={t('fields.numberOfHours')} min={1} max={MAX_RENT_HOURS} required />
          )}
          {toAndBack && <FormDateField kind="datetime" {...bind('returnDate')} label={t('fields.returnDate')} required />}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <TextInput label={t('fields.flightNumber')} size="sm" error={fieldError('flightNumber')} {...register('flightNumber')} />
          <TextInput label={t('fields.flightCompany')} size="sm" error={fieldError('flightCompany')} {...register('flightCompany')} />
          <FormDateField kind="datetime" {...bind('timeOfArrival')} label={t('fields.timeOfArrival')} />
          <TextInput label={t('fields.flightLabel')} size="sm" error={fieldError('flightLabel')} {...register('flightLabel')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} maw={660}>
          <FormSelect
            {...bind('vehicleCategory')}
            label={t('fields.vehicleCategory')}
            clearable
            data={VEHICLE_CATEGORIES.map((value) => ({ value, label: tv(`categories.${value}`) }))}
          />
          <FormSelect
            {...bind('vehicleOfferId')}
            label={t('ride.vehicleOffer', { ns: 'pricing' })}
            clearable
            data={offers}
            onDropdownOpen={() => setOffersWanted(true)}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
