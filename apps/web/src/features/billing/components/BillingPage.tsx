import { Paper, Stack, Tabs } from '@mantine/core';
import { allows, reportTypesCreatedBy } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSignedInUser } from '../../../lib/auth';
import { InvoicesTab } from './InvoicesTab';
import { ReportsTab } from './ReportsTab';

/**
 * /manage/billing (spec §1, §6; issue 15): billing reports for everyone who reads them, and invoices for who
 * reads invoices (ADMIN all, a CUSTOMER its own; issuing and cancelling are ADMIN's).
 */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const { roles } = useSignedInUser();
  const invoices = allows('invoices.read', roles);
  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader title={t('title')} description={reportTypesCreatedBy(roles).length > 0 ? t('description') : t('driverDescription')} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Tabs defaultValue="reports" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="reports">{t('tabs.reports')}</Tabs.Tab>
            {invoices && <Tabs.Tab value="invoices">{t('tabs.invoices')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="reports">
            <ReportsTab />
          </Tabs.Panel>
          {invoices && (
            <Tabs.Panel value="invoices">
              <InvoicesTab />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
