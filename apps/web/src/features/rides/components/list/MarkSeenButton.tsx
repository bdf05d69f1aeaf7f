import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from '../../../../components/ui/icons';
import { runWithToasts } from '../../../../lib/toasts';
import { useMarkRideSeen } from '../../api/markRideSeen';

/** ADMIN and the ride's fleet manager mark a new ride as seen (a list row icon, or a detail button). */
export function MarkSeenButton({ ride, compact }: { ride: Pick<Ride, 'id'>; compact?: boolean }) {
  const { t } = useTranslation('rides');
  const mark = useMarkRideSeen();
  const label = compact ? t('seen.rowLabel', { id: ride.id }) : t('seen.button');
  const onClick = () =>
    runWithToasts(() => mark.mutateAsync(ride.id), {
      success: t('toasts.seen'),
      errorTitle: t('seen.button'),
      errorDefault: t('toasts.seenFailed'),
    });
  if (!compact) {
    return (
      <Button variant="default" leftSection={<EyeIcon />} loading={mark.isPending} onClick={() => void onClick()}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        loading={mark.isPending}
        onClick={(event) => {
          event.stopPropagation(); // not the row's click (open the ride)
          void onClick();
        }}
      >
        <EyeIcon />
      </ActionIcon>
    </Tooltip>
  );
}
