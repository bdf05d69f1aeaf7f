import { Paper, Stack, Title } from '@mantine/core';
import type { Vehicle } from '@vozka/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSignedInUser } from '../../../lib/auth';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { saveOrCreate, saveTexts } from '../../../lib/record-save';
import { DocumentsPanel } from '../../../components/files/components/DocumentsPanel';
import { useCreateVehicle } from '../api/createVehicle';
import { useUpdateVehicle } from '../api/updateVehicle';
import { type VehicleFormValues, validateVehicleForm, vehicleFormDefaults, vehicleFormField, vehicleFormToBody } from '../vehicle-form';
import { DeleteVehicleButton } from './DeleteVehicleButton';
import { VehicleFields } from './VehicleFields';
import { FormActions } from '../../../components/ui/FormActions';

export const VEHICLES_PATH = '/manage/vehicles';

/** Create and edit a vehicle (spec §2: with its drivers and files). */
export function VehicleForm({ vehicle }: { vehicle?: Vehicle }) {
  const { t } = useTranslation('vehicles');
  const { roles } = useSignedInUser();
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const update = useUpdateVehicle();
  const form = useForm<VehicleFormValues>({
    resolver: validatorResolver(validateVehicleForm),
    defaultValues: vehicleFormDefaults(vehicle),
  });
  const { summary } = useFormErrors(form.formState.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    const body = vehicleFormToBody(values);
    const done = await saveOrCreate(vehicle, body, { create, update }, saveTexts(t, ''), form, { rename: vehicleFormField });
    if (done) await navigate(VEHICLES_PATH);
  });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={vehicle ? t('form.editTitle', { plate: vehicle.registrationPlate }) : t('form.newTitle')}
        actions={vehicle && <DeleteVehicleButton vehicle={vehicle} back={VEHICLES_PATH} />}
      />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate aria-label={vehicle ? t('form.editLabel') : t('form.newTitle')}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="lg">
              <VehicleFields vehicle={vehicle} canChooseFleet={roles.includes('ADMIN')} />
              <FormActions summary={summary} cancelTo={VEHICLES_PATH} saving={create.isPending || update.isPending} />
            </Stack>
          </Paper>
        </form>
      </FormProvider>
      {vehicle && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="vehicle-documents">
          <Stack gap="sm">
            <Title order={2} fz="lg" id="vehicle-documents">
              {t('documents')}
            </Title>
            <DocumentsPanel owner={{ vehicleId: vehicle.id }} ownerKind="VEHICLE" />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
