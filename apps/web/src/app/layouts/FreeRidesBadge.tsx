import { Badge, Box, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FREE_RIDES_REFRESH_MS, seesTripOffers, useFreeRidesCount } from '../../lib/rides/fetchFreeRidesCount';
import { RIDES_PATH } from '../../lib/rides/paths';
import { useSignedInUser } from '../../lib/auth';
import { useFallbackInterval } from '../../lib/events';

/**
 * The free-rides shortcut in the header: how many FREE rides there are, pushed by the live stream
 * (`free-rides.count`), polled every 2 minutes only while the stream is down.
 */
export function FreeRidesBadge() {
  const { t } = useTranslation('rides');
  const { user, roles } = useSignedInUser();
  const shown = seesTripOffers(user, roles);
  const query = useFreeRidesCount(shown, useFallbackInterval(FREE_RIDES_REFRESH_MS));
  if (!shown) return null;
  const count = query.data ? String(query.data.count) : '…';
  return (
    <Button
      component={Link}
      to={`${RIDES_PATH}?freeRide=1`}
      variant="subtle"
      color="gray.0"
      c="white"
      px="xs"
      aria-label={t('freeRides.label', { count })}
      rightSection={
        <Badge color={query.data?.count ? 'orange' : 'gray'} variant="filled" size="sm" aria-hidden>
          {count}
        </Badge>
      }
    >
      {/* On a phone the count alone (the link keeps its full name). */}
      <Box component="span" visibleFrom="sm">
        {t('freeRides.title')}
      </Box>
    </Button>
  );
}
