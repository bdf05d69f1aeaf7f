import type { UserDetails } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rowDelete } from '../../../components/records/RowActions';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { useDeleteUser } from '../../../lib/users/deleteUser';

/** Deletes (anonymises) a user after a confirmation; from a list row (`compact`) or the edit screen. */
export function DeleteUserButton({ user, back, compact }: { user: UserDetails; back?: string; compact?: boolean }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const remove = useDeleteUser();
  const confirm = rowDelete(t, '', { name: user.name }, () => remove.mutateAsync(user.id));
  const label = compact ? confirm.label : t('delete.button');
  return <ConfirmDelete {...confirm} compact={compact} label={label} onDone={back ? () => navigate(back) : undefined} />;
}
