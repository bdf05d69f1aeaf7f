import { Text, Tooltip } from '@mantine/core';
import { czkToHalere, halereToCzk, withVat } from '@vozka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCzk } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useVatPercent } from '../../lib/settings';

/**
 * Spec §9 tooltip text: the price without VAT and with the VAT rate of the settings, rounded up to whole
 * Kč (the engine's `withVat`, in haléře, like the calculator's `priceWithVat`). A component, so the rate
 * is asked only when a tooltip is shown (a tooltip's label mounts when it opens).
 */
function VatText({ amount }: { amount: number }) {
  const { t } = useTranslation('rides');
  const [language] = useLanguage();
  const rate = useVatPercent();
  if (rate === undefined) return <>…</>;
  // A typed negative amount (the form says it is wrong) must not break the tooltip.
  const halere = czkToHalere(Math.abs(amount));
  return (
    <>
      {t('price.vat', {
        without: formatCzk(amount, language),
        with: formatCzk(Math.sign(amount) * halereToCzk(withVat(halere, rate)), language),
        rate: rate.toLocaleString(language === 'cs' ? 'cs-CZ' : 'en-GB'),
      })}
    </>
  );
}

/** The VAT tooltip label of an amount (see `VatText`). */
export function useVatText(): (amount: number) => ReactNode {
  return (amount: number) => <VatText amount={amount} />;
}

/** A price in Kč with the VAT tooltip; nothing when there is no price. */
export function PriceText({ amount }: { amount: number | null | undefined }) {
  const [language] = useLanguage();
  const vatText = useVatText();
  if (amount === null || amount === undefined) return null;
  return (
    <Tooltip label={vatText(amount)} withArrow>
      <Text span fz="inherit" style={{ whiteSpace: 'nowrap', cursor: 'help' }}>
        {formatCzk(amount, language)}
      </Text>
    </Tooltip>
  );
}
