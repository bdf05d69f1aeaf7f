import { Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../ui/FormActions';

export interface RecordModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** Form-wide messages (the validation summary). */
  summary?: readonly string[];
  size?: string | number;
  /** The submit button's text (Save by default). */
  submitLabel?: string;
  children: ReactNode;
}

/** A form's submit that runs `action` instead of the browser's own submission. */
export function submitWith(action: () => unknown): FormEventHandler<HTMLFormElement> {
  return (event) => {
    event.preventDefault();
    void action();
  };
}

/** Create or edit one record of an admin list in a dialog: its fields, Cancel and Save. */
export function RecordModal({ opened, onClose, title, onSubmit, saving, summary, size, submitLabel, children }: RecordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size ?? 'lg'}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          {children}
          <FormActions summary={summary ?? []} submit={submitLabel} saving={saving} onCancel={onClose} lockCancel />
        </Stack>
      </form>
    </Modal>
  );
}
