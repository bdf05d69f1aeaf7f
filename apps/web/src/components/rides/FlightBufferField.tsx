import { MAX_FLIGHT_BUFFER_MINUTES } from '@vozka/domain';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumber, type FormNumberProps } from '../ui/FormNumber';

/** The flight buffer (a customer's or a vehicle offer's): minutes between a landing and the pickup, 0 to the domain's limit. */
export function FlightBufferField<T extends FieldValues>(props: Omit<FormNumberProps<T>, 'label' | 'min' | 'max' | 'unit'>) {
  const { t } = useTranslation('flights');
  return (
    <FormNumber
      label={t('buffer.label')}
      description={t('buffer.hint')}
      min={0}
      max={MAX_FLIGHT_BUFFER_MINUTES}
      unit="min"
      maw={320}
      {...props}
    />
  );
}
