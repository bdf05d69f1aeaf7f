import { Badge, Select, Stack } from '@mantine/core';
import type { ExpiringDocument } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../components/RouterLinks';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { daysUntil, formatIsoDate } from '../../../lib/format';
import { errorText } from '../../../lib/query';
import { useLanguage } from '../../../lib/use-language';
import { useExpiringDocuments } from '../api/fetchExpiringDocuments';

const DAY_OPTIONS = [7, 14, 30, 60, 90] as const;
const DEFAULT_DAYS = 30;

/** /manage/documents (ADMIN, FLEET_MANAGER): inspections, insurances and documents that run out. */
export function ExpiringDocumentsPage() {
  const { t } = useTranslation('documents');
  const { t: tf } = useTranslation('files');
  const [language] = useLanguage();
  const [days, setDays] = useState<number>(DEFAULT_DAYS);
  const query = useExpiringDocuments(days);

  const kindName = (doc: ExpiringDocument) => (doc.kind === 'FILE' && doc.fileType ? tf(`types.${doc.fileType}`) : t(`kinds.${doc.kind}`));

  const columns: Column<ExpiringDocument>[] = [
    { key: 'kind', header: t('columns.kind'), cell: kindName },
    {
      key: 'owner',
      header: t('columns.owner'),
      cell: (doc) =>
        doc.vehicle ? (
          <TextLink to={`/manage/vehicles/${doc.vehicle.id}`}>{doc.vehicle.registrationPlate}</TextLink>
        ) : doc.user ? (
          <TextLink to={`/manage/users/${doc.user.id}?roleName=DRIVER`}>{doc.user.name}</TextLink>
        ) : null,
    },
    { key: 'validUntil', header: t('columns.validUntil'), cell: (doc) => formatIsoDate(doc.validUntil, language) },
    { key: 'state', header: t('columns.state'), cell: (doc) => <ExpiryBadge doc={doc} /> },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <Select
        label={t('within')}
        size="sm"
        w={200}
        allowDeselect={false}
        data={DAY_OPTIONS.map((value) => ({ value: String(value), label: t('days', { count: value }) }))}
        value={String(days)}
        onChange={(value) => setDays(Number(value ?? DEFAULT_DAYS))}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={query.data}
        rowKey={(doc) => `${doc.kind}-${doc.fileId ?? ''}-${doc.vehicle?.id ?? ''}-${doc.user?.id ?? ''}-${doc.validUntil}`}
        loading={query.isFetching}
        error={errorText(query.error, t('loadFailed'))}
        emptyText={t('empty')}
      />
    </Stack>
  );
}

/** Red "Expired", or amber "Expires in N days". */
export function ExpiryBadge({ doc }: { doc: Pick<ExpiringDocument, 'expired' | 'validUntil'> }) {
  const { t } = useTranslation('documents');
  const left = daysUntil(doc.validUntil);
  if (doc.expired || left < 0) {
    return (
      <Badge color="red" variant="filled">
        {t('expired')}
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="light" c="yellow.9">
      {left === 0 ? t('expiresToday') : t('expiresIn', { count: left })}
    </Badge>
  );
}
