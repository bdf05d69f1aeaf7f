import type { UserDetails } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { DeleteRecordButton } from '../../../components/records/DeleteRecordButton';
import { rowDelete } from '../../../components/records/RowActions';
import { useDeleteUser } from '../../../lib/users/deleteUser';

/** Deletes (anonymises) a user after a confirmation; from a list row (`compact`) or the edit screen. */
export function DeleteUserButton({ user, back, compact }: { user: UserDetails; back?: string; compact?: boolean }) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  const confirm = rowDelete(t, '', { name: user.name }, () => remove.mutateAsync(user.id));
  return <DeleteRecordButton confirm={confirm} button={t('delete.button')} back={back} compact={compact} />;
}
