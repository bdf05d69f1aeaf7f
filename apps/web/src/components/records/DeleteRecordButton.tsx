import { useNavigate } from 'react-router';
import { ConfirmDelete, type ConfirmDeleteProps } from '../ui/ConfirmDelete';

export interface DeleteRecordButtonProps {
  /** The confirmation (`rowDelete`); its label names the record, as a list row's trash icon does. */
  confirm: Omit<ConfirmDeleteProps, 'compact'>;
  /** The text of the full button (on the edit screen). */
  button: string;
  /** Where to go once deleted (the list). */
  back?: string;
  /** A trash icon in a list row. */
  compact?: boolean;
}

/** Deletes a record after a confirmation; from a list row (`compact`) or its edit screen. */
export function DeleteRecordButton({ confirm, button, back, compact }: DeleteRecordButtonProps) {
  const navigate = useNavigate();
  const label = compact ? confirm.label : button;
  return <ConfirmDelete {...confirm} compact={compact} label={label} onDone={back ? () => navigate(back) : undefined} />;
}
