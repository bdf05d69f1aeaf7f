import { Button, Divider, Group, Paper, SegmentedControl, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { MESSAGE_TYPES, ROLES, type MessageType, type Role, type TSendMessageInput, ZSendMessageInput } from '@vozka/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/FormSelect';
import { applyServerFields, useFormErrors, validatorResolver } from '../../../lib/form';
import { errorText } from '../../../lib/query';
import { schemaFieldErrors } from '../../../lib/record-save';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { warnNothingQueued } from '../queued-toast';
import { useRideDeliveries, useSendMessage } from '../api/deliveries';
import { DeliveriesTable } from './DeliveriesTable';
import { ResendNotificationForm } from './ResendNotificationForm';

/**
 * The ride detail's Notifications tab (ADMIN, the ride's fleet manager: the ride's `abilities.notifications`):
 * every e-mail and SMS of the ride with its state, and a form to send the ride's users of one role a message.
 */
export function RideNotifications({ rideId }: { rideId: number }) {
  const { t } = useTranslation('deliveries');
  const query = useRideDeliveries(rideId);
  return (
    <Stack gap="lg">
      <SendMessageForm rideId={rideId} />
      <ResendNotificationForm rideId={rideId} />
      <Divider />
      <DeliveriesTable
        label={t('rideTitle')}
        rows={query.data}
        loading={query.isFetching && !query.data}
        error={errorText(query.error, t('loadFailed'))}
        emptyText={t('rideEmpty')}
      />
    </Stack>
  );
}

interface FormValues {
  type: MessageType;
  userRole: Role;
  subject: string;
  body: string;
}

const toBody = (v: FormValues): TSendMessageInput => ({
  type: v.type,
  userRole: v.userRole,
  subject: v.type === 'EMAIL' ? v.subject : null,
  body: v.body,
});

export function SendMessageForm({ rideId }: { rideId: number }) {
  const { t } = useTranslation('deliveries');
  const send = useSendMessage(rideId);
  const form = useForm<FormValues>({
    resolver: validatorResolver((values: FormValues) => schemaFieldErrors(ZSendMessageInput, toBody(values))),
    defaultValues: { type: 'EMAIL', userRole: 'CUSTOMER', subject: '', body: '' },
  });
  const { fieldError } = useFormErrors(form.formState.errors);
  const type = form.watch('type');

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(toBody(values));
      if (warnNothingQueued(t, t('send.title'), answer)) return;
      const { queued, skipped } = answer;
      showSuccessToast(
        skipped > 0
          ? `${t('send.queued', { count: queued })} ${t('send.skipped', { count: skipped })}`
          : t('send.queued', { count: queued }),
      );
      form.reset({ ...values, subject: '', body: '' });
    } catch (err) {
      applyServerFields(err, (name, message) => form.setError(name as keyof FormValues, { message }), { known: ['subject', 'body'] });
      showErrorToast(t('send.title'), err, t('send.failed'));
    }
  });

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('send.title')}>
        <Stack gap="sm">
          <Title order={4}>{t('send.title')}</Title>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <SegmentedControl
                  aria-label={t('send.type')}
                  value={field.value}
                  onChange={(v) => field.onChange(v as MessageType)}
                  data={MESSAGE_TYPES.map((value) => ({ value, label: t(`channels.${value}`) }))}
                />
              )}
            />
            <FormSelect
              control={form.control}
              name="userRole"
              label={t('send.role')}
              w={220}
              allowDeselect={false}
              toValue={(choice) => (choice ?? 'CUSTOMER') as Role}
              data={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            />
          </Group>
          {type === 'EMAIL' && (
            <TextInput label={t('send.subject')} maxLength={200} {...form.register('subject')} error={fieldError('subject')} />
          )}
          <Textarea
            label={t('send.body')}
            autosize
            minRows={3}
            maxRows={10}
            {...form.register('body')}
            error={fieldError('body')}
            description={type === 'SMS' ? t('send.smsHint') : undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
