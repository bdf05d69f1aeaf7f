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
        <Section id="settings-rates" title={t('rates.title')} query={rates}>
          {(data) => <RatesForm rates={data} />}
        </Section>
        <Section id="settings-interval" title={t('interval.title')} query={interval}>
          {(data) => <IntervalForm interval={data} />}
        </Section>
        <Section id="settings-driver-steps" title={t('driverSteps.title')} query={steps}>
          {(data) => <DriverStepsForm steps={data} />}
        </Section>
      </SimpleGrid>
      <Section id="settings-area" title={t('area.title')} query={area}>
        {(data) => <AreaForm area={data} />}
      </Section>
      <Section id="settings-flights" title={tf('settings.title')} query={flights}>
        {(data) => <FlightTrackingForm settings={data} />}
      </Section>
      <Section id="settings-company" title={t('company.title')} query={company}>
        {(data) => <CompanyForm company={data} />}
      </Section>
    </Stack>
  );
}

/** A settings card: its heading, and its form once the setting is loaded (a spinner, or the error, before). */
function Section<T>({
  id,
  title,
  query,
  children,
}: {
  id: string;
  title: string;
  query: { data: T | undefined; error: unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        <QueryState data={query.data} error={query.error} errorTitle={t('toasts.loadFailed')}>
          {children}
        </QueryState>
      </Stack>
    </Paper>
  );
}
