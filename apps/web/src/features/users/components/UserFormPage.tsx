import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { QueryState } from '../../../components/ui/QueryState';
import { useUser } from '../../../lib/users/fetchUser';
import { roleFromQuery } from '../user-form';
import { UserForm } from './UserForm';

/** /manage/users/new?roleName=… and /manage/users/:id */
export function UserFormPage() {
  const { t } = useTranslation('users');
  const { id } = useParams();
  const [params] = useSearchParams();
  const roleName = roleFromQuery(params.get('roleName'));
  const userId = id === undefined ? null : Number(id);
  const record = useUser(userId);
  // A passenger's client is shown by name: load it before the form takes its first values.
  const clientId = record.data?.clientId ?? null;
  const client = useUser(clientId);
  const ready = record.data && (clientId === null || !client.isPending) ? record.data : undefined;

  if (userId === null) return <UserForm roleName={roleName} />;
  if (!Number.isInteger(userId) || userId <= 0) return <NotFoundPage />;
  return (
    <QueryState data={ready} error={record.error} errorTitle={t('toasts.loadFailed')}>
      {(user) => (
        <UserForm
          key={user.id}
          user={user}
          roleName={roleName}
          client={clientId ? { id: clientId, name: client.data?.name ?? `#${clientId}` } : null}
        />
      )}
    </QueryState>
  );
}
