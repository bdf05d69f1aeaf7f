import { type TRatesInput, ZRatesInput } from '@vozka/domain';
import { Button, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumber } from '../../../components/ui/FormNumber';
import { PlusIcon } from '../../../components/ui/icons';
import { validatorResolver } from '../../../lib/form';
import { fieldBinder } from '../../../lib/record-form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { RatesSettings } from '@vozka/domain';
import { ratesSetting } from '../../../lib/settings';
import { saveSettingForm, settingTexts } from './save-setting';
import { RemoveRowCell } from '../../../components/ui/CzkInput';
import { RowsTable } from '../../../components/ui/RowsTable';
import { FormActions } from '../../../components/ui/FormActions';
import { SettingsForm } from './SettingsForm';

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

  const onSubmit = form.handleSubmit((values) =>
    saveSettingForm(form, values, () => save.mutateAsync(ratesBody(values) as RatesSettings), settingTexts(t, 'rates')),
  );

  return (
    <SettingsForm label={t('rates.title')} onSubmit={onSubmit}>
      <FormNumber
        {...fieldBinder(control, errorOf)('vatPercent')}
        label={t('rates.vatPercent')}
        min={0}
        max={100}
        decimalScale={2}
        w={180}
        unit="%"
      />
      <RowsTable
        label={t('rates.exchangeRates')}
        headers={[t('rates.currency'), t('rates.czk')]}
        actions={{ label: t('rates.actions'), width: 48 }}
        empty={t('rates.empty')}
        rowCount={fields.length}
        verticalSpacing={6}
      >
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
            <RemoveRowCell label={t('rates.remove', { row: index + 1 })} onClick={() => remove(index)} />
          </Table.Tr>
        ))}
      </RowsTable>
      <FormActions
        saving={save.isPending}
        aside={
          <Button variant="light" size="xs" leftSection={<PlusIcon />} onClick={() => append({ currency: '', czk: '' })}>
            {t('rates.add')}
          </Button>
        }
      />
    </SettingsForm>
  );
}
