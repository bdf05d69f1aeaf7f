import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/FormAlert';
import { StatusCard } from '../../../components/StatusCard';
import { DriverMap, type MapPin } from '../../../components/map/DriverMap';
import { PIN_COLORS, pinImage } from '../../../components/map/pin-icon';
import { type TrackingState, useTracking } from '../api/tracking';

/**
 * /{slug}/track-your-driver (spec §2, public, no app layout): one driver pin on a map at zoom 11 on
 * Prague, live; "no information" while the location is not known; the spec's message for a missing code, and that a finished ride has finished.
 */
export function TrackYourDriverPage() {
  const { slug = '' } = useParams();
  return slug ? <Tracking slug={slug} /> : <Missing />;
}

function Missing({ finished = false }: { finished?: boolean }) {
  const { t } = useTranslation('tracking');
  return <StatusCard title={t('title')} description={t(finished ? 'finished' : 'missing')} />;
}

function Tracking({ slug }: { slug: string }) {
  const { t } = useTranslation('tracking');
  const query = useTracking(slug);
  const state: TrackingState | undefined = query.data;
  if (state?.kind === 'missing' || state?.kind === 'finished') return <Missing finished={state.kind === 'finished'} />;

  const pin = state?.kind === 'pin' ? state.pin : null;
  const pins: MapPin[] = pin
    ? [
        {
          id: pin.userId,
          name: pin.driverName,
          ident: pin.ident,
          operating: pin.operating,
          latitude: pin.latitude,
          longitude: pin.longitude,
          heading: pin.heading,
        },
      ]
    : [];

  return (
    <Paper radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="md" component="section" aria-labelledby="tracking-title">
      <Stack gap="md">
        <Title order={1} fz={24} c="vozka.9" id="tracking-title">
          {t('title')}
        </Title>
        {query.error ? (
          <ErrorAlert messages={[query.error instanceof Error ? query.error.message : t('loadFailed')]} />
        ) : pin ? (
          <Group justify="space-between" wrap="wrap" gap="xs" role="status" aria-label={t('driver')}>
            <Stack gap={0}>
              <Text fw={700} fz="lg">
                {pin.driverName}
              </Text>
              <Text c="dimmed" fz="sm">
                {pin.ident}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge size="lg" variant="filled" tt="none" color={PIN_COLORS[pinImage(pin.operating)]}>
                {t(`operating.${pinImage(pin.operating)}`)}
              </Badge>
              {pin.etaMinutes !== null && (
                <Badge size="lg" variant="filled" color="teal" tt="none">
                  ★ {t('eta', { minutes: pin.etaMinutes })}
                </Badge>
              )}
            </Group>
          </Group>
        ) : (
          state && (
            <Alert color="gray" title={t('noInformation')} role="status">
              {t('unknown')}
            </Alert>
          )
        )}
        {/* The passenger has no account: the pin opens nothing, the page stays (issue 17 §11). */}
        <DriverMap label={t('map')} pins={pins} follow height="min(62vh, 560px)" />
      </Stack>
    </Paper>
  );
}
