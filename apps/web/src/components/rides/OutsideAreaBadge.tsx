import { Badge, Tooltip } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';

/**
 * Flags a ride whose pick-up lies outside the company's working area (Settings → working area), so the
 * dispatcher sees it before assigning a driver. Nothing for a ride inside the area.
 */
export function OutsideAreaBadge({ ride }: { ride: Pick<Ride, 'outsideArea'> }) {
  const { t } = useTranslation('rides');
  if (!ride.outsideArea) return null;
  return (
    <Tooltip label={t('outsideArea.hint')} withArrow multiline w={260}>
      <Badge variant="light" color="orange" tt="none" tabIndex={0}>
        {t('outsideArea.label')}
      </Badge>
    </Tooltip>
  );
}
