import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../ui/FieldList';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { routeText } from '../../lib/rides/ride-text';
import { RideStatusBadge } from './RideStatusBadge';

export interface ConflictModalProps {
  /** The ride as someone else saved it (from the 409 answer); null: closed. */
  current: Ride | null;
  onReload: (ride: Ride) => void;
  onClose: () => void;
}

/**
 * A 409 RIDE_VERSION_CONFLICT: someone else saved the ride while it was being edited. Nothing was
 * overwritten; the user may load the current ride (losing their changes) or go back to the form.
 */
export function ConflictModal({ current, onReload, onClose }: ConflictModalProps) {
  const { t } = useTranslation('rides');
  const [language] = useLanguage();
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={t('conflict.title')}
      centered
      closeButtonProps={{ 'aria-label': t('conflict.close') }}
    >
      {current && (
        <Stack gap="md">
          <Text>{t('conflict.text')}</Text>
          <FieldList
            items={[
              { label: t('fields.status'), value: <RideStatusBadge status={current.status} /> },
              { label: t('fields.date'), value: formatDateTime(current.date, language) },
              { label: t('fields.route'), value: routeText(current.route) },
              { label: t('fields.driver'), value: current.driverName },
              { label: t('conflict.changedAt'), value: formatDateTime(current.updatedAt, language) },
            ]}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('conflict.close')}
            </Button>
            <Button onClick={() => onReload(current)}>{t('conflict.reload')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
