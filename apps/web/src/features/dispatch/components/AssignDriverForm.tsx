import { Badge, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { DriverSuggestion, Ride } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DriverPicker, type PickerValue } from '../../../components/pickers';
import { routeText } from '../../../lib/rides/ride-text';
import { AssignButtons } from './AssignButtons';
import { chosenId, useAssign } from './use-assign';
import { useDriverSuggestions } from '../../../lib/rides/driver-suggestions';
import { assignDriverBody } from '../assign';

/** The driver picker with the ★ best-driver suggestions (ETA, reasons) and the drivers left out. */
export function AssignDriverForm({ ride, onDone }: { ride: Ride; onDone: () => void }) {
  const { t } = useTranslation('dispatch');
  const assign = useAssign(ride.id);
  const [value, setValue] = useState<PickerValue>(
    ride.driverId ? { id: ride.driverId, name: ride.driverName ?? `#${ride.driverId}` } : null,
  );
  const suggestions = useDriverSuggestions(ride.id, true);
  const unchanged = chosenId(value) === ride.driverId;

  const save = async () => {
    if (
      await assign.save(
        assignDriverBody(ride, chosenId(value)),
        value && chosenId(value) !== null ? t('toasts.driverAssigned', { name: value.name }) : t('toasts.driverRemoved'),
      )
    )
      onDone();
  };

  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        {routeText(ride.route)}
      </Text>
      <DriverPicker label={t('assign.driver')} value={value} onChange={setValue} />
      <Stack gap="xs" component="section" aria-labelledby="suggestions-title">
        <Title order={3} fz="md" id="suggestions-title">
          ★ {t('suggest.title')}
        </Title>
        {suggestions.isPending && <Loader size="sm" aria-label={t('suggest.loading')} />}
        {suggestions.error && (
          <Text fz="sm" c="dimmed">
            {suggestions.error instanceof Error ? suggestions.error.message : t('toasts.loadFailed')}
          </Text>
        )}
        {suggestions.data && suggestions.data.suggestions.length === 0 && (
          <Text fz="sm" c="dimmed">
            {t('suggest.none')}
          </Text>
        )}
        {suggestions.data?.suggestions.map((s, index) => (
          <SuggestionRow
            key={s.driverId}
            suggestion={s}
            best={index === 0}
            selected={chosenId(value) === s.driverId}
            onPick={() => setValue({ id: s.driverId, name: s.name, online: s.online })}
          />
        ))}
        {suggestions.data && suggestions.data.excluded.length > 0 && (
          <Stack gap={4} component="ul" role="list" aria-label={t('suggest.excluded')} p={0} m={0}>
            {suggestions.data.excluded.map((x) => (
              <Text key={x.driverId} component="li" fz="sm" c="dimmed" style={{ listStyle: 'none', opacity: 0.75 }}>
                <Text span fz="sm" td="line-through">
                  {x.name}
                </Text>
                {' — '}
                {t(`exclusions.${x.reason}`)}
                {x.detail ? ` (${x.detail})` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <AssignButtons onCancel={onDone} onSave={() => void save()} pending={assign.pending} disabled={unchanged} />
    </Stack>
  );
}

function SuggestionRow({
  suggestion: s,
  best,
  selected,
  onPick,
}: {
  suggestion: DriverSuggestion;
  best: boolean;
  selected: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation('dispatch');
  const eta = s.etaMinutes !== null ? t('suggest.eta', { minutes: s.etaMinutes }) : t('suggest.offline');
  const distance = s.distanceKm !== null ? t('suggest.distance', { km: s.distanceKm.toFixed(1) }) : null;
  return (
    <UnstyledButton
      onClick={onPick}
      aria-pressed={selected}
      aria-label={t('suggest.pick', { name: s.name, eta })}
      p="xs"
      style={{
        borderRadius: 6,
        border: `1px solid var(--mantine-color-${selected ? 'vozka-5' : 'gray-3'})`,
        background: selected ? 'var(--mantine-color-vozka-0)' : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} fz="sm">
            {best && '★ '}
            {s.name}{' '}
            <Text span c="dimmed" fz="xs">
              {s.ident}
              {s.vehicle ? ` · ${s.vehicle.brand} ${s.vehicle.model}` : ''}
            </Text>
          </Text>
          <Group gap={4}>
            {s.reasons.map((reason) => (
              <Badge key={reason} size="xs" variant="light" color="gray" tt="none">
                {t(`reasons.${reason}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
          <Text fz="sm" fw={600} c={s.etaMinutes !== null ? 'teal.8' : 'dimmed'}>
            {eta}
          </Text>
          {distance && (
            <Text fz="xs" c="dimmed">
              {distance}
            </Text>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
