import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_MIME_TYPES,
  formatInvoiceNumber,
  todayInPrague,
  ZCompanySettings,
  type CompanySettings,
  type CompanySettingsInput,
} from '@vozka/domain';
import { Checkbox, Divider, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PictureField, pictureTexts, type PictureChange, type PictureLimits } from '../../../components/files/PictureField';
import { FormActions } from '../../../components/ui/FormActions';
import { FormNumber } from '../../../components/ui/FormNumber';
import { validatorResolver } from '../../../lib/form';
import { schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import { fieldBinder } from '../../../lib/record-form';
import { companyLogoUrl, companySetting, uploadCompanyLogo } from '../../../lib/settings';
import { saveSettingForm, settingTexts } from './save-setting';
import { SettingsForm } from './SettingsForm';

const TEXT_FIELDS = [
  'name',
  'street',
  'city',
  'zipCode',
  'country',
  'companyId',
  'taxId',
  'bankAccount',
  'iban',
  'swift',
  'email',
  'phone',
  'web',
  'registration',
  'invoiceNumberFormat',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type CompanyValues = Record<TextField, string> & { vatPayer: boolean; dueDays: number | string };

const LOGO_LIMITS: PictureLimits = {
  types: COMPANY_LOGO_MIME_TYPES,
  maxBytes: COMPANY_LOGO_MAX_BYTES,
  notImage: 'LOGO_NOT_IMAGE',
  tooLarge: 'LOGO_TOO_LARGE',
};

function valuesOf(company: CompanySettings): CompanyValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, company[f] ?? ''])) as Record<TextField, string>;
  // The IBAN is stored without spaces and shown in groups of four, as it is printed.
  return { ...values, iban: values.iban.replace(/(.{4})(?=.)/g, '$1 '), vatPayer: company.vatPayer, dueDays: company.dueDays };
}

/** The body of PUT /api/settings/company: empty optional texts as null (the schema trims the rest). */
function bodyOf(values: CompanyValues, logoFileId: number | null): CompanySettingsInput {
  const text = (f: TextField) => (values[f].trim() === '' ? null : values[f]);
  return {
    ...values,
    taxId: text('taxId'),
    bankAccount: text('bankAccount'),
    iban: text('iban'),
    swift: text('swift'),
    email: text('email'),
    phone: text('phone'),
    web: text('web'),
    registration: text('registration'),
    dueDays: values.dueDays === '' ? (undefined as unknown as number) : Number(values.dueDays),
    logoFileId,
  };
}

/**
 * The operator's company details (issue 15 §1): name, address, IČO, DIČ and VAT payer, bank, contact, the
 * invoice number format and due days, and the logo. The logo is uploaded when the form is saved.
 */
export function CompanyForm({ company }: { company: CompanySettings }) {
  const { t } = useTranslation('settings');
  const save = companySetting.useSave();
  const [logo, setLogo] = useState<PictureChange>({ kind: 'keep' });
  const [uploading, setUploading] = useState(false);
  const form = useForm<CompanyValues>({
    resolver: validatorResolver((values: CompanyValues) => schemaFieldErrors(ZCompanySettings, bodyOf(values, null))),
    defaultValues: valuesOf(company),
  });
  const { control, register, formState } = form;
  const errorOf = useFieldErrorText(formState.errors);
  const format = useWatch({ control, name: 'invoiceNumberFormat' });
  const year = Number(todayInPrague().slice(0, 4));
  const example = /\{N+\}/.test(format) ? formatInvoiceNumber(format, year, 1) : '—';

  const onSubmit = form.handleSubmit((values) =>
    saveSettingForm(
      form,
      values,
      async () => {
        setUploading(true);
        try {
          let logoFileId = company.logoFileId;
          if (logo.kind === 'new') logoFileId = (await uploadCompanyLogo(logo.file)).id;
          else if (logo.kind === 'remove') logoFileId = null;
          await save.mutateAsync(bodyOf(values, logoFileId) as CompanySettings);
          setLogo({ kind: 'keep' });
        } finally {
          setUploading(false);
        }
      },
      settingTexts(t, 'company'),
    ),
  );

  // Hints go under the input, so the inputs of a row stay level.
  const field = (name: TextField, props: { maxLength?: number; description?: string; placeholder?: string } = {}) => (
    <TextInput
      label={t(`company.fields.${name}`)}
      error={errorOf(name)}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      {...register(name)}
    />
  );

  return (
    <SettingsForm label={t('company.title')} description={t('company.description')} onSubmit={onSubmit} gap="md">
      <FieldGroup cols={2}>
        {field('name', { maxLength: 200 })}
        {field('street', { maxLength: 200 })}
        <SimpleGrid cols={3} spacing="xs">
          {field('zipCode', { maxLength: 16 })}
          <div style={{ gridColumn: 'span 2' }}>{field('city', { maxLength: 120 })}</div>
        </SimpleGrid>
        {field('country', { maxLength: 2 })}
      </FieldGroup>
      <FieldGroup label={t('company.groups.tax')} cols={2}>
        {field('companyId', { maxLength: 8 })}
        {field('taxId', { maxLength: 14 })}
      </FieldGroup>
      <Controller
        control={control}
        name="vatPayer"
        render={({ field: f }) => (
          <Checkbox
            label={t('company.fields.vatPayer')}
            description={t('company.hints.vatPayer')}
            checked={f.value}
            onChange={(e) => f.onChange(e.currentTarget.checked)}
            onBlur={f.onBlur}
            ref={f.ref}
            name={f.name}
          />
        )}
      />
      <FieldGroup label={t('company.groups.bank')} cols={3}>
        {field('bankAccount', { maxLength: 64, description: t('company.hints.bankAccount') })}
        {field('iban', { maxLength: 42 })}
        {field('swift', { maxLength: 11 })}
      </FieldGroup>
      <FieldGroup label={t('company.groups.contact')} cols={3}>
        {field('email', { maxLength: 254 })}
        {field('phone', { maxLength: 40 })}
        {field('web', { maxLength: 200 })}
      </FieldGroup>
      <Textarea
        label={t('company.fields.registration')}
        placeholder={t('company.hints.registration')}
        autosize
        minRows={2}
        maxLength={300}
        error={errorOf('registration')}
        {...register('registration')}
      />
      <FieldGroup label={t('company.groups.invoices')} cols={2}>
        {field('invoiceNumberFormat', { maxLength: 32, description: t('company.hints.invoiceNumberFormat', { example }) })}
        <FormNumber
          {...fieldBinder(control, errorOf)('dueDays')}
          label={t('company.fields.dueDays')}
          unit={t('company.hints.days')}
          rightSectionWidth={48}
          w={180}
          min={0}
          max={365}
        />
      </FieldGroup>
      <PictureField
        photoUrl={companyLogoUrl(company.logoFileId)}
        value={logo}
        onChange={setLogo}
        error={errorOf('logoFileId')}
        limits={LOGO_LIMITS}
        fit="contain"
        texts={{ ...pictureTexts(t, 'company.logo', t('company.fields.logo')), hint: t('company.logo.hint') }}
      />
      <FormActions saving={save.isPending || uploading} />
    </SettingsForm>
  );
}

/** A group of the form's fields: its label on a divider (the first group has none), then the fields in columns. */
function FieldGroup({ label, cols, children }: { label?: string; cols: number; children: ReactNode }) {
  return (
    <>
      {label && <Divider label={label} labelPosition="left" />}
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </>
  );
}
