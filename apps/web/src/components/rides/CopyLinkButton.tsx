import { useTranslation } from 'react-i18next';
import { ClipboardButton } from '../ui/ClipboardButton';

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
  return <ClipboardButton label={label} value={url} toasts={{ copied: t('toasts.linkCopied'), failed: t('toasts.copyFailed') }} />;
}
