import { Fieldset, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/ui/FormSelect';
import { useFormErrors } from '../../../../lib/form';
import type { RideFormValues } from '../../ride-form';

/** The statuses the form offers for an edited ride: its own and the API's next ones (deleting is a button). */
export function statusChoices(ride: Pick<Ride, 'status' | 'abilities'>) {
  return [ride.status, ...ride.abilities.nextStatuses.filter((s) => s !== 'DELETED' && s !== ride.status)];
}

/** Notes (spec §3) and, when dispatch edits a ride, its status. */
export function NoteFields({ dispatch, ride }: { dispatch: boolean; ride: Ride | null }) {
  const { t } = useTranslation('rides');
  const { control, register, formState } = useFormContext<RideFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const status = useWatch({ control, name: 'status' });
  const note = (name: 'driverNote' | 'clientNote' | 'dispatchingNote') => (
    <Textarea label={t(`fields.${name}`)} size="sm" autosize minRows={2} error={fieldError(name)} {...register(name)} />
  );

  return (
    <Fieldset legend={t('sections.notes')} variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {note('driverNote')}
          {note('clientNote')}
          {dispatch && note('dispatchingNote')}
          <TextInput label={t('fields.meetingBoard')} size="sm" error={fieldError('meetingBoard')} {...register('meetingBoard')} />
        </SimpleGrid>
        {dispatch && ride && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormSelect
              control={control}
              name="status"
              label={t('fields.status')}
              allowDeselect={false}
              data={statusChoices(ride).map((value) => ({ value, label: t(`statuses.${value}`) }))}
              error={fieldError('status')}
            />
            {status === 'CANCELED_BY_DRIVER' && status !== ride.status && (
              <Textarea
                label={t('fields.cancelReason')}
                size="sm"
                required
                autosize
                error={fieldError('cancelReason')}
                {...register('cancelReason')}
              />
            )}
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
