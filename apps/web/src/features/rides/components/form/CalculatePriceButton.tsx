import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../lib/form';
import { showErrorToast } from '../../../../lib/toasts';
import type { RideFormValues } from '../../ride-form';
import type { TCalculatedPrice } from '@vozka/domain';
import { fetchPrices } from '../../../../lib/pricing/calculate';
import { ridePriceParams } from '../../ride-price';
import { VatPrice } from '../../../../components/price/VatPrice';

/**
 * The ride form's Calculate (spec §2): prices the ride's chosen offer for its client with
 * `/api/prices/calculate` and fills in the client's price (and the driver's, from a fixed price); the
 * result shows with the VAT tooltip.
 */
export function CalculatePriceButton() {
  const { t } = useTranslation('pricing');
  const text = useMessageText();
  const { getValues, setError, clearErrors, setValue } = useFormContext<RideFormValues>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TCalculatedPrice | null>(null);

  const calculate = async () => {
    const values = getValues();
    const query = ridePriceParams({ ...values, clientId: values.customer?.id ?? null });
    setResult(null);
    if ('errors' in query) {
      for (const [name, code] of Object.entries(query.errors)) setError(name as 'vehicleOfferId', { message: code });
      return;
    }
    clearErrors(['vehicleOfferId', 'numberOfHours', 'stops']);
    setBusy(true);
    try {
      const [price] = await fetchPrices(query.params);
      if (!price) {
        showErrorToast(t('ride.calculateTitle'), null, text('PRICE_NOT_CALCULATED') ?? '');
        return;
      }
      setResult(price);
      setValue('priceForClient', price.price, { shouldDirty: true });
      if (price.driverPrice !== undefined) setValue('driverPrice', price.driverPrice, { shouldDirty: true });
    } catch (error) {
      showErrorToast(t('ride.calculateTitle'), error, text('PRICE_NOT_CALCULATED') ?? '');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" size="xs" loading={busy} onClick={() => void calculate()}>
        {t('ride.calculate')}
      </Button>
      {result && (
        <Text fz="sm" role="status">
          {t('ride.calculated')}{' '}
          <VatPrice price={result.price} priceWithVat={result.priceWithVat} vatPercent={result.vatPercent} fw={600} />
          {result.source === 'FIXED' && ` · ${t('calculator.fixed')}`}
          {result.estimate && result.distanceKm !== undefined && ` · ${t('calculator.estimate')}`}
        </Text>
      )}
    </Group>
  );
}
