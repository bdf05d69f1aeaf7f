import { NumberInput, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEAT_MATERIALS, VEHICLE_BRANDS, VEHICLE_CATEGORIES, VEHICLE_COLORS, type Vehicle } from '@vozka/domain';
import { Controller, type FieldErrors, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FleetPicker } from '../../../components/pickers/FleetPicker';
import { FormPicker } from '../../../components/pickers/FormPicker';
import { fetchActiveDrivers } from '../../../components/pickers/api/fetchActiveDrivers';
import { PICKER_KEY } from '../../../components/pickers/rules';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormDateField } from '../../../components/ui/DateField';
import { FormMultiSelect, FormSelect } from '../../../components/ui/FormSelect';
import { useFormErrors } from '../../../lib/form';
import type { VehicleFormValues } from '../vehicle-form';

/** Paired drivers are chosen among the first 200 active drivers (plus those already paired). */
const DRIVERS_LIMIT = 200;

/** The fields of the vehicle form (spec §3 Vehicle). */
export function VehicleFields({ vehicle, canChooseFleet }: { vehicle?: Vehicle; canChooseFleet: boolean }) {
  const { t } = useTranslation('vehicles');
  const { register, control, formState } = useFormContext<VehicleFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const drivers = useQuery({
    queryKey: [PICKER_KEY, 'drivers', 'all'],
    queryFn: ({ signal }) => fetchActiveDrivers({ page: 0, size: DRIVERS_LIMIT }, signal),
  });
  const driverData = new Map<string, string>(vehicle?.drivers.map((d) => [String(d.id), d.name]));
  for (const driver of drivers.data?.objects ?? []) driverData.set(String(driver.id), driver.name);

  const select = <K extends 'brand' | 'category' | 'color' | 'interior'>(
    name: K,
    data: { value: string; label: string }[],
    options: { required?: boolean; clearable?: boolean } = {},
  ) => (
    <FormSelect
      control={control}
      name={name}
      label={t(`fields.${name}`)}
      data={data}
      allowDeselect={Boolean(options.clearable)}
      clearable={options.clearable}
      required={options.required}
      searchable
      error={fieldError(name)}
    />
  );
  const dateField = (name: 'firstRegistration' | 'technicalInspectionValidUntil' | 'insuranceValidUntil') => (
    <FormDateField kind="date" control={control} name={name} label={t(`fields.${name}`)} error={fieldError(name)} />
  );
  const numberField = (name: 'numberOfPeople' | 'numberOfLuggage', min: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`fields.${name}`)}
          size="sm"
          min={min}
          max={80}
          clampBehavior="strict"
          allowDecimal={false}
          value={field.value}
          onChange={field.onChange}
          error={fieldError(name)}
        />
      )}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {select(
        'brand',
        VEHICLE_BRANDS.map((brand) => ({ value: brand, label: brand })),
        { required: true },
      )}
      <TextInput label={t('fields.model')} size="sm" required error={fieldError('model')} {...register('model')} />
      <TextInput
        label={t('fields.registrationPlate')}
        size="sm"
        required
        error={fieldError('registrationPlate')}
        {...register('registrationPlate')}
      />
      {select(
        'category',
        VEHICLE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
      )}
      {select(
        'color',
        VEHICLE_COLORS.map((value) => ({ value, label: t(`colors.${value}`) })),
        { clearable: true },
      )}
      {select(
        'interior',
        SEAT_MATERIALS.map((value) => ({ value, label: t(`interiors.${value}`) })),
        { clearable: true },
      )}
      {dateField('firstRegistration')}
      {dateField('technicalInspectionValidUntil')}
      {dateField('insuranceValidUntil')}
      {numberField('numberOfPeople', 1)}
      {numberField('numberOfLuggage', 0)}
      {canChooseFleet && <FormPicker picker={FleetPicker} control={control} name="fleetManager" label={t('fields.fleetManager')} />}
      <FormMultiSelect
        control={control}
        name="driverIds"
        label={t('fields.drivers')}
        searchable
        data={[...driverData].map(([value, label]) => ({ value, label }))}
        nothingFoundMessage={t('noDrivers')}
        error={fieldError('driverIds')}
      />
      <FormCheck control={control} name="active" label={t('fields.active')} as="switch" mt={{ sm: 30 }} />
      <Textarea label={t('fields.note')} size="sm" autosize minRows={2} {...register('note')} />
    </SimpleGrid>
  );
}
