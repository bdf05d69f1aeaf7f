import { Fieldset, Stack, Text } from '@mantine/core';
import { PASSENGER_ALERTS, type PassengerAlerts } from '@vozka/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCheck } from '../ui/FormCheck';

/**
 * A customer's switches for what its passengers get by e-mail or SMS (issue 14 §7): the tracking link when
 * the driver sets off, "your driver is here", the ride reminders. Inside a form whose values hold
 * `passengerAlerts` (the profile, the ADMIN's user form).
 */
export function PassengerAlertsFields() {
  const { t } = useTranslation('person');
  const { control } = useFormContext<{ passengerAlerts: PassengerAlerts }>();
  return (
    <Fieldset legend={t('alerts.title')} mt="lg" variant="unstyled">
      <Text size="sm" c="dimmed" mb="xs">
        {t('alerts.hint')}
      </Text>
      <Stack gap="xs">
        {PASSENGER_ALERTS.map((alert) => (
          <FormCheck key={alert} as="switch" control={control} name={`passengerAlerts.${alert}`} label={t(`alerts.${alert}`)} />
        ))}
      </Stack>
    </Fieldset>
  );
}
