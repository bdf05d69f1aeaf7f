import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import type { ReportType } from '@vozka/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerPicker, DriverPicker, FleetPicker, type PickerValue } from '../../../components/pickers';
import { FormDateField } from '../../../components/ui/DateField';
import { applyServerFields, useFormErrors, validatorResolver } from '../../../lib/form';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useCreateReport } from '../api/reports';
import { type ReportFormValues, reportDefaults, reportField, reportToBody, validateReport } from '../report-form';

/** The picker of a report type's user: drivers, fleets (fleet managers) or clients. */
function UserField({
  type,
  value,
  onChange,
  error,
}: {
  type: ReportType;
  value: PickerValue;
  onChange: (v: PickerValue) => void;
  error?: string | boolean;
}) {
  if (type === 'FLEET_TYPE') return <FleetPicker value={value} onChange={onChange} error={error} canClear />;
  if (type === 'CUSTOMER_TYPE') return <CustomerPicker value={value} onChange={onChange} error={error} />;
  return <DriverPicker value={value} onChange={onChange} error={error} />;
}

/** Spec §1, §5: a new report of a driver, fleet or client over Prague days from–to (inclusive). */
export function ReportCreateForm({ types }: { types: readonly ReportType[] }) {
  const { t } = useTranslation('billing');
  const create = useCreateReport();
  const form = useForm<ReportFormValues>({
    resolver: validatorResolver(validateReport),
    defaultValues: reportDefaults(types[0] ?? 'DRIVER_TYPE'),
  });
  const { control, formState } = form;
  const { fieldError } = useFormErrors(formState.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(reportToBody(values));
      showSuccessToast(t('create.created'));
    } catch (error) {
      applyServerFields(error, (name, message) => form.setError(name as keyof ReportFormValues, { message }), { rename: reportField });
      showErrorToast(t('toasts.createFailed'), error, t('toasts.createFailed'));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-create-title">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('create.title')}>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="report-create-title">
            {t('create.title')}
          </Title>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('create.type')}
                  w={160}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(value) => {
                    if (!value) return;
                    field.onChange(value as ReportType);
                    form.setValue('user', null);
                  }}
                  data={types.map((value) => ({ value, label: t(`types.${value}`) }))}
                />
              )}
            />
            <Controller
              control={control}
              name="user"
              render={({ field }) => (
                <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <UserField type={form.watch('type')} value={field.value} onChange={field.onChange} error={fieldError('user')} />
                </div>
              )}
            />
            <FormDateField kind="date" control={control} name="from" label={t('create.from')} w={170} error={fieldError('from')} />
            <FormDateField kind="date" control={control} name="to" label={t('create.to')} w={170} error={fieldError('to')} />
          </Group>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
