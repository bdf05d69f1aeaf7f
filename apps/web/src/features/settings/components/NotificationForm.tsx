import { Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSetting } from '@vozka/domain';
import { notificationSetting } from '../../../lib/settings';
import { saveSetting } from './save-setting';

const keyOf = (situation: string, role: string) => `${situation}|${role}`;

/** Below this width the table (five role columns) becomes one card per situation. */
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Notification settings (spec §2 `/notification`, §3): which roles are told in which situation, a switch
 * for each pair, saved at once with the whole table through `PUT /api/settings/notification`. A table on
 * wide screens; on a phone one card per situation with a switch per role, so nothing scrolls sideways.
 */
export function NotificationForm({ settings }: { settings: NotificationSetting[] }) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY) ?? false;
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
      saved: t('notification.saved'),
      title: t('notification.title'),
      failed: t('toasts.saveFailed'),
    });

  /**
   * The switch of one cell, or nothing when the table has no such cell. On a phone the role's name is its
   * label on the left and the whole row is the touch target.
   */
  const cell = (situation: string, role: string, rowLabel?: string) => {
    const key = keyOf(situation, role);
    if (!(key in enabled)) return null;
    return (
      <Switch
        label={rowLabel}
        labelPosition="left"
        styles={rowLabel ? { body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } } : undefined}
        aria-label={t('notification.switch', { situation: situationName(situation), role: roleName(role) })}
        checked={enabled[key]}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          setEnabled((current) => ({ ...current, [key]: checked }));
        }}
      />
    );
  };

  const table = phone ? (
    <Stack gap="sm" role="list" aria-label={t('notification.title')}>
      {situations.map((situation) => (
        <Paper key={situation} withBorder radius="md" px="sm" py="xs" role="listitem" aria-label={situationName(situation)}>
          <Text fw={600} fz="sm" mb={6}>
            {situationName(situation)}
          </Text>
          <Stack gap={10}>
            {roles.map((role) => (
              <div key={role}>{cell(situation, role, roleName(role))}</div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  ) : (
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
              {roles.map((role) => (
                <Table.Td key={role}>
                  <Group justify="center">{cell(situation, role)}</Group>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );

  return (
    <Stack gap="sm">
      {table}
      {/* On a phone the save bar stays at the bottom of the screen while the cards scroll. */}
      <Group
        justify="flex-end"
        gap="sm"
        py={phone ? 'xs' : 0}
        style={phone ? { position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' } : undefined}
      >
        {dirty && (
          <Text fz="sm" c="dimmed">
            {t('notification.unsaved')}
          </Text>
        )}
        <Button onClick={() => void submit()} loading={save.isPending} disabled={!dirty}>
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}
