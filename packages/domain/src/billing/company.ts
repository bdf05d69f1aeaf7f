import { z } from 'zod';

const text = (max: number) => z.string({ error: 'REQUIRED' }).trim().max(max, 'INVALID_INPUT');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** IBAN's own check (ISO 13616): the country and check digits moved to the end, read as a number, mod 97 = 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/**
 * The operator's company details (issue 15 §1; `GET/PUT /api/settings/company`, ADMIN; docs/decisions/0032).
 * Invoices and reports print them. `invoiceNumberFormat` is a pattern with `{YYYY}` (the year) and `{N…}`
 * (the yearly sequence, zero-padded to the count of N): `{YYYY}{NNNN}` → 20260001. `logoFileId` is the
 * stored company logo (`POST /api/settings/company/logo`). Each message is a `MessageCode`.
 */
export const ZCompanySettings = z
  .object({
    name: text(200).min(1, 'REQUIRED'),
    street: text(200).min(1, 'REQUIRED'),
    city: text(120).min(1, 'REQUIRED'),
    zipCode: text(16).min(1, 'REQUIRED'),
    /** ISO 3166 alpha-2, `CZ` by default. */
    country: text(2)
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'INVALID_INPUT'))
      .default('CZ'),
    /** IČO: 8 digits. */
    companyId: z
      .string({ error: 'REQUIRED' })
      .trim()
      .min(1, 'REQUIRED')
      .regex(/^\d{8}$/, 'COMPANY_ID_INVALID'),
    /** DIČ: CZ + 8–10 digits; null for a company that is not a VAT payer and has none. */
    taxId: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^(CZ\d{8,10})?$/, 'TAX_ID_INVALID'))
      .nullish()
      .transform((v) => (v ? v : null)),
    vatPayer: z.boolean({ error: 'REQUIRED' }),
    /** Czech account `[prefix-]number/bank`. */
    bankAccount: optionalText(64).pipe(
      z
        .string()
        .regex(/^(\d{1,6}-)?\d{2,10}\/\d{4}$/, 'BANK_ACCOUNT_INVALID')
        .nullable(),
    ),
    iban: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().refine((v) => v === '' || isValidIban(v), 'IBAN_INVALID'))
      .nullish()
      .transform((v) => (v ? v : null)),
    swift: optionalText(11)
      .transform((v) => v && v.toUpperCase())
      .pipe(
        z
          .string()
          .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'SWIFT_INVALID')
          .nullable(),
      ),
    email: optionalText(254).pipe(z.email('INVALID_EMAIL').nullable()),
    phone: optionalText(40),
    web: optionalText(200),
    /** Commercial register entry printed on invoices ("zapsaná v obchodním rejstříku …"). */
    registration: optionalText(300),
    invoiceNumberFormat: text(32)
      .default('{YYYY}{NNNN}')
      .refine(
        (v) => /\{N+\}/.test(v) && v.replace(/\{YYYY\}|\{N+\}/g, '').length <= 8 && !/[^A-Za-z0-9{}\-/]/.test(v),
        'INVOICE_NUMBER_FORMAT_INVALID',
      ),
    dueDays: z.number({ error: 'REQUIRED' }).int('DUE_DAYS_INVALID').min(0, 'DUE_DAYS_INVALID').max(365, 'DUE_DAYS_INVALID').default(14),
    logoFileId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((c, ctx) => {
    // A VAT payer's invoices are tax documents: they need its DIČ.
    if (c.vatPayer && !c.taxId) ctx.addIssue({ code: 'custom', path: ['taxId'], message: 'TAX_ID_REQUIRED' });
  });
export type CompanySettings = z.output<typeof ZCompanySettings>;
export type CompanySettingsInput = z.input<typeof ZCompanySettings>;

/** Until ADMIN fills them in: a plausible Prague operator, visibly a placeholder. */
export const DEFAULT_COMPANY: CompanySettings = {
  name: 'Vozka s.r.o.',
  street: 'Václavské náměstí 1',
  city: 'Praha 1',
  zipCode: '110 00',
  country: 'CZ',
  companyId: '12345678',
  taxId: 'CZ12345678',
  vatPayer: true,
  bankAccount: '2900000005/2010',
  iban: 'CZ5220100000002900000005',
  swift: 'FIOBCZPP',
  email: null,
  phone: null,
  web: null,
  registration: null,
  invoiceNumberFormat: '{YYYY}{NNNN}',
  dueDays: 14,
  logoFileId: null,
};

/** An invoice number from the format, the year and the sequence: `{YYYY}{NNNN}`, 2026, 7 → `20260007`. */
export function formatInvoiceNumber(format: string, year: number, seq: number): string {
  return format.replace(/\{YYYY\}/g, String(year)).replace(/\{(N+)\}/g, (_, ns: string) => String(seq).padStart(ns.length, '0'));
}

/** `Václavské náměstí 1, 110 00 Praha 1`: the one-line address of company details. */
export function companyAddress(c: Pick<CompanySettings, 'street' | 'zipCode' | 'city'>): string {
  return `${c.street}, ${c.zipCode} ${c.city}`;
}

/** The answer of `GET/PUT /api/settings/company`: the stored details (or the defaults), as `CompanySettings`. */
export const ZCompanySettingsAnswer = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zipCode: z.string(),
  country: z.string(),
  companyId: z.string(),
  taxId: z.string().nullable(),
  vatPayer: z.boolean(),
  bankAccount: z.string().nullable(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  web: z.string().nullable(),
  registration: z.string().nullable(),
  invoiceNumberFormat: z.string(),
  dueDays: z.number().int(),
  logoFileId: z.number().int().nullable(),
}) satisfies z.ZodType<CompanySettings>;

/** The company logo: PNG or JPEG (what PDFs can embed), at most 1 MiB. */
export const COMPANY_LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;
