import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../../../../components/ui/icons';
import { showErrorToast, showSuccessToast } from '../../../../lib/toasts';

/** The public pages of a ride, from its secret identifier (the tracking page arrives later). */
export const rideLinks = (secretIdent: string, origin = window.location.origin) => ({
  tracking: `${origin}/${encodeURIComponent(secretIdent)}/track-your-driver`,
  contract: `${origin}/my-drive/${encodeURIComponent(secretIdent)}`,
});

/** Copies a link to the clipboard with a success toast. */
export function CopyLinkButton({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation('rides');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccessToast(t('toasts.linkCopied'));
    } catch (error) {
      showErrorToast(label, error, t('toasts.copyFailed'));
    }
  };
  return (
    <Button variant="default" leftSection={<CopyIcon />} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
