import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { allows, type WebhookEndpoint } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordListPage, actionsColumn, useRecordEditor } from '../../../components/records/RecordListPage';
import { rowDelete } from '../../../components/records/RowActions';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable } from '../../../components/ui/QueryTable';
import { useSignedInUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { useRemoveWebhookEndpoint, useRollWebhookSecret, useWebhookEndpoints } from '../api/webhooks';
import { WebhookDeliveries, WebhookStatusBadge } from './WebhookDeliveries';
import { WebhookModal } from './WebhookModal';
import { WebhookSecretModal } from './WebhookSecretModal';

/** /manage/webhooks (ADMIN): the outbound webhook endpoints, their secrets (shown once) and delivery logs. */
export function WebhooksPage() {
  const { t } = useTranslation('webhooks');
  const [language] = useLanguage();
  const { roles } = useSignedInUser();
  const manage = allows('webhooks.manage', roles);
  const query = useWebhookEndpoints();
  const remove = useRemoveWebhookEndpoint();
  const roll = useRollWebhookSecret();
  const { editing, edit, create, close } = useRecordEditor<WebhookEndpoint>();
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [rolling, setRolling] = useState<WebhookEndpoint | null>(null);
  const shown = query.data?.find((e) => e.id === logOf) ?? null;

  const onRoll = async (e: WebhookEndpoint) => {
    setRolling(null);
    try {
      setSecret((await roll.mutateAsync(e.id)).secret);
    } catch (err) {
      showErrorToast(t('roll'), err, t('rollFailed'));
    }
  };

  const columns: Column<WebhookEndpoint>[] = [
    {
      key: 'url',
      header: t('fields.url'),
      cell: (e) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {e.url}
          </Text>
          {e.description && (
            <Text fz="xs" c="dimmed">
              {e.description}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {e.events.join(', ')}
          </Text>
          <Group gap={6}>
            {!e.enabled && (
              <Badge color="gray" variant="light" tt="none">
                {t('disabled')}
              </Badge>
            )}
            {e.lastDelivery && <WebhookStatusBadge status={e.lastDelivery.status} />}
            {e.lastDelivery && (
              <Text fz="xs" c="dimmed">
                {formatDateTime(e.lastDelivery.at, language)}
              </Text>
            )}
          </Group>
          <Group gap={6}>
            <Button size="compact-xs" variant={logOf === e.id ? 'filled' : 'light'} onClick={() => setLogOf(logOf === e.id ? null : e.id)}>
              {t('log.show')}
            </Button>
            {manage && (
              <Button
                size="compact-xs"
                variant="default"
                loading={roll.isPending && roll.variables === e.id}
                onClick={() => {
                  setRolling(e);
                }}
              >
                {t('roll')}
              </Button>
            )}
          </Group>
        </Stack>
      ),
    },
    actionsColumn(
      '',
      (e) => ({
        editLabel: t('editLabel', { url: e.url }),
        onEdit: () => edit(e),
        remove: rowDelete(t, 'messages', { url: e.url }, () => remove.mutateAsync(e.id)),
      }),
      80,
    ),
  ];
  const texts = { label: t('title'), empty: t('empty'), failed: t('messages.toasts.loadFailed') };

  return (
    <RecordListPage title={t('title')} description={t('description')} newLabel={t('new')} onNew={create} maw={960}>
      <QueryTable texts={texts} columns={columns} query={query} quiet minWidth={300} />
      {shown && <WebhookDeliveries endpoint={shown} />}
      {editing && <WebhookModal endpoint={editing.record} onClose={close} onCreated={setSecret} />}
      <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />
      <Modal opened={rolling !== null} onClose={() => setRolling(null)} title={t('roll')} centered>
        <Stack gap="md">
          <Text fz="sm">{t('rollConfirm', { url: rolling?.url ?? '' })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setRolling(null)}>
              {t('rollCancel')}
            </Button>
            <Button color="red" onClick={() => rolling && void onRoll(rolling)}>
              {t('roll')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </RecordListPage>
  );
}
