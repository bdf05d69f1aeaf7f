import { SimpleGrid, Stack, Tabs, TextInput } from '@mantine/core';
import { type UserDetails, normalizeLanguage } from '@vozka/domain';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PassengerAlertsFields } from '../../../components/person/PassengerAlertsFields';
import { PersonDetailsFields } from '../../../components/person/PersonDetailsFields';
import { FormLanguage } from '../../../components/ui/FormSelect';
import { isApiError } from '../../../lib/api-client';
import { applyServerFields, useFormErrors, validatorResolver } from '../../../lib/form';
import { currentLanguage, i18n, setLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-language';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/updateProfile';
import { CurrentPasswordModal } from './CurrentPasswordModal';
import { PROFILE_MORE_FIELDS, type ProfileValues, profileDefaults, profileToBody, validateProfile } from './profile-form';
import { FormActions } from '../../../components/ui/FormActions';

/**
 * The "basic settings" and "more" tabs of the profile: one form (PUT /api/profile), rendered inside the
 * page's Tabs. The language field starts at the UI language; saving another one switches the interface to it; saving a new e-mail first asks for the
 * current password (the e-mail is the sign-in name).
 */
export function ProfileForm({ user, tab, onTab }: { user: UserDetails; tab: string | null; onTab: (tab: string) => void }) {
  const { t } = useTranslation('profile');
  const { t: tp } = useTranslation('person');
  const update = useUpdateProfile();
  const [uiLanguage] = useLanguage();
  // The language field shows the UI language (spec §13: saving the profile keeps it), also after the header's switch.
  const form = useForm<ProfileValues>({
    resolver: validatorResolver(validateProfile),
    defaultValues: profileDefaults(user, uiLanguage),
  });
  const { resetField, getFieldState } = form;
  useEffect(() => {
    if (!getFieldState('language').isDirty) resetField('language', { defaultValue: uiLanguage });
  }, [uiLanguage, resetField, getFieldState]);
  const { summary, fieldError } = useFormErrors(form.formState.errors);
  const field = (name: 'name' | 'email' | 'phone', props: { type?: string; required?: boolean; autoComplete: string }) => (
    <TextInput label={tp(`fields.${name}`)} size="sm" error={fieldError(name)} {...props} {...form.register(name)} />
  );
  /** Values waiting for the current password (a new e-mail). */
  const [pending, setPending] = useState<ProfileValues | null>(null);

  const onInvalid = (errors: object) => onTab(Object.keys(errors).every((field) => PROFILE_MORE_FIELDS.includes(field)) ? 'more' : 'basic');

  const save = async (values: ProfileValues, currentPassword?: string) => {
    const saved = await update.mutateAsync({ ...profileToBody(values), currentPassword });
    const language = normalizeLanguage(saved.language) ?? currentLanguage();
    await setLanguage(language);
    form.reset(profileDefaults(saved, language));
    showSuccessToast(i18n.t('toasts.saved', { ns: 'profile' })); // in the language just chosen
  };

  const saveFailed = (values: ProfileValues, error: unknown) => {
    applyServerFields(error, (name, message) => form.setError(name as keyof ProfileValues, { message }), {
      known: Object.keys(values),
    });
    showErrorToast(t('toasts.saveTitle'), error, t('toasts.saveFailed'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.email.trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
      setPending(values);
      return;
    }
    try {
      await save(values);
    } catch (error) {
      saveFailed(values, error);
    }
  }, onInvalid);

  const confirmEmail = async (currentPassword: string) => {
    if (!pending) return;
    try {
      await save(pending, currentPassword);
    } catch (error) {
      if (isApiError(error) && error.code.startsWith('CURRENT_PASSWORD')) throw error; // shown in the dialog
      saveFailed(pending, error);
    }
    setPending(null);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={t('form.label')}>
        <Tabs.Panel value="basic">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('name', { required: true, autoComplete: 'name' })}
            {field('email', { type: 'email', required: true, autoComplete: 'email' })}
            {field('phone', { type: 'tel', autoComplete: 'tel' })}
            <FormLanguage control={form.control} name="language" label={tp('fields.language')} />
          </SimpleGrid>
          {user.roles.some((role) => role.name === 'CUSTOMER') && <PassengerAlertsFields />}
        </Tabs.Panel>
        <Tabs.Panel value="more">
          <PersonDetailsFields />
        </Tabs.Panel>
        {(tab === 'basic' || tab === 'more') && (
          <Stack gap="sm" mt="lg">
            <FormActions summary={summary} saving={update.isPending} />
          </Stack>
        )}
      </form>
      <CurrentPasswordModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('emailChange.title')}
        confirmLabel={t('emailChange.confirm')}
        onConfirm={confirmEmail}
      >
        {t('emailChange.text', { email: pending?.email.trim() ?? '' })}
      </CurrentPasswordModal>
    </FormProvider>
  );
}
