import { Badge } from '@mantine/core';
import { REFRESH_MS, todayInPrague } from '@vozka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../lib/auth';
import { useFallbackInterval } from '../../../lib/events';
import { useRides } from '../../../lib/rides/fetchRides';
import { toFilterDate } from '../../../lib/time';
import { SEEN_EVENT, announcements, loadSeen } from '../assignments';

/**
 * The count of new or changed assignments the driver has not seen, beside "My rides" in the menu (issue 17 §3):
 * the driver's rides as the driver screen asks for them (the same query), compared with what it has seen.
 */
export function DriverMenuBadge() {
  const { t } = useTranslation('driver');
  const { user } = useSignedInUser();
  const [seen, setSeen] = useState(() => loadSeen(user.id));
  useEffect(() => {
    const reread = () => setSeen(loadSeen(user.id));
    window.addEventListener(SEEN_EVENT, reread);
    return () => window.removeEventListener(SEEN_EVENT, reread);
  }, [user.id]);
  const query = useRides(
    {
      page: 0,
      size: 200,
      dateFrom: toFilterDate(todayInPrague(new Date(Date.now() - 86_400_000)), 'start'),
      driverId: user.id,
      sortBy: 'date',
    },
    { refetchInterval: useFallbackInterval(REFRESH_MS.dispatching) },
  );
  const count = query.data && seen ? announcements(query.data.objects, user.id, seen).length : 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" color="orange" variant="filled" aria-label={t('assignment.badge', { count })}>
      {count}
    </Badge>
  );
}
