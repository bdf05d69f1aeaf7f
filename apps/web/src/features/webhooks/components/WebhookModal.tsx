import { Checkbox, Stack, TextInput } from '@mantine/core';
import {
  WEBHOOK_EVENT_TYPES,
  ZWebhookEndpointInput,
  type TWebhookEndpointInput,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@vozka/domain';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordModal } from '../../../components/records/RecordModal';
import { FormCheck } from '../../../components/ui/FormCheck';
import { useRecordForm } from '../../../lib/record-form';
import { saveTexts, schemaFieldErrors } from '../../../lib/record-save';
import { useSaveWebhookEndpoint } from '../api/webhooks';

interface FormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  allowedPrivateRange: string;
}

const toBody = (v: FormValues): TWebhookEndpointInput => ({
  url: v.url,
  description: v.description,
  events: v.events,
  enabled: v.enabled,
  allowedPrivateRange: v.allowedPrivateRange.trim() || null,
});

/** Add or edit an endpoint: URL, events, description, enabled, an explicitly allowed private range. */
export function WebhookModal({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  /** A new endpoint's secret, to show once. */
  onCreated: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const save = useSaveWebhookEndpoint();
  const { form, errorOf, modal } = useRecordForm<FormValues>({
    editing: endpoint !== null,
    validate: (values) => schemaFieldErrors(ZWebhookEndpointInput, toBody(values)),
    defaultValues: {
      url: endpoint?.url ?? '',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [],
      enabled: endpoint?.enabled ?? true,
      allowedPrivateRange: endpoint?.allowedPrivateRange ?? '',
    },
    texts: saveTexts(t, 'messages'),
    save: async (values) => {
      const saved = await save.mutateAsync({ id: endpoint?.id ?? null, body: toBody(values) });
      if ('secret' in saved && typeof saved.secret === 'string') onCreated(saved.secret);
    },
    onClose,
  });
  const events = useController({ control: form.control, name: 'events' });
  return (
    <RecordModal {...modal} title={endpoint ? t('editTitle') : t('newTitle')} saving={save.isPending} size="lg">
      <TextInput label={t('fields.url')} required placeholder="https://" error={errorOf('url')} {...form.register('url')} />
      <TextInput label={t('fields.description')} error={errorOf('description')} {...form.register('description')} />
      <Checkbox.Group
        label={t('fields.events')}
        withAsterisk
        value={events.field.value}
        onChange={(value) => events.field.onChange(value as WebhookEventType[])}
        error={errorOf('events')}
      >
        <Stack gap={6} mt={6}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={`${type} · ${t(`events.${type}`)}`} />
          ))}
        </Stack>
      </Checkbox.Group>
      <TextInput
        label={t('fields.allowedPrivateRange')}
        description={t('fields.allowedPrivateRangeHint')}
        placeholder="10.20.0.0/16"
        error={errorOf('allowedPrivateRange')}
        {...form.register('allowedPrivateRange')}
      />
      <FormCheck control={form.control} name="enabled" label={t('fields.enabled')} as="switch" />
    </RecordModal>
  );
}
