import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { Controller, type FieldError, get, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RemoveRowCell } from '../../../components/ui/CzkInput';
import { RowsTable } from '../../../components/ui/RowsTable';
import { ErrorAlert } from '../../../components/FormAlert';
import { PlusIcon } from '../../../components/ui/icons';
import { useMessageText } from '../../../lib/form';
import { isApiError } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import type { TPricingIntervalRow } from '@vozka/domain';
import { useSaveDistancePrices } from '../api/distance-prices';
import {
  INTERVAL_FIELDS,
  type IntervalField,
  type IntervalsFormValues,
  intervalsDefaults,
  intervalsField,
  intervalsResolver,
  intervalsToBody,
  nextRow,
} from '../intervals-form';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** ZPricingIntervalsInput: at most 50 rows; km and CZK bounds of PRICING_LIMITS. */
const MAX_ROWS = 50;
const MAX: Record<IntervalField, number> = {
  fromKm: 100_000,
  toKm: 100_000,
  pricePerKm: 10_000_000,
  minimumFare: 10_000_000,
  waitingPerMinute: 10_000_000,
};
const UNIT: Record<IntervalField, string> = {
  fromKm: 'km',
  toKm: 'km',
  pricePerKm: 'Kč',
  minimumFare: 'Kč',
  waitingPerMinute: 'Kč',
};

/**
 * The prices table of one offer (spec §2): intervals from km – to km with the price per km, the minimum
 * fare and the waiting price per minute; rows are added and removed and the whole table is saved at
 * once. Field errors come from the domain check and from the API; leaving with unsaved changes warns.
 */
export function IntervalsTable({ vehicleOfferId, rows }: { vehicleOfferId: number; rows: readonly TPricingIntervalRow[] }) {
  const { t } = useTranslation('pricing');
  const text = useMessageText();
  const save = useSaveDistancePrices();
  const form = useForm<IntervalsFormValues>({ resolver: intervalsResolver, defaultValues: intervalsDefaults(rows) });
  const { control, formState, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'intervals' });

  const errorOf = (index: number, field: IntervalField) => {
    const error = get(formState.errors, `intervals.${index}.${field}`) as FieldError | undefined;
    return error?.message ? text(error.message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ vehicleOfferId, intervals: intervalsToBody(values) });
      form.reset(intervalsDefaults(answer.intervals));
      showSuccessToast(t('prices.toasts.saved'));
    } catch (error) {
      if (isApiError(error))
        for (const [field, message] of Object.entries(error.fields))
          form.setError(intervalsField(field) as `intervals.${number}.${IntervalField}`, { message });
      showErrorToast(t('prices.toasts.saveTitle'), error, t('prices.toasts.saveFailed'));
    }
  });

  const rootError = formState.errors.root?.message ?? formState.errors.intervals?.root?.message;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('prices.tableLabel')}>
      <UnsavedChangesGuard dirty={formState.isDirty} />
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={820} type="native">
          <RowsTable
            label={t('prices.tableLabel')}
            headers={INTERVAL_FIELDS.map((field) => t(`prices.fields.${field}`))}
            actions={{ label: t('list.actions'), width: 56 }}
            empty={t('prices.empty')}
            rowCount={fields.length}
            verticalSpacing="xs"
          >
            {fields.map((row, index) => (
              <Table.Tr key={row.id}>
                {INTERVAL_FIELDS.map((field) => (
                  <Table.Td key={field} style={{ verticalAlign: 'top' }}>
                    <Controller
                      control={control}
                      name={`intervals.${index}.${field}`}
                      render={({ field: input }) => (
                        <NumberInput
                          size="sm"
                          aria-label={t('prices.cellLabel', { field: t(`prices.fields.${field}`), row: index + 1 })}
                          name={input.name}
                          ref={input.ref}
                          value={input.value}
                          onChange={input.onChange}
                          onBlur={input.onBlur}
                          min={0}
                          max={MAX[field]}
                          clampBehavior="strict"
                          allowNegative={false}
                          decimalScale={field === 'fromKm' || field === 'toKm' ? 3 : 2}
                          thousandSeparator=" "
                          placeholder={field === 'toKm' ? t('prices.openEnd') : undefined}
                          rightSection={
                            <Text fz="xs" c="dimmed">
                              {UNIT[field]}
                            </Text>
                          }
                          error={errorOf(index, field)}
                        />
                      )}
                    />
                  </Table.Td>
                ))}
                <RemoveRowCell label={t('prices.removeRow', { row: index + 1 })} onClick={() => remove(index)} />
              </Table.Tr>
            ))}
          </RowsTable>
        </Table.ScrollContainer>
        <Text fz="xs" c="dimmed">
          {t('prices.hint')}
        </Text>
        <ErrorAlert messages={[text(rootError)]} />
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<PlusIcon />}
            disabled={fields.length >= MAX_ROWS}
            onClick={() => append(nextRow(getValues('intervals')))}
          >
            {t('prices.addRow')}
          </Button>
          <Group gap="xs">
            {formState.isDirty && (
              <Text fz="sm" c="orange.8" role="status">
                {t('prices.unsaved')}
              </Text>
            )}
            <Button variant="default" disabled={!formState.isDirty} onClick={() => form.reset()}>
              {t('prices.discard')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
