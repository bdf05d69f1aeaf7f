import { ActionIcon, Alert, Button, Group, Stack, Tooltip } from '@mantine/core';
import { type Passenger, dominantRole } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker';
import type { PickerValue } from '../../../components/pickers/rules';
import { rowDelete } from '../../../components/records/RowActions';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, listTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchInput } from '../../../components/ui/SearchInput';
import { PencilIcon, PlusIcon } from '../../../components/ui/icons';
import { usePagedSearch } from '../../../components/ui/use-paged-search';
import { useSignedInUser } from '../../../lib/auth';
import { useMessageText } from '../../../lib/form';
import { useDeletePassenger } from '../../../lib/passengers/deletePassenger';
import { usePassengers } from '../../../lib/passengers/fetchPassengers';
import { PassengerModal } from '../../../components/passengers/PassengerModal';

/**
 * /manage/pasangers (the spec's spelling): a CUSTOMER manages its own passengers; an ADMIN chooses a
 * client first (spec §5 "Client is not selected").
 */
export function PassengersPage() {
  const { t } = useTranslation('passengers');
  const message = useMessageText();
  const { roles } = useSignedInUser();
  const needsClient = dominantRole(roles) !== 'CUSTOMER';
  const [client, setClient] = useState<PickerValue>(null);
  const clientId = needsClient ? (client?.id ?? null) : null;
  const ready = !needsClient || clientId !== null;
  const paging = usePagedSearch();
  const query = usePassengers({ clientId, q: paging.q, page: paging.page }, ready);
  const remove = useDeletePassenger();
  const [editing, setEditing] = useState<Passenger | 'new' | null>(null);

  const columns: Column<Passenger>[] = [
    { key: 'name', header: t('fields.name'), cell: (p) => p.name },
    { key: 'phone', header: t('fields.phone'), cell: (p) => p.phone },
    { key: 'email', header: t('fields.email'), cell: (p) => p.email },
    {
      key: 'actions',
      header: t('list.actions'),
      width: 96,
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('list.edit', { name: p.name })}>
            <ActionIcon variant="subtle" aria-label={t('list.edit', { name: p.name })} onClick={() => setEditing(p)}>
              <PencilIcon />
            </ActionIcon>
          </Tooltip>
          <ConfirmDelete compact {...rowDelete(t, '', { name: p.name }, () => remove.mutateAsync(p.id))} />
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('list.title')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing('new')} disabled={!ready}>
            {t('list.new')}
          </Button>
        }
      />
      {needsClient && <CustomerPicker label={t('fields.client')} value={client} onChange={setClient} size="large" creatable editable />}
      {!ready ? (
        <Alert color="yellow" variant="light" role="status">
          {message('CLIENT_NOT_SELECTED')}
        </Alert>
      ) : (
        <>
          <SearchInput label={t('list.search')} value={paging.search} onChange={paging.setSearch} />
          <QueryTable texts={listTexts(t)} columns={columns} query={query} paging={paging} />
        </>
      )}
      <PassengerModal editing={editing} clientId={clientId} onClose={() => setEditing(null)} />
    </Stack>
  );
}
