import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField';
import { isApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/form';

export interface CurrentPasswordModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for the weighty step (deleting the account). */
  danger?: boolean;
  /**
   * Does the step with the password. A missing or wrong password (CURRENT_PASSWORD_*) shows under the
   * field and the dialog stays; anything else the caller handles (it may throw, then the dialog stays).
   */
  onConfirm: (currentPassword: string) => Promise<unknown>;
}

/** A dialog that asks for the current password before a step that needs it (a new e-mail, deleting the account). */
export function CurrentPasswordModal({ opened, onClose, title, children, confirmLabel, danger, onConfirm }: CurrentPasswordModalProps) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('profile');
  const message = useMessageText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(message('CURRENT_PASSWORD_REQUIRED') ?? '');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(password);
      setPassword('');
      setError(null);
    } catch (failure) {
      if (isApiError(failure) && failure.code.startsWith('CURRENT_PASSWORD')) setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text>{children}</Text>
          <PasswordField
            label={tp('password.current')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={busy}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
