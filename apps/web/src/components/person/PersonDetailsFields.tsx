import { Fieldset, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
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
      <FieldsetGrid legend={t('sections.company')} cols={2}>
        {field('companyName', { autoComplete: 'organization' })}
        {field('companyId')}
        {field('companyTin')}
        {field('companyAddress')}
        {field('bankAccount')}
        <FormCheck control={control} name="vatPayer" label={t('fields.vatPayer')} mt={{ sm: 30 }} />
      </FieldsetGrid>
      <FieldsetGrid legend={t('sections.address')} cols={3}>
        {field('street', { autoComplete: 'street-address' })}
        {field('city', { autoComplete: 'address-level2' })}
        {field('zipCode', { autoComplete: 'postal-code' })}
      </FieldsetGrid>
      <FieldsetGrid
        legend={t('sections.contact')}
        cols={3}
        below={<Textarea mt="sm" label={t('fields.invoicing')} autosize minRows={2} size="sm" {...register('invoicing')} />}
      >
        {field('dateOfBirth', { type: 'date' })}
        {field('emailSecondary', { type: 'email' })}
        {field('phoneSecondary', { type: 'tel' })}
      </FieldsetGrid>
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

/** A fieldset of the form: its legend, its fields in `cols` columns (one on a phone), then what goes `below` them. */
function FieldsetGrid({ legend, cols, below, children }: { legend: string; cols: number; below?: ReactNode; children: ReactNode }) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 1, sm: cols }}>{children}</SimpleGrid>
      {below}
    </Fieldset>
  );
}
