import { Button, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyLinkButton } from '../../../components/rides/CopyLinkButton';
import { ConfirmAction } from '../../../components/ui/ConfirmDelete';
import { ErrorAlert } from '../../../components/FormAlert';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/query';
import { runWithToasts } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { ProfileSection } from './ProfileSection';
import { useCalendarFeed, useNewCalendarFeed, useRevokeCalendarFeed } from '../api/calendarFeed';

/**
 * The profile's Calendar tab (issue 20 §3, drivers and customers: canHaveCalendarFeed): the private URL of
 * one's rides for a calendar app — copy it, make a new one (the old stops working), revoke it (confirmed).
 */
export function CalendarSection() {
  const { t } = useTranslation('calendar');
  const [language] = useLanguage();
  const feed = useCalendarFeed();
  const create = useNewCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const url = feed.data?.url ?? null;

  const makeNew = () =>
    runWithToasts(() => create.mutateAsync(), {
      success: t(url ? 'replaced' : 'created'),
      errorTitle: t('newLink'),
      errorDefault: t('failed'),
    });

  return (
    <ProfileSection id="calendar-title" title={t('title')} text={t('text')} maw={720}>
      <ErrorAlert messages={[errorText(feed.error, t('loadFailed'))]} />
      {url ? (
        <>
          <TextInput label={t('url')} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          {feed.data?.createdAt && (
            <Text fz="xs" c="dimmed">
              {t('createdAt', { at: formatDateTime(feed.data.createdAt, language) })}
            </Text>
          )}
          <Text fz="sm">{t('private')}</Text>
        </>
      ) : (
        feed.isSuccess && <Text fz="sm">{t('none')}</Text>
      )}
      <Group gap="xs">
        {url && <CopyLinkButton label={t('copy')} url={url} />}
        <Button variant={url ? 'default' : 'filled'} onClick={() => void makeNew()} loading={create.isPending} disabled={!feed.isSuccess}>
          {url ? t('newLink') : t('create')}
        </Button>
        <ConfirmAction
          trigger={(open) =>
            url && (
              <Button variant="light" color="red" onClick={open}>
                {t('revoke')}
              </Button>
            )
          }
          title={t('revoke')}
          text={t('revokeConfirm')}
          confirmLabel={t('revoke')}
          onConfirm={() => revoke.mutateAsync()}
          toasts={{ success: t('revoked'), errorTitle: t('revoke'), errorDefault: t('failed') }}
        />
      </Group>
    </ProfileSection>
  );
}
