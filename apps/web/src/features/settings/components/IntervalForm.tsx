import { ZDriverStepSettingsInput, ZHourlyIntervalInput } from '@vozka/domain';
import { Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormNumber } from '../../../components/ui/FormNumber';
import { validatorResolver } from '../../../lib/form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { DriverStepSettings, HourlyIntervalSettings } from '@vozka/domain';
import { driverStepsSetting, intervalSetting } from '../../../lib/settings';
import { saveSettingForm, settingTexts } from './save-setting';
import { FormActions } from '../../../components/ui/FormActions';
import { SettingsForm } from './SettingsForm';

/** A setting of one number of minutes, 1–1440: its texts (`<texts>.title/description/minutes`), its schema and save. */
function MinutesForm({
  minutes,
  texts,
  check,
  save,
  saving,
}: {
  minutes: number;
  texts: 'interval' | 'driverSteps';
  /** The setting's input schema applied to the number (field errors come back under `minutes`). */
  check: (minutes: number | undefined) => Record<string, string>;
  save: (minutes: number) => Promise<unknown>;
  saving: boolean;
}) {
  const { t } = useTranslation('settings');
  const form = useForm<{ minutes: number | string }>({
    resolver: validatorResolver((values: { minutes: number | string }) =>
      check(values.minutes === '' ? undefined : Number(values.minutes)),
    ),
    defaultValues: { minutes },
  });
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit((values) => saveSettingForm(form, values, () => save(Number(values.minutes)), settingTexts(t, texts)));
  return (
    <SettingsForm label={t(`${texts}.title`)} description={t(`${texts}.description`)} onSubmit={onSubmit}>
      <FormNumber
        control={form.control}
        name="minutes"
        label={t(`${texts}.minutes`)}
        min={0}
        max={24 * 60}
        w={220}
        rightSection={
          <Text fz="sm" c="dimmed">
            min
          </Text>
        }
        error={errorOf('minutes')}
      />
      <FormActions saving={saving} />
    </SettingsForm>
  );
}

/** Field errors of a one-number schema, keyed `minutes` for the form. */
function minutesErrors(schema: z.ZodType, key: string) {
  return (minutes: number | undefined): Record<string, string> => {
    const error = schemaFieldErrors(schema, { [key]: minutes })[key];
    return error ? { minutes: error } : {};
  };
}

/** The drive-way creation interval (spec §2 settings), in minutes. */
export function IntervalForm({ interval }: { interval: HourlyIntervalSettings }) {
  const save = intervalSetting.useSave();
  return (
    <MinutesForm
      minutes={interval.minutes}
      texts="interval"
      check={minutesErrors(ZHourlyIntervalInput, 'minutes')}
      save={(minutes) => save.mutateAsync({ minutes })}
      saving={save.isPending}
    />
  );
}

/** How long before the pick-up a driver may set off (issue 17 §2, docs/decisions/0034), in minutes. */
export function DriverStepsForm({ steps }: { steps: DriverStepSettings }) {
  const save = driverStepsSetting.useSave();
  return (
    <MinutesForm
      minutes={steps.leadMinutes}
      texts="driverSteps"
      check={minutesErrors(ZDriverStepSettingsInput, 'leadMinutes')}
      save={(leadMinutes) => save.mutateAsync({ leadMinutes })}
      saving={save.isPending}
    />
  );
}
