import { Button } from '@mantine/core';
import { CopyIcon } from './icons';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

export interface ClipboardButtonProps {
  /** The button's text, and the error toast's title. */
  label: string;
  /** What it copies. */
  value: string;
  /** The success toast, and the error toast's default text. */
  toasts: { copied: string; failed: string };
}

/** Copies a text (a link, a key) to the clipboard and says so in a toast. */
export function ClipboardButton({ label, value, toasts }: ClipboardButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showSuccessToast(toasts.copied);
    } catch (error) {
      showErrorToast(label, error, toasts.failed);
    }
  };
  return (
    <Button variant="default" leftSection={<CopyIcon />} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
