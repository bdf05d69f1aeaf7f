import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { TLoginRequest } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { PublicCard } from '../../../components/PublicCard';
import { TextLink } from '../../../components/RouterLinks';
import { lazyZodFormResolver, useFormErrors, useMessageText } from '../../../lib/form';
import { useLogin } from '../api/login';
import { OtherAuthPageLink } from './OtherAuthPageLink';
import { useSignInForm } from './sign-in-form';
import { StoreLinks, TermsLink } from './StoreLinks';

// The schema comes with the first submit: the page shows without zod (issue 18).
const resolver = lazyZodFormResolver<TLoginRequest>(() => import('@vozka/domain').then((m) => m.ZLoginRequest));

/** /auth/login. After success the public layout sends the user on (landing or where they came from). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const loginMutation = useLogin();
  const form = useSignInForm<TLoginRequest>(resolver, { email: '', password: '' });
  const { summary, fieldError } = useFormErrors(form.errors);
  const text = useMessageText();
  const serverError = form.failed ? text('SERVER_ERROR') : loginMutation.error instanceof Error ? loginMutation.error.message : null;

  const onSubmit = form.handleSubmit((values) => loginMutation.mutate(values));

  return (
    <PublicCard
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          <StoreLinks />
          <TermsLink />
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            error={fieldError('email')}
            {...form.register('email')}
          />
          <PasswordField label={t('fields.password')} error={fieldError('password')} {...form.register('password')} />
          <Group justify="flex-end" mt={-8}>
            <TextLink to="/auth/password-recovery" fz="sm">
              {t('login.forgotPassword')}
            </TextLink>
          </Group>
          <ErrorAlert messages={summary.length > 0 ? summary : [serverError]} />
          <Button type="submit" size="md" fullWidth loading={loginMutation.isPending || form.checking}>
            {t('login.submit')}
          </Button>
          <OtherAuthPageLink question={t('login.noAccount')} to="/auth/register" link={t('login.register')} />
        </Stack>
      </form>
    </PublicCard>
  );
}
