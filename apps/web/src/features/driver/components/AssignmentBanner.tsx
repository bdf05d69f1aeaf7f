import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { alertDriver, allSeen, announcements, loadSeen, saveSeen, type SeenAssignments } from '../assignments';

/**
 * A new or changed assignment is announced (issue 17 §3): a banner that stays until the driver taps "Seen" (kept
 * on the device, so it survives a reload), a beep and a vibration when one appears. `rides` are the driver's
 * rides as the live stream keeps them fresh; the first time on a device everything there is counts as seen.
 */
export function AssignmentBanner({ rides, driverId }: { rides: readonly Ride[] | undefined; driverId: number }) {
  const { t } = useTranslation('driver');
  const [language] = useLanguage();
  const [seen, setSeen] = useState<SeenAssignments | null>(() => loadSeen(driverId));
  const news = rides && seen ? announcements(rides, driverId, seen) : [];
  const heard = useRef(new Set<string>());

  useEffect(() => {
    if (rides && seen === null) {
      const baseline = allSeen(rides, driverId);
      saveSeen(driverId, baseline);
      setSeen(baseline);
    }
  }, [rides, seen, driverId]);

  const keys = news.map(({ ride, kind }) => `${ride.id}:${kind}:${ride.version}`);
  const fresh = keys.some((key) => !heard.current.has(key));
  useEffect(() => {
    if (!fresh) return;
    for (const key of keys) heard.current.add(key);
    alertDriver();
  });

  if (!rides || news.length === 0) return null;
  const dismiss = () => {
    const next = { ...seen, ...allSeen(rides, driverId) };
    saveSeen(driverId, next);
    setSeen(next);
  };
  return (
    <Alert color="orange" variant="filled" role="alert" title={t('assignment.title', { count: news.length })}>
      <Stack gap="xs">
        {news.map(({ ride, kind }) => (
          <Text key={ride.id} fz="md">
            {t(`assignment.${kind}`, {
              time: `${formatDate(ride.date, language)} ${formatClock(ride.date, language)}`,
              from: ride.route[0]?.address ?? '',
            })}
          </Text>
        ))}
        <Button color="dark" variant="white" size="md" onClick={dismiss}>
          {t('assignment.seen')}
        </Button>
      </Stack>
    </Alert>
  );
}
