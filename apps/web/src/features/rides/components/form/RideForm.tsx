import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { type Ride, isDispatcher } from '@vozka/domain';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../../components/FormAlert';
import { rideFleetClearable } from '../../../../components/pickers';
import { useSignedInUser } from '../../../../lib/auth';
import { applyServerFields, useFormErrors, validatorResolver } from '../../../../lib/form';
import { showErrorToast, showSuccessToast } from '../../../../lib/toasts';
import { useCreateRide } from '../../api/createRide';
import { rideConflict, useUpdateRide } from '../../../../lib/rides/updateRide';
import { pairedVehicleOnAssign } from '../../../../lib/rides/assign-status';
import { type RideBodyContext, type RideFormValues, asNewRide, rideFormDefaults, rideFormField, rideFormToBody } from '../../ride-form';
import { ridePath } from '../../../../lib/rides/paths';
import { validateRideForm } from '../../ride-validation';
import { ConflictModal } from '../../../../components/rides/ConflictModal';
import { ConfirmModal } from '../../../../components/ui/ConfirmDelete';
import { FormCheck } from '../../../../components/ui/FormCheck';
import { type SaveWarning, saveWarnings } from '../../save-warnings';
import { NoteFields } from './NoteFields';
import { PartyFields } from './PartyFields';
import { CounterFields, PriceFields } from './PriceFields';
import { RouteFields } from './RouteFields';
import { TripFields } from './TripFields';

export type SaveMode = 'save' | 'copy' | 'open';

export interface RideFormProps {
  /** The ride to edit; none for a new ride. */
  ride?: Ride | null;
  /** The values a new ride starts with (a copy of another ride). */
  initial?: RideFormValues;
  /** After a successful save (the form has already moved on: reset, copied or navigating). */
  onSaved?: (ride: Ride, mode: SaveMode) => void;
}

/**
 * The ride form (spec §2): create or edit a ride. "Save" saves (a new ride's form is emptied for the
 * next one), "Save and copy" keeps the values as a new ride, "Save and open" opens the saved ride. A
 * stale edit (409) opens the conflict dialog instead of overwriting. Dispatch-only fields are left out
 * for a CUSTOMER — shown and sent.
 */
export function RideForm({ ride = null, initial, onSaved }: RideFormProps) {
  const { t } = useTranslation('rides');
  const { user, roles } = useSignedInUser();
  const navigate = useNavigate();
  const dispatch = isDispatcher(roles);
  const [editing, setEditing] = useState<Ride | null>(ride);
  const [conflict, setConflict] = useState<Ride | null>(null);
  const create = useCreateRide();
  const update = useUpdateRide();

  // A client books for itself; a fleet manager's new rides are in its own fleet.
  const self = { id: user.id, name: user.name };
  const blank = (): RideFormValues => ({
    ...rideFormDefaults(),
    customer: !dispatch && roles.includes('CUSTOMER') ? self : null,
    fleet: roles.includes('FLEET_MANAGER') && !roles.includes('ADMIN') ? self : null,
  });
  const context = useRef<RideBodyContext>({ dispatch, ride });
  context.current = { dispatch, ride: editing };
  const form = useForm<RideFormValues>({
    resolver: validatorResolver((values) => validateRideForm(values, context.current)),
    defaultValues: ride ? rideFormDefaults(ride) : (initial ?? blank()),
  });
  const { summary } = useFormErrors(form.formState.errors);

  const load = (next: Ride) => {
    setEditing(next);
    form.reset(rideFormDefaults(next));
  };

  // A ride in the past or without a client is saved only after a confirmation (issue 17 §9).
  const [asking, setAsking] = useState<{ values: RideFormValues; mode: SaveMode; warnings: SaveWarning[] } | null>(null);
  const submit = (mode: SaveMode) =>
    form.handleSubmit(async (values) => {
      const warnings = saveWarnings(values, editing);
      if (warnings.length > 0) setAsking({ values, mode, warnings });
      else await save(values, mode);
    });

  const save = async (values: RideFormValues, mode: SaveMode) => {
    const body = rideFormToBody(values, context.current);
    // A driver given here takes its paired vehicle, as on the board's assign screen (issue 17 §9).
    const driverId = values.driver?.id ?? 0;
    if (editing && dispatch && driverId > 0 && driverId !== editing.driverId) {
      const vehicleId = await pairedVehicleOnAssign(editing.id, driverId);
      if (vehicleId !== null) body.vehicleId = vehicleId;
    }
    const skipNotification = values.skipNotification;
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing.id, body, skipNotification })
        : await create.mutateAsync({ body, skipNotification });
      showSuccessToast(editing ? t('toasts.saved') : t('toasts.created'));
      if (mode === 'copy') {
        setEditing(null);
        form.reset(asNewRide(values));
      } else if (mode === 'save' && editing) load(saved);
      else form.reset(blank());
      onSaved?.(saved, mode);
      if (mode === 'open') await navigate(ridePath(saved.id));
    } catch (error) {
      const current = rideConflict(error);
      if (current) {
        setConflict(current);
        return;
      }
      applyServerFields(error, (name, message) => form.setError(name as keyof RideFormValues, { message }), {
        rename: rideFormField,
      });
      showErrorToast(
        editing ? t('toasts.saveTitle') : t('toasts.createTitle'),
        error,
        editing ? t('toasts.saveFailed') : t('toasts.createFailed'),
      );
    }
  };

  const pending = create.isPending || update.isPending;
  const title = editing ? t('form.editTitle', { id: editing.id }) : t('form.newTitle');
  return (
    <FormProvider {...form}>
      <Paper component="form" withBorder radius="md" p="lg" onSubmit={(event) => void submit('save')(event)} noValidate aria-label={title}>
        <Stack gap="lg">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <RouteFields />
          <TripFields />
          <PartyFields dispatch={dispatch} canClearFleet={rideFleetClearable(editing)} />
          <CounterFields />
          <PriceFields dispatch={dispatch} />
          <NoteFields dispatch={dispatch} ride={editing} />
          <ErrorAlert messages={summary} />
          <Group justify="space-between" gap="sm">
            <FormCheck control={form.control} name="skipNotification" label={t('form.skipNotification')} />
            <Group gap="xs">
              <Button variant="default" disabled={pending} onClick={() => void submit('copy')()}>
                {t('form.saveAndCopy')}
              </Button>
              <Button variant="default" disabled={pending} onClick={() => void submit('open')()}>
                {t('form.saveAndOpen')}
              </Button>
              <Button type="submit" loading={pending}>
                {t('form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <ConfirmModal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t('form.confirmTitle')}
        confirmLabel={t('form.confirmSave')}
        cancelLabel={t('form.keepEditing')}
        onConfirm={() => {
          if (!asking) return;
          setAsking(null);
          void save(asking.values, asking.mode);
        }}
      >
        {asking?.warnings.map((warning) => t(`form.warnings.${warning}`)).join(' ')}
      </ConfirmModal>
      <ConflictModal
        current={conflict}
        onClose={() => setConflict(null)}
        onReload={(current) => {
          setConflict(null);
          load(current);
        }}
      />
    </FormProvider>
  );
}
