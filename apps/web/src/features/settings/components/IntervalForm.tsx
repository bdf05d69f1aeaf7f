import { ZDriverStepSettingsInput, ZHourlyIntervalInput } from '@vozka/domain';
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

/**
 * A setting whose one field, `field`, is a number of minutes (1–1440): its texts (`<texts>.title/description/minutes`),
 * its input schema (the field's errors are shown on the number) and its save.
 */
function MinutesForm<K extends string>({
  setting,
  field,
  value,
  schema,
  texts,
}: {
  setting: { useSave: () => { mutateAsync: (body: Record<K, number>) => Promise<unknown>; isPending: boolean } };
  field: K;
  value: Record<K, number>;
  schema: z.ZodType;
  texts: 'interval' | 'driverSteps';
}) {
  const { t } = useTranslation('settings');
  const save = setting.useSave();
  const form = useForm<{ minutes: number | string }>({
    resolver: validatorResolver((values: { minutes: number | string }): Record<string, string> => {
      const error = schemaFieldErrors(schema, { [field]: values.minutes === '' ? undefined : Number(values.minutes) })[field];
      return error ? { minutes: error } : {};
    }),
    defaultValues: { minutes: value[field] },
  });
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit((values) =>
    saveSettingForm(form, values, () => save.mutateAsync({ [field]: Number(values.minutes) } as Record<K, number>), settingTexts(t, texts)),
  );
  return (
    <SettingsForm label={t(`${texts}.title`)} description={t(`${texts}.description`)} onSubmit={onSubmit}>
      <FormNumber
        control={form.control}
        name="minutes"
        label={t(`${texts}.minutes`)}
        min={0}
        max={24 * 60}
        w={220}
        unit="min"
        error={errorOf('minutes')}
      />
      <FormActions saving={save.isPending} />
    </SettingsForm>
  );
}

/** The drive-way creation interval (spec §2 settings), in minutes. */
export function IntervalForm({ interval }: { interval: HourlyIntervalSettings }) {
  return <MinutesForm setting={intervalSetting} field="minutes" value={interval} schema={ZHourlyIntervalInput} texts="interval" />;
}

/** How long before the pick-up a driver may set off (issue 17 §2, docs/decisions/0034), in minutes. */
export function DriverStepsForm({ steps }: { steps: DriverStepSettings }) {
  return (
    <MinutesForm setting={driverStepsSetting} field="leadMinutes" value={steps} schema={ZDriverStepSettingsInput} texts="driverSteps" />
  );
}
