import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../lib/form';
import type { LatLng, OperationAreaSettings } from '@vozka/domain';
import { areaSetting } from '../../../lib/settings';
import { MIN_AREA_POINTS } from '../../../lib/map-config';
import { PolygonEditor } from './PolygonEditor';
import { saveSetting } from './save-setting';
import { SettingsFields } from './SettingsForm';

/** The working area (spec §2): a polygon drawn on the map, saved as its corners. */
export function AreaForm({ area }: { area: OperationAreaSettings }) {
  const { t } = useTranslation('settings');
  const text = useMessageText();
  const save = areaSetting.useSave();
  const [points, setPoints] = useState<LatLng[]>(area.points);
  const [error, setError] = useState<string | null>(null);
  const dirty = JSON.stringify(points) !== JSON.stringify(area.points);

  const submit = async () => {
    if (points.length < MIN_AREA_POINTS) {
      setError(t('area.tooFew', { min: MIN_AREA_POINTS }));
      return;
    }
    setError(null);
    const failed = await saveSetting(() => save.mutateAsync({ points }), {
      saved: t('toasts.saved'),
      title: t('area.title'),
      failed: t('toasts.saveFailed'),
    });
    if (failed instanceof Error) setError(text(failed.message) ?? t('toasts.saveFailed'));
  };

  return (
    <SettingsFields description={t('area.description')}>
      <PolygonEditor
        label={t('area.title')}
        points={points}
        onChange={(next) => {
          setPoints(next);
          setError(null);
        }}
        error={error}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" disabled={!dirty} onClick={() => setPoints(area.points)}>
          {t('area.reset')}
        </Button>
        <Button onClick={() => void submit()} loading={save.isPending}>
          {t('save')}
        </Button>
      </Group>
    </SettingsFields>
  );
}
