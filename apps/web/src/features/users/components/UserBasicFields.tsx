import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CUSTOMER_TYPES, ROLES, USER_STATUSES, type UserStatus } from '@vozka/domain';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PassengerAlertsFields } from '../../../components/person/PassengerAlertsFields';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker';
import { FleetPicker } from '../../../components/pickers/FleetPicker';
import { FormPicker } from '../../../components/pickers/FormPicker';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FlightBufferField } from '../../../components/rides/FlightBufferField';
import { FormLanguage, FormMultiSelect, FormSelect } from '../../../components/ui/FormSelect';
import { useFormErrors } from '../../../lib/form';
import type { UserFormValues } from '../user-form';

export interface UserBasicFieldsProps {
  /** ADMIN picks roles; a FLEET_MANAGER's users are drivers only. */
  canChooseRoles: boolean;
  /** ADMIN assigns a driver's fleet manager. */
  canChooseFleet: boolean;
  /** One's own roles and status cannot be changed here. */
  isSelf: boolean;
}

/** The "basic information" tab of the user form. */
export function UserBasicFields({ canChooseRoles, canChooseFleet, isSelf }: UserBasicFieldsProps) {
  const { t } = useTranslation('person');
  const { t: tc } = useTranslation();
  const { register, control, formState } = useFormContext<UserFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const roles = useWatch({ control, name: 'roles' });
  const fleetManager = useWatch({ control, name: 'fleetManager' });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.name')} required size="sm" error={fieldError('name')} {...register('name')} />
        <TextInput
          label={t('fields.email')}
          type="email"
          required={!roles.every((role) => role === 'PASSENGER') || roles.length === 0}
          size="sm"
          error={fieldError('email')}
          {...register('email')}
        />
        <TextInput label={t('fields.phone')} type="tel" size="sm" error={fieldError('phone')} {...register('phone')} />
        {canChooseRoles && (
          <FormMultiSelect
            control={control}
            name="roles"
            label={t('fields.roles')}
            required
            data={ROLES.map((role) => ({ value: role, label: tc(`roles.${role}`) }))}
            disabled={isSelf}
            error={fieldError('roles')}
          />
        )}
        <FormSelect
          control={control}
          name="status"
          label={t('fields.status')}
          allowDeselect={false}
          data={USER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          toValue={(choice, current) => (choice as UserStatus | null) ?? current}
          disabled={isSelf}
          error={fieldError('status')}
        />
        <FormLanguage control={control} name="language" label={t('fields.language')} />
        {roles.includes('CUSTOMER') && (
          <FormSelect
            control={control}
            name="type"
            label={t('fields.type')}
            allowDeselect={false}
            data={CUSTOMER_TYPES.map((type) => ({ value: type, label: t(`customerType.${type}`) }))}
          />
        )}
        {roles.includes('DRIVER') && canChooseFleet && (
          <FormPicker picker={FleetPicker} control={control} name="fleetManager" label={t('fields.fleetManager')} />
        )}
        {roles.includes('DRIVER') && (fleetManager !== null || !canChooseFleet) && (
          <FormCheck control={control} name="hideTripOffers" label={t('fields.hideTripOffers')} mt="lg" />
        )}
        {roles.includes('PASSENGER') && (
          <FormPicker picker={CustomerPicker} control={control} name="client" label={t('fields.client')} error={fieldError('client')} />
        )}
      </SimpleGrid>
      {roles.includes('CUSTOMER') && <PassengerAlertsFields />}
      {roles.includes('CUSTOMER') && (
        <FlightBufferField control={control} name="flightBufferMinutes" error={fieldError('flightBufferMinutes')} />
      )}
    </Stack>
  );
}
