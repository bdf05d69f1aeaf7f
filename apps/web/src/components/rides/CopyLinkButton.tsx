import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from '../ui/icons';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';

/**
 * The public pages of a ride: the contract by its secret identifier; the tracking page by its own random
 * `trackingSlug` (docs/api/dispatch.md §3), which only dispatch and the ride's customer receive — null
 * for the others, who then have no tracking link to copy.
 */
export const rideLinks = (ride: { secretIdent: string; trackingSlug?: string | null }, origin = window.location.origin) => ({
  tracking: ride.trackingSlug ? `${origin}/${encodeURIComponent(ride.trackingSlug)}/track-your-driver` : null,
  contract: `${origin}/my-drive/${encodeURIComponent(ride.secretIdent)}`,
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
