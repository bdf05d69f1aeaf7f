import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Cancel and Assign under an assign form. */
export function AssignButtons(props: { onCancel: () => void; onSave: () => void; pending: boolean; disabled: boolean }) {
  const { t } = useTranslation('dispatch');
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" onClick={props.onCancel}>
        {t('assign.cancel')}
      </Button>
      <Button onClick={props.onSave} loading={props.pending} disabled={props.disabled}>
        {t('assign.save')}
      </Button>
    </Group>
  );
}
