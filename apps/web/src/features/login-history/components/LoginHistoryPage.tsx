import { Stack, Text } from '@mantine/core';
import type { LoginHistoryEntry } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPicker } from '../../../components/pickers/UserPicker';
import type { PickerValue } from '../../../components/pickers/rules';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { TwoLines } from '../../../components/ui/TwoLines';
import { usePageOf } from '../../../components/ui/use-paged-search';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useLoginHistory } from '../api/fetchLoginHistory';

/** /manage/login-history (ADMIN): who signed in when (Prague time), from where, with what. */
export function LoginHistoryPage() {
  const { t } = useTranslation('loginHistory');
  const [language] = useLanguage();
  const [user, setUser] = useState<PickerValue>(null);
  const userId = user?.id ?? null;
  const [page, setPage] = usePageOf(userId);
  const query = useLoginHistory({ userId, page });

  const columns: Column<LoginHistoryEntry>[] = [
    {
      key: 'user',
      header: t('columns.user'),
      cell: (entry) => <TwoLines main={entry.userName} detail={entry.email} />,
    },
    { key: 'at', header: t('columns.at'), cell: (entry) => formatDateTime(entry.at, language) },
    { key: 'ip', header: t('columns.ip'), cell: (entry) => entry.ip },
    {
      key: 'agent',
      header: t('columns.agent'),
      cell: (entry) => (
        <Text fz="xs" c="dimmed" maw={360} truncate="end" title={entry.userAgent ?? undefined}>
          {entry.userAgent}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} />
      <UserPicker label={t('filter')} value={user} onChange={setUser} size="large" />
      <QueryTable
        texts={{ label: t('title'), empty: t('empty'), failed: t('loadFailed') }}
        columns={columns}
        query={query}
        paging={{ page, setPage }}
      />
    </Stack>
  );
}
