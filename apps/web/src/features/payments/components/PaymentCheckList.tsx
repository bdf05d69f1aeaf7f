import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { PaymentCheck } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { formatCzk } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** The payments of a check-payment page: what each is for, its price, paid or to pay (phone-friendly rows). */
export function PaymentCheckList({ payments }: { payments: PaymentCheck['payments'] }) {
  const { t } = useTranslation('payments');
  const { t: tr } = useTranslation('rides');
  const [language] = useLanguage();
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('pages.check_payment.listLabel')} style={{ listStyle: 'none' }}>
      {payments.map((payment) => (
        <Paper component="li" key={payment.publicId} withBorder radius="md" px="md" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {payment.description || tr(`paymentTypes.${payment.type}`)}
              </Text>
              {payment.description && (
                <Text fz="sm" c="dimmed">
                  {tr(`paymentTypes.${payment.type}`)}
                </Text>
              )}
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatCzk(payment.price, language)}
              </Text>
              <Badge variant="light" color={payment.paid ? 'teal' : 'orange'} tt="none">
                {payment.paid ? t('pages.check_payment.paid') : t('pages.check_payment.unpaid')}
              </Badge>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
