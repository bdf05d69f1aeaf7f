import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ClipboardButton } from './ClipboardButton';

export interface SecretOnceModalProps {
  /** The secret; null: closed. */
  secret: string | null;
  title: string;
  texts: { once: string; label: string; copy: string; copied: string; copyFailed: string; done: string };
  onClose: () => void;
}

/** A secret (an API key, a webhook's signing secret) shown this once: copy it now, the portal keeps only its hash. */
export function SecretOnceModal({ secret, title, texts, onClose }: SecretOnceModalProps) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Alert color="yellow">{texts.once}</Alert>
        <TextInput
          label={texts.label}
          value={secret ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group justify="flex-end" gap="xs">
          <ClipboardButton label={texts.copy} value={secret ?? ''} toasts={{ copied: texts.copied, failed: texts.copyFailed }} />
          <Button onClick={onClose}>{texts.done}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
