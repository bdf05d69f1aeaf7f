import { Button, Stack } from '@mantine/core';
import { ZSetPasswordForm } from '@vozka/domain';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SuccessAlert } from '../../../components/FormAlert';
import { PublicCard, PublicCardPending } from '../../../components/PublicCard';
import { ButtonLink } from '../../../components/RouterLinks';
import { isApiError } from '../../../lib/api-client';
import { useFormErrors, zodFormResolver } from '../../../lib/form';
import { useCheckPasswordLink } from '../api/checkPasswordLink';
import { useSetPassword } from '../api/setPassword';
import { NewPasswordFields } from '../../../components/NewPasswordFields';

interface SetPasswordForm {
  password: string;
  passwordAgain: string;
}
const resolver = zodFormResolver<SetPasswordForm>(ZSetPasswordForm);

const isExpired = (error: unknown) => isApiError(error) && error.status === 410;

/** /auth/password-recovery/:key — spec §4: link checking, then the form or "Link expired". */
export function SetPasswordPage() {
  const { key = '' } = useParams();
  const { t } = useTranslation('auth');
  const link = useCheckPasswordLink(key);
  const save = useSetPassword(key);

  if (link.isPending) return <PublicCardPending title={t('setPassword.title')} text={t('setPassword.checking')} />;

  if (isExpired(link.error) || isExpired(save.error)) return <LinkExpiredCard />;

  if (link.isError) {
    return (
      <PublicCard title={t('setPassword.title')}>
        <ErrorAlert title={t('setPassword.checkFailed')} messages={[link.error.message]} />
        <Button variant="light" onClick={() => void link.refetch()} loading={link.isFetching}>
          {t('setPassword.retry')}
        </Button>
      </PublicCard>
    );
  }

  if (save.isSuccess) {
    return (
      <PublicCard title={t('setPassword.title')}>
        <SuccessAlert title={t('setPassword.successTitle')}>{save.data.message}</SuccessAlert>
        <ButtonLink to="/auth/login" fullWidth>
          {t('setPassword.signIn')}
        </ButtonLink>
      </PublicCard>
    );
  }

  return (
    <PublicCard title={t('setPassword.title')}>
      <SetPasswordFormView
        onSubmit={(password) => save.mutate(password)}
        pending={save.isPending}
        serverError={save.error instanceof Error ? save.error.message : null}
      />
    </PublicCard>
  );
}

function SetPasswordFormView(props: { onSubmit: (password: string) => void; pending: boolean; serverError: string | null }) {
  const { t } = useTranslation('auth');
  const form = useForm<SetPasswordForm>({ resolver, defaultValues: { password: '', passwordAgain: '' } });
  const { summary, fieldError } = useFormErrors(form.formState.errors);

  return (
    <form onSubmit={form.handleSubmit(({ password: value }) => props.onSubmit(value))} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          labels={{ password: t('fields.newPassword'), again: t('fields.newPasswordAgain') }}
          form={form}
          fieldError={fieldError}
        />
        <ErrorAlert
          messages={summary.length > 0 ? summary : [props.serverError]}
          title={summary.length > 0 ? undefined : t('setPassword.failed')}
        />
        <Button type="submit" size="md" fullWidth loading={props.pending}>
          {t('setPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** The card of an invalid or expired link, titled "Link vypršel" / "Link expired" (spec §2). */
function LinkExpiredCard() {
  const { t } = useTranslation('auth');
  return (
    <PublicCard title={t('setPassword.expiredTitle')} description={t('setPassword.expiredText')}>
      <ButtonLink to="/auth/password-recovery" fullWidth>
        {t('setPassword.retry')}
      </ButtonLink>
    </PublicCard>
  );
}
