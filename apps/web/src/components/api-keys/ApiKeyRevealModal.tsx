import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { TApiKeyCreated } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../ui/icons';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

/** The new key, shown this once: copy it now; the portal keeps only its hash. */
export function ApiKeyRevealModal({ created, onClose }: { created: TApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      showSuccessToast(t('reveal.copied'));
    } catch (error) {
      showErrorToast(t('reveal.copy'), error, t('reveal.copyFailed'));
    }
  };
  return (
    <Modal opened={created !== null} onClose={onClose} title={t('reveal.title', { name: created?.name ?? '' })} centered>
      <Stack gap="md">
        <Alert color="yellow">{t('reveal.once')}</Alert>
        <TextInput
          label={t('reveal.key')}
          value={created?.key ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" leftSection={<CopyIcon />} onClick={() => void copy()}>
            {t('reveal.copy')}
          </Button>
          <Button onClick={onClose}>{t('reveal.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
