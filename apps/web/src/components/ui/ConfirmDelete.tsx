import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionToasts, runWithToasts } from '../../lib/toasts';
import { TrashIcon } from './icons';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  loading?: boolean;
  /** The button that closes without doing it (default "Cancel"); say what it keeps when "Cancel" is ambiguous. */
  cancelLabel?: string;
}

/** A confirmation dialog (deleting something): Cancel, and a red confirm button. */
export function ConfirmModal({ opened, onClose, title, children, confirmLabel, onConfirm, loading, cancelLabel }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="lg">
        <Text>{children}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ConfirmActionProps<T> {
  /** The control that opens the dialog, given the function that opens it (nothing: no control for now). */
  trigger: (open: () => void) => ReactNode;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  /** The action; when it fails the error toast shows and the dialog stays for another try. */
  onConfirm: () => Promise<T>;
  /** Spec §8 toasts: the success text (or one made from the action's answer), and the error toast's title and default text. */
  toasts: ActionToasts<T>;
  /** After the success toast (leave the deleted record's screen). */
  onDone?: () => unknown;
}

/** An action that asks first: its control opens a confirmation dialog; confirmed, it runs and says how it went. */
export function ConfirmAction<T>({ trigger, title, text, confirmLabel, onConfirm, toasts, onDone }: ConfirmActionProps<T>) {
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await runWithToasts(onConfirm, toasts);
    setBusy(false);
    if (!done) return;
    close();
    await onDone?.();
  };
  return (
    <>
      {trigger(open)}
      <ConfirmModal
        opened={opened}
        onClose={close}
        title={title}
        confirmLabel={confirmLabel}
        onConfirm={() => void confirm()}
        loading={busy}
      >
        {text}
      </ConfirmModal>
    </>
  );
}

export interface ConfirmDeleteProps extends Omit<ConfirmActionProps<unknown>, 'trigger' | 'confirmLabel' | 'toasts'> {
  /** The button's accessible name ("Delete Jana Nováková") and the modal's title. */
  label: string;
  /** Spec §8 toasts: the success text, and the error toast's title and default text. */
  toasts: { success: string; errorTitle: string; errorDefault: string };
  /** A small trash icon in a table row instead of a labelled button. */
  compact?: boolean;
  confirmLabel?: string;
  disabled?: boolean;
  /** The opening button's look: light red, or filled red for the weightier deletions (one's account). */
  variant?: 'light' | 'filled';
}

/** A delete button that asks first. */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const { label, compact, confirmLabel, disabled, variant = 'light', ...action } = props;
  const { t } = useTranslation();
  return (
    <ConfirmAction
      {...action}
      confirmLabel={confirmLabel ?? t('actions.delete')}
      trigger={(open) =>
        compact ? (
          <Tooltip label={label}>
            <ActionIcon variant="subtle" color="red" aria-label={label} onClick={open} disabled={disabled}>
              <TrashIcon />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button variant={variant} color="red" onClick={open} disabled={disabled} leftSection={<TrashIcon />}>
            {label}
          </Button>
        )
      }
    />
  );
}
