import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VAT_RATE_PERCENT, formatCzk, vatBreakdown } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** Spec §9 tooltip text: the price without VAT and with 21 % VAT (rounded up). */
export function useVatText(): (amount: number) => string {
  const { t } = useTranslation('rides');
  const [language] = useLanguage();
  return (amount: number) => {
    const { withoutVat, withVat } = vatBreakdown(amount);
    return t('price.vat', {
      without: formatCzk(withoutVat, language),
      with: formatCzk(withVat, language),
      rate: VAT_RATE_PERCENT,
    });
  };
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
