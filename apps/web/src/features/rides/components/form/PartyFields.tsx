import { ActionIcon, Fieldset, SimpleGrid, TextInput, Tooltip } from '@mantine/core';
import { allows, userRolesManagedBy } from '@vozka/domain';
import { useState } from 'react';
import { Controller, type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, DriverPicker, FleetPicker, FormPicker } from '../../../../components/pickers';
import { PlusIcon } from '../../../../components/ui/icons';
import { useSignedInUser } from '../../../../lib/auth';
import { useFormErrors } from '../../../../lib/form';
import { PassengerModal } from '../../../../components/passengers/PassengerModal';
import type { RideFormValues } from '../../ride-form';
import { RidePassengerPicker } from './RidePassengerPicker';

export interface PartyFieldsProps {
  /** ADMIN or FLEET_MANAGER: the driver and the fleet are chosen here. */
  dispatch: boolean;
  /** May the fleet be cleared: `rideFleetClearable` of the edited ride (the API's abilities). */
  canClearFleet: boolean;
}

/**
 * Who (spec §2, §6): the client (a CUSTOMER is itself, locked), the client's passenger (with quick
 * create), and for dispatch the driver and the fleet, with the clear buttons of spec §6.
 */
export function PartyFields({ dispatch, canClearFleet }: PartyFieldsProps) {
  const { t } = useTranslation('rides');
  const { roles } = useSignedInUser();
  const { control, setValue, formState } = useFormContext<RideFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const [customer, passenger] = useWatch({ control, name: ['customer', 'passenger'] });
  const [creatingPassenger, setCreatingPassenger] = useState(false);
  const isCustomer = !dispatch && roles.includes('CUSTOMER');
  // The client's passengers are offered to ADMIN, FLEET_MANAGER and the client (decision 0010); only who
  // manages passengers (ADMIN, the client) creates one from here. Others see the name only.
  const canPickPassenger = allows('pickers.passengers', roles);
  const canCreatePassenger = allows('passengers.manage', roles);
  // Creating and editing a client is ADMIN's: a fleet manager only picks its rides' clients (issue 12 §3).
  const managesClients = userRolesManagedBy(roles).includes('CUSTOMER');

  return (
    <Fieldset legend={t('sections.people')} variant="unstyled">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="customer"
          render={({ field }) => (
            <CustomerPicker
              label={t('fields.customer')}
              value={field.value}
              onChange={(next) => {
                if (next?.id !== field.value?.id) setValue('passenger', null);
                field.onChange(next);
              }}
              creatable={managesClients}
              editable={managesClients}
              disabled={isCustomer}
              error={fieldError('customer')}
            />
          )}
        />
        {canPickPassenger ? (
          <FormPicker
            picker={RidePassengerPicker}
            control={control}
            name="passenger"
            label={t('fields.passenger')}
            clientId={customer?.id ?? null}
            error={fieldError('passenger')}
            actions={
              customer &&
              canCreatePassenger && (
                <Tooltip label={t('form.newPassenger')}>
                  <ActionIcon variant="subtle" size="sm" aria-label={t('form.newPassenger')} onClick={() => setCreatingPassenger(true)}>
                    <PlusIcon size={14} />
                  </ActionIcon>
                </Tooltip>
              )
            }
          />
        ) : (
          <TextInput label={t('fields.passenger')} size="sm" value={passenger?.name ?? ''} readOnly disabled />
        )}
        {dispatch && (
          <>
            <FormPicker picker={DriverPicker} control={control} name="driver" label={t('fields.driver')} />
            <FormPicker picker={FleetPicker} control={control} name="fleet" label={t('fields.fleet')} canClear={canClearFleet} />
          </>
        )}
      </SimpleGrid>
      <PassengerModal
        editing={creatingPassenger ? 'new' : null}
        clientId={isCustomer ? null : (customer?.id ?? null)}
        onClose={() => setCreatingPassenger(false)}
        onSaved={(saved) => setValue('passenger', { id: saved.id, name: saved.name }, { shouldDirty: true })}
      />
    </Fieldset>
  );
}
