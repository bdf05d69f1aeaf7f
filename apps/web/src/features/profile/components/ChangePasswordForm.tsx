import { Stack, Title } from '@mantine/core';
import { ZChangePassword } from '@vozka/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField';
import { isApiError } from '../../../lib/api-client';
import { schemaErrors, useFormErrors, useMessageText, validatorResolver } from '../../../lib/form';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { useChangePassword } from '../api/changePassword';
import { FormActions } from '../../../components/ui/FormActions';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

function validate(values: PasswordValues): Record<string, string> {
  const errors: Record<string, string> = schemaErrors(ZChangePassword, values);
  if (!values.newPasswordAgain) errors.newPasswordAgain ??= 'FILL_EVERY_FIELD';
  else if (!errors.newPassword && values.newPassword !== values.newPasswordAgain) {
    errors.newPasswordAgain = 'PASSWORDS_DONT_MATCH';
  }
  return errors;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', newPasswordAgain: '' };

/** Change password (security tab): the current one, a new one with its strength, the new one again. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('auth');
  const message = useMessageText();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({ resolver: validatorResolver(validate), defaultValues: EMPTY });
  const { summary, fieldError } = useFormErrors(form.formState.errors);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword: next }) => {
    try {
      const answer = await change.mutateAsync({ currentPassword, newPassword: next });
      form.reset(EMPTY);
      showSuccessToast(answer?.message || (message('PASSWORD_CHANGED') ?? ''), t('password.title'));
    } catch (error) {
      if (isApiError(error) && error.code === 'CURRENT_PASSWORD_WRONG') {
        form.setError('currentPassword', { type: 'server', message: error.message });
      }
      showErrorToast(t('password.title'), error, t('password.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="md" maw={420}>
        <Title order={2} fz="lg" id="change-password-title">
          {t('password.title')}
        </Title>
        <PasswordField label={t('password.current')} error={fieldError('currentPassword')} {...form.register('currentPassword')} />
        <NewPasswordFields
          labels={{ password: ta('fields.newPassword'), again: ta('fields.newPasswordAgain') }}
          form={form}
          names={{ password: 'newPassword', again: 'newPasswordAgain' }}
          fieldError={fieldError}
        />
        <FormActions summary={summary} submit={t('password.submit')} saving={change.isPending} />
      </Stack>
    </form>
  );
}
