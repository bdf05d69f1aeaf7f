import { Badge, Group, Stack } from '@mantine/core';
import { type UserDetails, allows } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, TextLink } from '../../../components/RouterLinks';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, listTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchInput } from '../../../components/ui/SearchInput';
import { PlusIcon } from '../../../components/ui/icons';
import { usePagedSearch } from '../../../components/ui/use-paged-search';
import { useSignedInUser } from '../../../lib/auth';
import { withQuery } from '../../../lib/paged';
import { useUsersPage } from '../../../lib/users/fetchUsersPage';
import { roleFromQuery } from '../user-form';
import { DeleteUserButton } from './DeleteUserButton';
import { UserStatusBadge } from './UserStatusBadge';

/** /manage/users?roleName=… (spec §2): the users of one role, 20 a page, searchable. */
export function UsersListPage() {
  const { t } = useTranslation('users');
  const { t: tp } = useTranslation('person');
  const [params] = useSearchParams();
  const roleName = roleFromQuery(params.get('roleName'));
  const { user: me, roles } = useSignedInUser();
  const paging = usePagedSearch();
  const query = useUsersPage({ roleName, q: paging.q, page: paging.page });
  const canWrite = allows('users.write', roles);
  const editPath = (user: UserDetails) => withQuery(`/manage/users/${user.id}`, { roleName });

  const columns: Column<UserDetails>[] = [
    { key: 'name', header: tp('fields.name'), cell: (user) => <TextLink to={editPath(user)}>{user.name}</TextLink> },
    { key: 'email', header: tp('fields.email'), cell: (user) => user.email },
    { key: 'phone', header: tp('fields.phone'), cell: (user) => user.phone },
    ...(roleName === 'DRIVER'
      ? [{ key: 'fleet', header: tp('fields.fleetManager'), cell: (user: UserDetails) => user.fleetManager?.name }]
      : []),
    ...(roleName === 'CUSTOMER'
      ? [
          {
            key: 'type',
            header: tp('fields.type'),
            cell: (user: UserDetails) => user.type && tp(`customerType.${user.type}`),
          },
        ]
      : []),
    ...(roleName === null ? [{ key: 'roles', header: tp('fields.roles'), cell: (user: UserDetails) => <RoleBadges user={user} /> }] : []),
    { key: 'status', header: tp('fields.status'), cell: (user) => <UserStatusBadge status={user.status} /> },
    {
      key: 'actions',
      header: t('list.actions'),
      width: 60,
      cell: (user) => (canWrite && user.id !== me.id ? <DeleteUserButton user={user} compact /> : null),
    },
  ];

  const title = t(`titles.${roleName ?? 'ALL'}`);
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        actions={
          canWrite && (
            <ButtonLink to={withQuery('/manage/users/new', { roleName })} leftSection={<PlusIcon />}>
              {t('list.new')}
            </ButtonLink>
          )
        }
      />
      <SearchInput label={t('list.search')} value={paging.search} onChange={paging.setSearch} />
      <QueryTable texts={{ ...listTexts(t), label: title }} columns={columns} query={query} paging={paging} />
    </Stack>
  );
}

function RoleBadges({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {user.roles.map((role) => (
        <Badge key={role.name} variant="light" size="sm">
          {t(`roles.${role.name}`)}
        </Badge>
      ))}
    </Group>
  );
}
