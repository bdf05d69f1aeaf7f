import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TApiKey, TApiKeyCreated } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../ui/ConfirmDelete';
import { ErrorAlert } from '../FormAlert';
import { formatDateTime } from '../../lib/format';
import { errorText } from '../../lib/query';
import { useLanguage } from '../../lib/use-language';
import { useApiKeys, useRevokeApiKey } from '../../lib/api-keys/api-keys';
import { ApiKeyRevealModal } from './ApiKeyRevealModal';
import { CreateApiKeyModal } from './CreateApiKeyModal';

/**
 * API keys (issue 20 §4): the list (name, owner, prefix, scopes, created, last used, revoked), a new key shown
 * once with copy, revoke with a confirmation. ADMIN (`manageOthers`) sees every key and chooses the owner;
 * a customer its own keys. The caller decides whether to show it (canManageApiKeys).
 */
export function ApiKeysPanel({ manageOthers, ownRoles }: { manageOthers: boolean; ownRoles: readonly string[] }) {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys();
  const [creating, { open, close }] = useDisclosure(false);
  const [created, setCreated] = useState<TApiKeyCreated | null>(null);
  return (
    <Stack gap="sm" maw={900}>
      <Text c="dimmed" fz="sm">
        {t('text')}
      </Text>
      <div>
        <Button onClick={open}>{t('new')}</Button>
      </div>
      <ErrorAlert messages={[errorText(keys.error, t('loadFailed'))]} />
      {keys.isSuccess && keys.data.length === 0 && <Text fz="sm">{t('none')}</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
        {keys.data?.map((key) => (
          <ApiKeyRow key={key.id} apiKey={key} showOwner={manageOthers} />
        ))}
      </Stack>
      <CreateApiKeyModal
        opened={creating}
        onClose={close}
        chooseOwner={manageOthers}
        ownRoles={ownRoles}
        onCreated={(key) => {
          close();
          setCreated(key);
        }}
      />
      <ApiKeyRevealModal created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}

function ApiKeyRow({ apiKey, showOwner }: { apiKey: TApiKey; showOwner: boolean }) {
  const { t } = useTranslation('apiKeys');
  const [language] = useLanguage();
  const revoke = useRevokeApiKey();
  const at = (value: string) => formatDateTime(value, language);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={apiKey.name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {apiKey.name}
            </Text>
            {apiKey.revokedAt ? (
              <Badge color="gray" variant="light" size="sm">
                {t('status.revoked')}
              </Badge>
            ) : (
              <Badge color="green" variant="light" size="sm">
                {t('status.active')}
              </Badge>
            )}
          </Group>
          <Text fz="xs" ff="monospace">
            {apiKey.prefix}_…
          </Text>
          {showOwner && (
            <Text fz="xs" c="dimmed">
              {t('owner', { name: apiKey.owner.name, role: t(`ownerRoles.${apiKey.owner.role}`) })}
            </Text>
          )}
          <Group gap={4}>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} variant="outline" size="xs" tt="none">
                {scope}
              </Badge>
            ))}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('createdAt', { at: at(apiKey.createdAt) })}
            {apiKey.createdBy && showOwner ? ` · ${t('createdBy', { name: apiKey.createdBy.name })}` : ''}
          </Text>
          <Text fz="xs" c="dimmed">
            {apiKey.lastUsedAt ? t('lastUsed', { at: at(apiKey.lastUsedAt) }) : t('neverUsed')}
          </Text>
          {apiKey.revokedAt && (
            <Text fz="xs" c="dimmed">
              {t('revokedAt', { at: at(apiKey.revokedAt) })}
            </Text>
          )}
        </Stack>
        <ConfirmAction
          trigger={(open) =>
            !apiKey.revokedAt && (
              <Button
                variant="light"
                color="red"
                size="xs"
                onClick={open}
                aria-label={t('revokeKey', { name: apiKey.name })}
                style={{ flexShrink: 0 }}
              >
                {t('revoke')}
              </Button>
            )
          }
          title={t('revokeKey', { name: apiKey.name })}
          text={t('revokeConfirm')}
          confirmLabel={t('revoke')}
          onConfirm={() => revoke.mutateAsync(apiKey.id)}
          toasts={{ success: t('revoked', { name: apiKey.name }), errorTitle: t('revoke'), errorDefault: t('failed') }}
        />
      </Group>
    </Paper>
  );
}
