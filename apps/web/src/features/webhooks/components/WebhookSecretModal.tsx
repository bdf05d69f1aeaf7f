import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../components/ui/icons';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';

/** The endpoint's signing secret, shown this once (after create and "roll secret"): copy it now. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? '');
      showSuccessToast(t('secret.copied'));
    } catch (error) {
      showErrorToast(t('secret.copy'), error, t('secret.copyFailed'));
    }
  };
  return (
    <Modal opened={secret !== null} onClose={onClose} title={t('secret.title')} centered>
      <Stack gap="md">
        <Alert color="yellow">{t('secret.once')}</Alert>
        <TextInput
          label={t('secret.label')}
          value={secret ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" leftSection={<CopyIcon />} onClick={() => void copy()}>
            {t('secret.copy')}
          </Button>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
