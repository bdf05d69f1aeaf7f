import { Fieldset, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { PAYMENT_TYPES } from '@vozka/domain';
import { type FieldErrors, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../../components/ui/FormSelect';
import { FormCheck } from '../../../../components/ui/FormCheck';
import { FormNumber } from '../../../../components/ui/FormNumber';
import { useFormErrors } from '../../../../lib/form';
import { COUNTERS, COUNTER_MAX, COUNTER_MIN, type RideFormValues } from '../../ride-form';
import { CalculatePriceButton } from './CalculatePriceButton';
import { useVatText } from '../../../../components/price/PriceText';

/** ZRideInput's largest price (CZK). */
const MAX_PRICE = 10_000_000;
/** The client's and the driver's price, in this order. */
const PRICES = ['priceForClient', 'driverPrice'] as const;

/** Passengers and luggage (spec §3 counters), each clamped to its bounds. */
export function CounterFields() {
  const { t } = useTranslation('rides');
  const { control, formState } = useFormContext<RideFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  return (
    <Fieldset legend={t('sections.passengers')} variant="unstyled">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {COUNTERS.map((counter) => (
          <FormNumber
            key={counter}
            control={control}
            name={counter}
            label={t(`fields.${counter}`)}
            min={COUNTER_MIN[counter]}
            max={COUNTER_MAX}
            error={fieldError(counter)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/**
 * Payment (spec §2): the payment type, and for dispatch the client's and the driver's price in Kč with
 * the VAT tooltip, "paid", and the Calculate button — disabled until the price list arrives (issue 5).
 */
export function PriceFields({ dispatch }: { dispatch: boolean }) {
  const { t } = useTranslation('rides');
  const { control, formState } = useFormContext<RideFormValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const prices = useWatch({ control, name: PRICES });
  const vatText = useVatText();
  const crowns = (value: number | string) => {
    const amount = value === '' ? null : Number(value);
    return (
      <Tooltip label={amount === null ? t('price.vatEmpty') : vatText(amount)} withArrow>
        <Text span fz="sm" c="dimmed" style={{ cursor: 'help' }}>
          Kč
        </Text>
      </Tooltip>
    );
  };

  return (
    <Fieldset legend={t('sections.payment')} variant="unstyled">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormSelect
            control={control}
            name="paymentType"
            label={t('fields.paymentType')}
            clearable
            data={PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentTypes.${value}`) }))}
            error={fieldError('paymentType')}
          />
          {dispatch &&
            PRICES.map((name, index) => (
              <FormNumber
                key={name}
                control={control}
                name={name}
                label={t(`fields.${name}`)}
                min={0}
                max={MAX_PRICE}
                decimalScale={2}
                thousandSeparator=" "
                rightSection={crowns(prices[index] ?? '')}
                rightSectionPointerEvents="all"
                error={fieldError(name)}
              />
            ))}
        </SimpleGrid>
        <Group gap="lg">
          {dispatch && <FormCheck control={control} name="paid" label={t('fields.paid')} />}
          <CalculatePriceButton />
        </Group>
      </Stack>
    </Fieldset>
  );
}
