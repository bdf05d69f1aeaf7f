import { Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '@vozka/domain';
import { notificationSetting } from '../../../lib/settings';
import { saveSetting } from './save-setting';

const keyOf = (situation: string, role: string) => `${situation}|${role}`;

/** Notification settings (spec §2): which roles are told in which situation, a switch for each pair. */
export function NotificationForm({ settings }: { settings: NotificationSetting[] }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const save = notificationSetting.useSave();
  const initial = Object.fromEntries(settings.map((s) => [keyOf(s.situation, s.role), s.enabled]));
  const [enabled, setEnabled] = useState<Record<string, boolean>>(initial);
  const situations = [...new Set(settings.map((s) => s.situation))];
  const roles = [...new Set(settings.map((s) => s.role))];
  const dirty = settings.some((s) => enabled[keyOf(s.situation, s.role)] !== s.enabled);

  if (settings.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t('notification.empty')}
      </Text>
    );

  const situationName = (situation: string) => t(`notification.situations.${situation}`, { defaultValue: situation });
  const roleName = (role: string) => tc(`roles.${role}`, { defaultValue: role });

  const submit = () =>
    saveSetting(() => save.mutateAsync(settings.map((s) => ({ ...s, enabled: enabled[keyOf(s.situation, s.role)] ?? s.enabled }))), {
      saved: t('toasts.saved'),
      title: t('notification.title'),
      failed: t('toasts.saveFailed'),
    });

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560} type="native">
        <Table withTableBorder striped verticalSpacing="xs" aria-label={t('notification.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notification.situation')}</Table.Th>
              {roles.map((role) => (
                <Table.Th key={role} ta="center">
                  {roleName(role)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {situations.map((situation) => (
              <Table.Tr key={situation}>
                <Table.Td>{situationName(situation)}</Table.Td>
                {roles.map((role) => {
                  const key = keyOf(situation, role);
                  return (
                    <Table.Td key={role}>
                      {key in enabled && (
                        <Group justify="center">
                          <Switch
                            aria-label={t('notification.switch', {
                              situation: situationName(situation),
                              role: roleName(role),
                            })}
                            checked={enabled[key]}
                            onChange={(event) => {
                              const checked = event.currentTarget.checked;
                              setEnabled((current) => ({ ...current, [key]: checked }));
                            }}
                          />
                        </Group>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
