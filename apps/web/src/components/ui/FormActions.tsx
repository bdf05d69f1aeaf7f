import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../FormAlert';
import { ButtonLink } from '../RouterLinks';

export interface FormActionsProps {
  /** The text of the submit button; "Save" by default. */
  submit?: string;
  /** The submit button spins while the form saves. */
  saving: boolean;
  /** Form-wide messages (the validation summary), shown above the buttons. */
  summary?: readonly (string | null | undefined)[];
  /** Where a Cancel link left of the submit button goes back to. */
  cancelTo?: string;
  /** A Cancel button left of the submit button instead (a dialog's: it closes the dialog). */
  onCancel?: () => void;
  /** That Cancel button is disabled while the form saves (a record's dialog). */
  lockCancel?: boolean;
  /** A button at the other end of the row (Add a row). */
  aside?: ReactNode;
}

/** The end of a form: its messages, then its buttons with the submit button on the right. */
export function FormActions({ submit, saving, summary, cancelTo, onCancel, lockCancel, aside }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {summary && <ErrorAlert messages={summary} />}
      <Group justify={aside ? 'space-between' : 'flex-end'} gap={cancelTo || onCancel ? 'xs' : undefined}>
        {aside}
        {cancelTo && (
          <ButtonLink to={cancelTo} variant="default">
            {t('actions.cancel')}
          </ButtonLink>
        )}
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={lockCancel && saving}>
            {t('actions.cancel')}
          </Button>
        )}
        <Button type="submit" loading={saving}>
          {submit ?? t('actions.save')}
        </Button>
      </Group>
    </>
  );
}
