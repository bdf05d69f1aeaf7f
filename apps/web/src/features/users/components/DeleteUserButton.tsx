import type { UserDetails } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { useDeleteUser } from '../../../lib/users/deleteUser';

/** Deletes (anonymises) a user after a confirmation; from a list row (`compact`) or the edit screen. */
export function DeleteUserButton({ user, back, compact }: { user: UserDetails; back?: string; compact?: boolean }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const remove = useDeleteUser();
  return (
    <ConfirmDelete
      compact={compact}
      label={compact ? t('delete.rowLabel', { name: user.name }) : t('delete.button')}
      title={t('delete.title')}
      text={t('delete.text', { name: user.name })}
      onConfirm={() => remove.mutateAsync(user.id)}
      toasts={{ success: t('toasts.deleted'), errorTitle: t('delete.title'), errorDefault: t('toasts.deleteFailed') }}
      onDone={back ? () => navigate(back) : undefined}
    />
  );
}
