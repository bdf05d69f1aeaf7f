import { Box, Button, Checkbox, Stack, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { type TRegistrationForm, ZRegistrationForm } from '@vozka/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, SuccessAlert } from '../../../components/FormAlert';
import { PublicCard } from '../../../components/PublicCard';
import { ButtonLink } from '../../../components/RouterLinks';
import { isApiError } from '../../../lib/api-client';
import { useFormErrors, useMessageText, zodFormResolver } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { useRegister } from '../api/register';
import { NewPasswordFields } from '../../../components/NewPasswordFields';
import { OtherAuthPageLink } from './OtherAuthPageLink';
import { TermsLink } from './StoreLinks';

const resolver = zodFormResolver<TRegistrationForm>(ZRegistrationForm);
const FIELDS = ['name', 'email', 'password', 'passwordAgain', 'terms'] as const;
type Field = (typeof FIELDS)[number];
const TERMS_HINT_ID = 'register-terms-hint';
const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);

/** /auth/register: submit stays disabled (with a tooltip) until the terms are ticked (spec §2, §5). */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const message = useMessageText();
  const [language] = useLanguage();
  const registerMutation = useRegister();
  const form = useForm<TRegistrationForm>({
    resolver,
    defaultValues: { name: '', email: '', password: '', passwordAgain: '', terms: false },
  });
  const terms = useWatch({ control: form.control, name: 'terms' });
  const { summary, fieldError } = useFormErrors(form.formState.errors);

  const onSubmit = form.handleSubmit(async ({ name, email, password: pass }) => {
    try {
      await registerMutation.mutateAsync({ name, email, password: pass, language });
    } catch (error) {
      // Field errors of a 400 answer are shown at their fields; the rest in the alert.
      if (isApiError(error)) {
        for (const [field, text] of Object.entries(error.fields)) {
          if (isField(field)) form.setError(field, { type: 'server', message: text });
        }
      }
    }
  });

  if (registerMutation.isSuccess) {
    return (
      <PublicCard title={t('register.title')}>
        <SuccessAlert title={t('register.successTitle')}>{registerMutation.data.message}</SuccessAlert>
        <ButtonLink to="/auth/login" variant="light" fullWidth>
          {t('register.signIn')}
        </ButtonLink>
      </PublicCard>
    );
  }

  const serverError = registerMutation.error instanceof Error ? registerMutation.error.message : null;
  const termsHint = message('TERMS_REQUIRED');

  return (
    <PublicCard title={t('register.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label={t('fields.name')} autoComplete="name" error={fieldError('name')} {...form.register('name')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="email" error={fieldError('email')} {...form.register('email')} />
          <NewPasswordFields
            labels={{ password: t('fields.password'), again: t('fields.passwordAgain') }}
            form={form}
            fieldError={fieldError}
          />
          <Checkbox
            label={t('register.terms')}
            description={<TermsLink label={t('register.termsLink')} />}
            error={fieldError('terms')}
            {...form.register('terms')}
          />
          <ErrorAlert
            messages={summary.length > 0 ? summary : [serverError]}
            title={summary.length > 0 ? undefined : t('register.failed')}
          />
          <Tooltip label={termsHint} disabled={terms} events={{ hover: true, focus: true, touch: true }} multiline w={260}>
            {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
            <Box>
              <Button
                type="submit"
                size="md"
                fullWidth
                disabled={!terms}
                loading={registerMutation.isPending}
                aria-describedby={terms ? undefined : TERMS_HINT_ID}
              >
                {t('register.submit')}
              </Button>
            </Box>
          </Tooltip>
          {!terms && <VisuallyHidden id={TERMS_HINT_ID}>{termsHint}</VisuallyHidden>}
          <OtherAuthPageLink question={t('register.haveAccount')} to="/auth/login" link={t('register.signIn')} />
        </Stack>
      </form>
    </PublicCard>
  );
}
