import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmAction } from '../../../components/ui/ConfirmDelete';
import { ErrorAlert } from '../../../components/FormAlert';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/query';
import { runWithToasts } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import type { TSession } from '@vozka/domain';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';
import { deviceName } from '../user-agent';
import { ProfileSection } from './ProfileSection';

/**
 * Signed-in devices (security tab): each of one's sessions with its browser, address and times, "this
 * device" marked; any other one can be signed out, or all of them at once ("sign out everywhere else").
 */
export function SessionsSection() {
  const { t } = useTranslation('profile');
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <ProfileSection id="sessions-title" title={t('sessions.title')} text={t('sessions.text')} maw={720}>
      <ErrorAlert messages={[errorText(sessions.error, t('sessions.loadFailed'))]} />
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="sessions-title">
        {sessions.data?.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </Stack>
      <ConfirmAction
        trigger={(open) => (
          <div>
            <Button variant="light" color="red" onClick={open} disabled={others === 0}>
              {t('sessions.signOutOthers')}
            </Button>
          </div>
        )}
        title={t('sessions.signOutOthers')}
        text={t('sessions.othersConfirm', { count: others })}
        confirmLabel={t('sessions.signOutOthers')}
        onConfirm={() => revokeOthers.mutateAsync()}
        toasts={{
          success: ({ revoked }) => t('sessions.othersDone', { count: revoked }),
          errorTitle: t('sessions.signOutOthers'),
          errorDefault: t('sessions.failed'),
        }}
      />
    </ProfileSection>
  );
}

function SessionRow({ session }: { session: TSession }) {
  const { t } = useTranslation('profile');
  const [language] = useLanguage();
  const revoke = useRevokeSession();
  const { browser, os } = deviceName(session.userAgent);
  const device =
    browser && os
      ? t('sessions.browserOn', { browser, os })
      : (browser ?? os ?? session.userAgent?.slice(0, 60) ?? t('sessions.unknownDevice'));

  const signOut = () =>
    runWithToasts(() => revoke.mutateAsync(session.id), {
      success: t('sessions.signedOut'),
      errorTitle: t('sessions.signOut'),
      errorDefault: t('sessions.failed'),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={device}>
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} fz="sm" title={session.userAgent ?? undefined}>
              {device}
            </Text>
            {session.current && (
              <Badge color="green" variant="light" size="sm">
                {t('sessions.thisDevice')}
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('sessions.ip', { ip: session.ip ?? '—' })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('sessions.lastUsed', { at: formatDateTime(session.lastUsedAt, language) })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('sessions.signedIn', { at: formatDateTime(session.createdAt, language) })}
          </Text>
        </Stack>
        {!session.current && (
          <Button
            variant="default"
            size="xs"
            onClick={() => void signOut()}
            loading={revoke.isPending}
            aria-label={t('sessions.signOutDevice', { device })}
          >
            {t('sessions.signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
