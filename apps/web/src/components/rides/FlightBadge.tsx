import { Badge, Tooltip } from '@mantine/core';
import { flightBadge, type FlightBadgeKind, type Ride, type RideFlight } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/clock';
import { useLanguage } from '../../lib/use-language';

const COLOR: Record<FlightBadgeKind, string> = {
  off: 'gray',
  scheduled: 'gray',
  onTime: 'teal',
  delayed: 'orange',
  early: 'blue',
  landed: 'teal',
  diverted: 'red',
  cancelled: 'red',
  unknown: 'yellow',
};

/** The badge's text: "delayed 40 min", "landed", "tracking off" … (texts: `flights` namespace). */
export function useFlightText(): (flight: RideFlight) => string {
  const { t } = useTranslation('flights');
  return (flight) => {
    const badge = flightBadge(flight);
    if (badge.kind === 'diverted' && badge.divertedTo) return t('badge.divertedTo', { airport: badge.divertedTo });
    return t(`badge.${badge.kind}`, { minutes: badge.minutes });
  };
}

/**
 * The flight of an airport pickup beside the ride (issue 20 §1): its status as the flight job last saw it,
 * the scheduled and expected landing in the tooltip. Nothing for a ride without a tracked flight.
 */
export function FlightBadge({ ride }: { ride: Pick<Ride, 'flight'> }) {
  const { t } = useTranslation('flights');
  const [language] = useLanguage();
  const text = useFlightText();
  const flight = ride.flight;
  if (!flight) return null;
  const kind = flightBadge(flight).kind;
  const hint = flight.tracking
    ? [
        t('hint.scheduled', { time: formatClock(flight.scheduledArrival, language) }),
        flight.expectedArrival ? t('hint.expected', { time: formatClock(flight.expectedArrival, language) }) : null,
        flight.checkedAt ? t('hint.checked', { time: formatClock(flight.checkedAt, language) }) : t('hint.notChecked'),
      ]
        .filter(Boolean)
        .join(' · ')
    : t('hint.off');
  return (
    <Tooltip label={hint} withArrow multiline w={240}>
      <Badge
        variant="light"
        color={COLOR[kind]}
        tt="none"
        tabIndex={0}
        aria-label={t('label', { number: flight.flightNumber, status: text(flight) })}
        style={{ maxWidth: '100%' }}
      >
        ✈ {text(flight)}
      </Badge>
    </Tooltip>
  );
}
