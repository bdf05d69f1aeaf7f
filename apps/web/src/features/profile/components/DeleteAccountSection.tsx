import { Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { clearSession } from '../../../lib/auth';
import { useMessageText } from '../../../lib/form';
import { useDeleteAccount } from '../api/deleteAccount';

/**
 * Deleting one's own account (spec §8): a red button and a confirmation titled "Delete account"; on
 * success "The account was deleted.", the session is cleared and the login page shows.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const message = useMessageText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  return (
    <Stack gap="sm" component="section" aria-labelledby="delete-account-title" maw={560}>
      <Title order={2} fz="lg" c="red.8" id="delete-account-title">
        {t('deleteAccount.heading')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('deleteAccount.text')}
      </Text>
      <div>
        <ConfirmDelete
          label={t('deleteAccount.button')}
          title={t('deleteAccount.title')}
          text={t('deleteAccount.confirm')}
          confirmLabel={t('deleteAccount.button')}
          variant="filled"
          onConfirm={() => remove.mutateAsync()}
          toasts={{
            success: message('ACCOUNT_DELETED') ?? '',
            errorTitle: t('deleteAccount.title'),
            errorDefault: message('ACCOUNT_DELETE_FAILED') ?? '',
          }}
          onDone={async () => {
            clearSession(queryClient);
            await navigate('/auth/login', { replace: true });
          }}
        />
      </div>
    </Stack>
  );
}
