import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryState } from '../../../components/ui/QueryState';
import { areaSetting, companySetting, driverStepsSetting, intervalSetting, ratesSetting } from '../../../lib/settings';
import { CompanyForm } from './CompanyForm';
import { AreaForm } from './AreaForm';
import { DriverStepsForm, IntervalForm } from './IntervalForm';
import { RatesForm } from './RatesForm';
import { FlightTrackingForm } from './FlightTrackingForm';
import { useFlightTracking } from '../api/flight-tracking';

/**
 * /manage/setting (ADMIN, spec §2): VAT and exchange rates, the working area, the drive-way interval, the
 * drivers' lead time (issue 17 §2),
 * company details (issue 15; notifications: /notification), flight tracking (issue 20 §1).
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { t: tf } = useTranslation('flights');
  const rates = ratesSetting.useGet();
  const area = areaSetting.useGet();
  const interval = intervalSetting.useGet();
  const company = companySetting.useGet();
  const steps = driverStepsSetting.useGet();
  const flights = useFlightTracking();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="settings-rates" title={t('rates.title')}>
          <QueryState data={rates.data} error={rates.error} errorTitle={t('toasts.loadFailed')}>
            {(data) => <RatesForm rates={data} />}
          </QueryState>
        </Section>
        <Section id="settings-interval" title={t('interval.title')}>
          <QueryState data={interval.data} error={interval.error} errorTitle={t('toasts.loadFailed')}>
            {(data) => <IntervalForm interval={data} />}
          </QueryState>
        </Section>
        <Section id="settings-driver-steps" title={t('driverSteps.title')}>
          <QueryState data={steps.data} error={steps.error} errorTitle={t('toasts.loadFailed')}>
            {(data) => <DriverStepsForm steps={data} />}
          </QueryState>
        </Section>
      </SimpleGrid>
      <Section id="settings-area" title={t('area.title')}>
        <QueryState data={area.data} error={area.error} errorTitle={t('toasts.loadFailed')}>
          {(data) => <AreaForm area={data} />}
        </QueryState>
      </Section>
      <Section id="settings-flights" title={tf('settings.title')}>
        <QueryState data={flights.data} error={flights.error} errorTitle={t('toasts.loadFailed')}>
          {(data) => <FlightTrackingForm settings={data} />}
        </QueryState>
      </Section>
      <Section id="settings-company" title={t('company.title')}>
        <QueryState data={company.data} error={company.error} errorTitle={t('toasts.loadFailed')}>
          {(data) => <CompanyForm company={data} />}
        </QueryState>
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
