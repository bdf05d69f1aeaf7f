import { Divider, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { canHaveCalendarFeed, canManageApiKeys, managesOthersApiKeys } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryState } from '../../../components/ui/QueryState';
import { useSignedInUser } from '../../../lib/auth';
import { DocumentsPanel } from '../../../components/files/components/DocumentsPanel';
import { useProfile } from '../api/fetchProfile';
import { ApiKeysSection } from './ApiKeysSection';
import { CalendarSection } from './CalendarSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileForm } from './ProfileForm';
import { SessionsSection } from './SessionsSection';

/** /profile/settings (spec §2): basic settings, more, security, files. */
export function ProfileSettingsPage() {
  const { t } = useTranslation('profile');
  const profile = useProfile();
  const [tab, setTab] = useState<string | null>('basic');
  const { roles } = useSignedInUser();
  const calendar = canHaveCalendarFeed(roles);
  // ADMIN manages every key on /manage/api-keys; a customer its own here.
  const ownApiKeys = canManageApiKeys(roles) && !managesOthersApiKeys(roles);
  const { t: tk } = useTranslation('apiKeys');
  const { t: tc } = useTranslation('calendar');
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} />
      <QueryState data={profile.data} error={profile.error} errorTitle={t('toasts.loadFailed')}>
        {(user) => (
          <Paper withBorder radius="md" p="lg">
            <Tabs value={tab} onChange={setTab} keepMountedMode="display-none">
              <Tabs.List mb="lg">
                <Tabs.Tab value="basic">{t('tabs.basic')}</Tabs.Tab>
                <Tabs.Tab value="more">{t('tabs.more')}</Tabs.Tab>
                <Tabs.Tab value="security">{t('tabs.security')}</Tabs.Tab>
                <Tabs.Tab value="files">{t('tabs.files')}</Tabs.Tab>
                {calendar && <Tabs.Tab value="calendar">{tc('tab')}</Tabs.Tab>}
                {ownApiKeys && <Tabs.Tab value="api-keys">{tk('tab')}</Tabs.Tab>}
              </Tabs.List>
              <ProfileForm key={user.id} user={user} tab={tab} onTab={setTab} />
              <Tabs.Panel value="security">
                <Stack gap="xl">
                  <ChangePasswordForm />
                  <Divider />
                  <SessionsSection />
                  <Divider />
                  <DeleteAccountSection />
                </Stack>
              </Tabs.Panel>
              {calendar && (
                <Tabs.Panel value="calendar">
                  <CalendarSection />
                </Tabs.Panel>
              )}
              {ownApiKeys && (
                <Tabs.Panel value="api-keys">
                  {/* Loaded when opened: the keys are fetched only for this tab. */}
                  {tab === 'api-keys' && <ApiKeysSection roles={roles} />}
                </Tabs.Panel>
              )}
              <Tabs.Panel value="files">
                <DocumentsPanel
                  owner={{ userId: user.id }}
                  ownerKind={user.roles.some((role) => role.name === 'DRIVER') ? 'DRIVER' : 'USER'}
                />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
