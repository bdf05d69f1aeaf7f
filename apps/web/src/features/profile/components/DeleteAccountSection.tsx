import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TrashIcon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth';
import { useMessageText } from '../../../lib/form';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useDeleteAccount } from '../api/deleteAccount';
import { CurrentPasswordModal } from './CurrentPasswordModal';
import { ProfileSection } from './ProfileSection';

/**
 * Deleting one's own account (spec §8): a red button and a dialog titled "Delete account" that asks for
 * the current password; on success "The account was deleted.", the session is cleared and the login page
 * shows. A failure other than a wrong password shows the "Delete account" toast and keeps the dialog.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const message = useMessageText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [opened, { open, close }] = useDisclosure(false);

  const confirm = async (currentPassword: string) => {
    try {
      await remove.mutateAsync({ currentPassword });
    } catch (error) {
      if (!(isApiError(error) && error.code.startsWith('CURRENT_PASSWORD'))) {
        showErrorToast(t('deleteAccount.title'), error, message('ACCOUNT_DELETE_FAILED') ?? '');
      }
      throw error;
    }
    close();
    showSuccessToast(message('ACCOUNT_DELETED') ?? '');
    clearSession(queryClient);
    await navigate('/auth/login', { replace: true });
  };

  return (
    <ProfileSection id="delete-account-title" title={t('deleteAccount.heading')} text={t('deleteAccount.text')} maw={560} danger>
      <div>
        <Button color="red" onClick={open} leftSection={<TrashIcon />}>
          {t('deleteAccount.button')}
        </Button>
      </div>
      <CurrentPasswordModal
        opened={opened}
        onClose={close}
        title={t('deleteAccount.title')}
        confirmLabel={t('deleteAccount.button')}
        danger
        onConfirm={confirm}
      >
        {t('deleteAccount.confirm')} {t('deleteAccount.passwordText')}
      </CurrentPasswordModal>
    </ProfileSection>
  );
}
