import { Checkbox, PasswordInput, SimpleGrid } from '@mantine/core';
import {
  FLIGHT_PROVIDERS,
  MAX_FLIGHT_BUFFER_MINUTES,
  MAX_FLIGHT_SHIFT_MINUTES,
  ZFlightTrackingInput,
  type FlightTrackingInput,
  type FlightTrackingSettings,
} from '@vozka/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/FormActions';
import { FormNumber } from '../../../components/ui/FormNumber';
import { FormSelect } from '../../../components/ui/FormSelect';
import { validatorResolver } from '../../../lib/form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import { useSaveFlightTracking } from '../api/flight-tracking';
import { saveSettingForm } from './save-setting';
import { SettingsForm } from './SettingsForm';

interface Values {
  provider: FlightTrackingInput['provider'];
  /** A new key; empty keeps the stored one. */
  apiKey: string;
  removeKey: boolean;
  bufferMinutes: number | string;
  maxEarlierMinutes: number | string;
  maxLaterMinutes: number | string;
}

/** What the form sends: the new key, null to remove the stored one, nothing to keep it. */
export function flightTrackingInput(values: Values): FlightTrackingInput {
  const number = (v: number | string) => (v === '' ? Number.NaN : Number(v));
  return {
    provider: values.provider,
    ...(values.removeKey ? { apiKey: null } : values.apiKey.trim() ? { apiKey: values.apiKey.trim() } : {}),
    bufferMinutes: number(values.bufferMinutes),
    maxEarlierMinutes: number(values.maxEarlierMinutes),
    maxLaterMinutes: number(values.maxLaterMinutes),
  };
}

/** Settings → Flight tracking (issue 20 §1): provider, its key (never shown back), buffer and limits. */
export function FlightTrackingForm({ settings }: { settings: FlightTrackingSettings }) {
  const { t } = useTranslation('flights');
  const { t: ts } = useTranslation('settings');
  const save = useSaveFlightTracking();
  const form = useForm<Values>({
    resolver: validatorResolver((values: Values) => schemaFieldErrors(ZFlightTrackingInput, flightTrackingInput(values))),
    defaultValues: { ...settings, apiKey: '', removeKey: false },
  });
  const errorOf = useFieldErrorText(form.formState.errors);
  const texts = { saved: t('settings.saved'), title: t('settings.title'), failed: ts('toasts.saveFailed') };
  const onSubmit = form.handleSubmit((values) =>
    saveSettingForm(form, { ...values, apiKey: '', removeKey: false }, () => save.mutateAsync(flightTrackingInput(values)), texts),
  );
  const minutes = (name: 'bufferMinutes' | 'maxEarlierMinutes' | 'maxLaterMinutes', max: number, description?: string) => (
    <FormNumber
      control={form.control}
      name={name}
      label={t(`settings.${name}`)}
      description={description}
      min={0}
      max={max}
      unit="min"
      error={errorOf(name)}
    />
  );
  return (
    <SettingsForm label={t('settings.title')} description={t('settings.description')} onSubmit={onSubmit}>
      <FormSelect
        control={form.control}
        name="provider"
        label={t('settings.provider')}
        data={FLIGHT_PROVIDERS.map((value) => ({ value, label: t(`settings.providers.${value}`) }))}
        allowDeselect={false}
        maw={320}
      />
      <PasswordInput
        label={t('settings.apiKey')}
        description={settings.apiKeySet ? t('settings.apiKeyStored', { hint: settings.apiKeyHint }) : undefined}
        autoComplete="off"
        maw={420}
        error={errorOf('apiKey')}
        {...form.register('apiKey')}
      />
      {settings.apiKeySet && <Checkbox label={t('settings.apiKeyRemove')} {...form.register('removeKey')} />}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {minutes('bufferMinutes', MAX_FLIGHT_BUFFER_MINUTES, t('settings.bufferHint'))}
        {minutes('maxEarlierMinutes', MAX_FLIGHT_SHIFT_MINUTES)}
        {minutes('maxLaterMinutes', MAX_FLIGHT_SHIFT_MINUTES)}
      </SimpleGrid>
      <FormActions saving={save.isPending} />
    </SettingsForm>
  );
}
