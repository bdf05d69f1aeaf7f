import { ZHourlyIntervalInput } from '@vozka/domain';
import { Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumber } from '../../../components/ui/FormNumber';
import { validatorResolver } from '../../../lib/form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { HourlyIntervalSettings } from '@vozka/domain';
import { intervalSetting } from '../../../lib/settings';
import { saveSettingForm, settingTexts } from './save-setting';
import { FormActions } from '../../../components/ui/FormActions';

const validate = (values: { minutes: number | string }) =>
  schemaFieldErrors(ZHourlyIntervalInput, { minutes: values.minutes === '' ? undefined : Number(values.minutes) });

/** The drive-way creation interval (spec §2 settings), in minutes. */
export function IntervalForm({ interval }: { interval: HourlyIntervalSettings }) {
  const { t } = useTranslation('settings');
  const save = intervalSetting.useSave();
  const form = useForm<{ minutes: number | string }>({
    resolver: validatorResolver(validate),
    defaultValues: { minutes: interval.minutes },
  });
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit((values) =>
    saveSettingForm(form, values, () => save.mutateAsync({ minutes: Number(values.minutes) }), settingTexts(t, 'interval')),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('interval.title')}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('interval.description')}
        </Text>
        <FormNumber
          control={form.control}
          name="minutes"
          label={t('interval.minutes')}
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
        <FormActions saving={save.isPending} />
      </Stack>
    </form>
  );
}
