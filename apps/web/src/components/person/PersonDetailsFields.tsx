import { Fieldset, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../lib/form';
import { FormCheck } from '../ui/FormCheck';

/** The values these fields edit (the form may hold more). */
export interface PersonDetailsValues {
  companyId: string;
  companyName: string;
  companyAddress: string;
  companyTin: string;
  vatPayer: boolean;
  bankAccount: string;
  city: string;
  street: string;
  zipCode: string;
  dateOfBirth: string;
  emailSecondary: string;
  phoneSecondary: string;
  invoicing: string;
  internalNumber?: string;
  internalNote?: string;
}

/**
 * The "more" tab of a user and of one's profile: company, address, bank, contacts, invoicing; the
 * internal number and note only for the dispatching (`withInternal`). Lives inside a FormProvider.
 */
export function PersonDetailsFields({ withInternal = false }: { withInternal?: boolean }) {
  const { t } = useTranslation('person');
  const { register, control, formState } = useFormContext<PersonDetailsValues>();
  const { fieldError } = useFormErrors(formState.errors as FieldErrors);
  const field = (name: keyof PersonDetailsValues, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextInput label={t(`fields.${name}`)} size="sm" error={fieldError(name)} {...extra} {...register(name)} />
  );

  return (
    <Stack gap="md">
      <Fieldset legend={t('sections.company')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('companyName', { autoComplete: 'organization' })}
          {field('companyId')}
          {field('companyTin')}
          {field('companyAddress')}
          {field('bankAccount')}
          <FormCheck control={control} name="vatPayer" label={t('fields.vatPayer')} mt={{ sm: 30 }} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('sections.address')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('street', { autoComplete: 'street-address' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('zipCode', { autoComplete: 'postal-code' })}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('sections.contact')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {field('dateOfBirth', { type: 'date' })}
          {field('emailSecondary', { type: 'email' })}
          {field('phoneSecondary', { type: 'tel' })}
        </SimpleGrid>
        <Textarea mt="sm" label={t('fields.invoicing')} autosize minRows={2} size="sm" {...register('invoicing')} />
      </Fieldset>
      {withInternal && (
        <Fieldset legend={t('sections.internal')}>
          <Stack gap="sm">
            {field('internalNumber')}
            <Textarea label={t('fields.internalNote')} autosize minRows={2} size="sm" {...register('internalNote')} />
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
