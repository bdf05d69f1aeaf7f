import { Alert, Badge, Card, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { PRICING_LIMITS, pricesForAnyClient } from '@vozka/domain';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAddress } from '../../../components/address';
import { CustomerPicker, FormPicker } from '../../../components/pickers';
import { FormNumber } from '../../../components/ui/FormNumber';
import { FormSelect } from '../../../components/ui/FormSelect';
import { useSignedInUser } from '../../../lib/auth';
import { useMessageText, validatorResolver } from '../../../lib/form';
import { formatCzk } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import type { TCalculatedPrice, TPriceQueryText } from '@vozka/domain';
import { directionSelect } from '../direction';
import { usePrices } from '../../../lib/pricing/calculate';
import {
  CALCULATOR_TABS,
  type CalculatorTab,
  type CalculatorValues,
  calculatorDefaults,
  calculatorParams,
  validateCalculator,
} from '../calculator-form';
import { useFieldErrorText } from '../../../lib/record-save';
import { PageHeader } from '../../../components/ui/PageHeader';
import { VatPrice } from '../../../components/price/VatPrice';
import { FormActions } from '../../../components/ui/FormActions';

/**
 * /calculator (spec §2): the price of a ride by addresses, by distance or by rent hours, for every
 * vehicle offer that fits; ADMIN and FLEET_MANAGER price it for a chosen client (their fixed prices and offers).
 */
export function CalculatorPage() {
  const { t } = useTranslation('pricing');
  const { roles } = useSignedInUser();
  // Who prices for a chosen client (the API's rule): ADMIN and FLEET_MANAGER; others price for themselves.
  const choosesClient = pricesForAnyClient(roles);
  const form = useForm<CalculatorValues>({
    resolver: validatorResolver(validateCalculator),
    defaultValues: calculatorDefaults(),
  });
  const { control, formState } = form;
  const errorOf = useFieldErrorText(formState.errors);
  const tab = useWatch({ control, name: 'tab' });
  const [params, setParams] = useState<TPriceQueryText | null>(null);
  const prices = usePrices(params);

  const onSubmit = form.handleSubmit((values) => setParams(calculatorParams(values)));

  const direction = <FormSelect control={control} label={t('calculator.direction')} {...directionSelect(t)} />;
  /** The distance or the rent hours: a number from 0 up to the calculator's limit. */
  const amount = (name: 'distance' | 'rentHours', max: number, decimalScale: number, unit: string) => (
    <FormNumber
      control={control}
      name={name}
      label={t(`calculator.${name}`)}
      min={0}
      max={max}
      decimalScale={decimalScale}
      required
      unit={unit}
      error={errorOf(name)}
    />
  );
  /** A tab's fields, in three columns. */
  const panel = (value: CalculatorTab, fields: ReactNode) => (
    <Tabs.Panel value={value} pt="md">
      <SimpleGrid cols={{ base: 1, md: 3 }}>{fields}</SimpleGrid>
    </Tabs.Panel>
  );

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('calculator.title')} description={t('calculator.description')} />
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={onSubmit} noValidate aria-label={t('calculator.title')}>
          <Stack gap="md">
            {choosesClient && <FormPicker picker={CustomerPicker} control={control} name="client" label={t('calculator.client')} />}
            <Tabs
              value={tab}
              onChange={(value) => {
                form.setValue('tab', (value ?? 'addresses') as CalculatorTab);
                form.clearErrors();
              }}
              keepMounted={false}
            >
              <Tabs.List>
                {CALCULATOR_TABS.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {t(`calculator.tabs.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {panel(
                'addresses',
                <>
                  <FormAddress control={control} name="from" label={t('calculator.from')} required error={errorOf('from')} />
                  <FormAddress control={control} name="to" label={t('calculator.to')} required error={errorOf('to')} />
                  {direction}
                </>,
              )}
              {panel(
                'distance',
                <>
                  {amount('distance', PRICING_LIMITS.maxQueryKm, 3, 'km')}
                  {direction}
                </>,
              )}
              {panel('rent', amount('rentHours', PRICING_LIMITS.maxRentHours, 2, 'h'))}
            </Tabs>
            <FormActions submit={t('calculator.search')} saving={prices.isFetching} />
          </Stack>
        </form>
      </Paper>
      {params && <PriceResults prices={prices.data} error={prices.error} loading={prices.isFetching} />}
    </Stack>
  );
}

function PriceResults({ prices, error, loading }: { prices: TCalculatedPrice[] | undefined; error: unknown; loading: boolean }) {
  const { t } = useTranslation('pricing');
  const text = useMessageText();
  if (error)
    return (
      <Alert color="red" variant="light" title={t('calculator.failedTitle')}>
        {error instanceof Error ? error.message : text('PRICE_NOT_CALCULATED')}
      </Alert>
    );
  if (!prices) return null;
  if (prices.length === 0)
    return (
      <Alert color="gray" variant="light" role="status">
        {text('PRICE_NOT_CALCULATED')}
      </Alert>
    );
  return (
    <section aria-label={t('calculator.results')} aria-busy={loading || undefined}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {prices.map((price) => (
          <PriceCard key={price.vehicleOffer.id} price={price} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function PriceCard({ price }: { price: TCalculatedPrice }) {
  const { t } = useTranslation('pricing');
  const [language] = useLanguage();
  const offer = price.vehicleOffer;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={offer.name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} fz="lg">
            {offer.name}
          </Text>
          {price.source === 'FIXED' && (
            <Badge variant="light" color="grape">
              {t('calculator.fixed')}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('calculator.capacity', { persons: offer.persons, luggage: offer.luggage })}
        </Text>
        <VatPrice
          price={price.price}
          priceWithVat={price.priceWithVat}
          vatPercent={price.vatPercent}
          fz={28}
          fw={700}
          c="vozka.9"
          data-testid="calculated-price"
        />
        {price.distanceKm !== undefined && (
          <Text fz="sm" c="dimmed">
            {t('calculator.distanceKm', {
              km: price.distanceKm.toLocaleString(language === 'cs' ? 'cs-CZ' : 'en-GB', { maximumFractionDigits: 1 }),
            })}
            {price.estimate && ` · ${t('calculator.estimate')}`}
          </Text>
        )}
        {price.driverPrice !== undefined && price.driverPrice !== null && (
          <Text fz="sm">{t('calculator.driverPrice', { price: formatCzk(price.driverPrice, language) })}</Text>
        )}
        {offer.description && (
          <Text fz="sm" lineClamp={3}>
            {offer.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
