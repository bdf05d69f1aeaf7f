import { Button, Stack, TextInput } from '@mantine/core';
import { ZResetPasswordRequest } from '@vozka/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SuccessAlert } from '../../../components/FormAlert';
import { PublicCard } from '../../../components/PublicCard';
import { TextLink } from '../../../components/RouterLinks';
import { useFormErrors, zodFormResolver } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/requestPasswordReset';

interface RecoveryForm {
  email: string;
}
const resolver = zodFormResolver<RecoveryForm>(ZResetPasswordRequest);

/** /auth/password-recovery — asks for a link to set a new password. */
export function PasswordRecoveryPage() {
  const { t } = useTranslation('auth');
  const reset = useRequestPasswordReset();
  const form = useForm<RecoveryForm>({ resolver, defaultValues: { email: '' } });
  const { summary, fieldError } = useFormErrors(form.formState.errors);
  const backToLogin = <TextLink to="/auth/login">{t('recovery.backToLogin')}</TextLink>;

  if (reset.isSuccess) {
    return (
      <PublicCard title={t('recovery.title')} footer={backToLogin}>
        <SuccessAlert title={t('recovery.sentTitle')}>{reset.data.message}</SuccessAlert>
      </PublicCard>
    );
  }

  const serverError = reset.error instanceof Error ? reset.error.message : null;
  return (
    <PublicCard title={t('recovery.title')} description={t('recovery.text')} footer={backToLogin}>
      <form onSubmit={form.handleSubmit(({ email }) => reset.mutate(email))} noValidate>
        <Stack gap="md">
          <TextInput label={t('fields.email')} type="email" autoComplete="email" error={fieldError('email')} {...form.register('email')} />
          <ErrorAlert messages={summary.length > 0 ? summary : [serverError]} />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t('recovery.submit')}
          </Button>
        </Stack>
      </form>
    </PublicCard>
  );
}
