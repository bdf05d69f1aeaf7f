import { ZHourlyIntervalInput } from '@vozka/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumber } from '../../../components/ui/FormNumber';
import { applyServerFields, validatorResolver } from '../../../lib/form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { HourlyIntervalSettings } from '@vozka/domain';
import { intervalSetting } from '../../../lib/settings';
import { saveSetting } from './save-setting';

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
  const onSubmit = form.handleSubmit(async (values) => {
    const error = await saveSetting(() => save.mutateAsync({ minutes: Number(values.minutes) }), {
      saved: t('toasts.saved'),
      title: t('interval.title'),
      failed: t('toasts.saveFailed'),
    });
    if (error) applyServerFields(error, (name, message) => form.setError(name as 'minutes', { message }));
    else form.reset(values);
  });
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
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
