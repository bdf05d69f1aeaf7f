import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCzk } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

/**
 * A calculated price in Kč with the spec §9 tooltip: without VAT and with VAT (the API's rounded-up
 * `priceWithVat` and the rate of the settings). Focusable, so the tooltip opens from the keyboard too.
 */
export function VatPrice({
  price,
  priceWithVat,
  vatPercent,
  ...props
}: { price: number; priceWithVat: number; vatPercent: number } & TextProps) {
  const { t } = useTranslation('pricing');
  const [language] = useLanguage();
  const label = t('vat.tooltip', {
    without: formatCzk(price, language),
    with: formatCzk(priceWithVat, language),
    rate: vatPercent.toLocaleString(language === 'cs' ? 'cs-CZ' : 'en-GB'),
  });
  return (
    <Tooltip label={label} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text span tabIndex={0} aria-label={`${formatCzk(price, language)}, ${label}`} style={{ cursor: 'help' }} {...props}>
        {formatCzk(price, language)}
      </Text>
    </Tooltip>
  );
}
