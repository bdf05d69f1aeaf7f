import { Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { formatClock, isTodayInPrague } from '../../../lib/clock';
import { useLanguage } from '../../../lib/use-language';

/** The pick-up time of a ride card on the driver's phone, large; its date below unless it is today (Prague). */
export function RideTime({ date }: { date: string }) {
  const [language] = useLanguage();
  return (
    <Stack gap={0}>
      <Text fw={800} fz={26} lh={1.1}>
        {formatClock(date, language)}
      </Text>
      {!isTodayInPrague(date) && (
        <Text fz="sm" c="dimmed">
          {formatDate(date, language)}
        </Text>
      )}
    </Stack>
  );
}
