import { type TRatesInput, ZRatesInput } from '@vozka/domain';
import { Button, Group, NumberInput, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumber } from '../../../components/ui/FormNumber';
import { PlusIcon } from '../../../components/ui/icons';
import { applyServerFields, validatorResolver } from '../../../lib/form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { RatesSettings } from '@vozka/domain';
import { ratesSetting } from '../../../lib/settings';
import { saveSetting } from './save-setting';
import { RemoveRowButton } from '../../../components/ui/CzkInput';

interface RatesValues {
  vatPercent: number | string;
  exchangeRates: { currency: string; czk: number | string }[];
}

const ratesBody = (values: RatesValues): TRatesInput => ({
  vatPercent: values.vatPercent === '' ? (undefined as unknown as number) : Number(values.vatPercent),
  exchangeRates: values.exchangeRates.map((r) => ({
    currency: r.currency.trim().toUpperCase(),
    czk: r.czk === '' ? (undefined as unknown as number) : Number(r.czk),
  })),
});

const validateRates = (values: RatesValues) => schemaFieldErrors(ZRatesInput, ratesBody(values));

/** The VAT rate of the price tooltips and the exchange rates (CZK for one unit of a currency). */
export function RatesForm({ rates }: { rates: RatesSettings }) {
  const { t } = useTranslation('settings');
  const save = ratesSetting.useSave();
  const form = useForm<RatesValues>({
    resolver: validatorResolver(validateRates),
    defaultValues: { vatPercent: rates.vatPercent, exchangeRates: rates.exchangeRates },
  });
  const { control, formState } = form;
  const errorOf = useFieldErrorText(formState.errors);
  const { fields, append, remove } = useFieldArray({ control, name: 'exchangeRates' });

  const onSubmit = form.handleSubmit(async (values) => {
    const error = await saveSetting(() => save.mutateAsync(ratesBody(values) as RatesSettings), {
      saved: t('toasts.saved'),
      title: t('rates.title'),
      failed: t('toasts.saveFailed'),
    });
    if (error) applyServerFields(error, (name, message) => form.setError(name as 'vatPercent', { message }));
    else form.reset(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('rates.title')}>
      <Stack gap="sm">
        <FormNumber
          control={control}
          name="vatPercent"
          label={t('rates.vatPercent')}
          min={0}
          max={100}
          decimalScale={2}
          w={180}
          rightSection={
            <Text fz="sm" c="dimmed">
              %
            </Text>
          }
          error={errorOf('vatPercent')}
        />
        <Table withTableBorder verticalSpacing={6} aria-label={t('rates.exchangeRates')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rates.currency')}</Table.Th>
              <Table.Th>{t('rates.czk')}</Table.Th>
              <Table.Th w={48}>
                <VisuallyHidden>{t('rates.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text c="dimmed" fz="sm" ta="center">
                    {t('rates.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {fields.map((row, index) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <TextInput
                    size="sm"
                    maxLength={3}
                    aria-label={t('rates.currencyOf', { row: index + 1 })}
                    error={errorOf(`exchangeRates.${index}.currency`)}
                    {...form.register(`exchangeRates.${index}.currency`)}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Controller
                    control={control}
                    name={`exchangeRates.${index}.czk`}
                    render={({ field }) => (
                      <NumberInput
                        size="sm"
                        aria-label={t('rates.czkOf', { row: index + 1 })}
                        min={0}
                        max={100_000}
                        decimalScale={4}
                        allowNegative={false}
                        rightSection={
                          <Text fz="xs" c="dimmed">
                            Kč
                          </Text>
                        }
                        name={field.name}
                        ref={field.ref}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={errorOf(`exchangeRates.${index}.czk`)}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <RemoveRowButton label={t('rates.remove', { row: index + 1 })} onClick={() => remove(index)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Button variant="light" size="xs" leftSection={<PlusIcon />} onClick={() => append({ currency: '', czk: '' })}>
            {t('rates.add')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
