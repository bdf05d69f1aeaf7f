import { z } from 'zod';

const text = (max: number) => z.string({ error: 'REQUIRED' }).trim().max(max, 'INVALID_INPUT');
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The operator's company details (issue 15 §1; `GET/PUT /api/settings/company`, ADMIN). Invoices and
 * reports print them. `invoiceNumberFormat` is a pattern with `{YYYY}` (the year) and `{N…}` (the yearly
 * sequence, zero-padded to the count of N): `{YYYY}{NNNN}` → 20260001. `logoFileId` is a stored file.
 */
export const ZCompanySettings = z.object({
  name: text(200).min(1, 'REQUIRED'),
  street: text(200).min(1, 'REQUIRED'),
  city: text(120).min(1, 'REQUIRED'),
  zipCode: text(16).min(1, 'REQUIRED'),
  country: text(2).default('CZ'),
  /** IČO: 8 digits. */
  companyId: z
    .string({ error: 'REQUIRED' })
    .trim()
    .regex(/^\d{8}$/, 'INVALID_INPUT'),
  /** DIČ: CZ + 8–10 digits; null for a company that is not a VAT payer and has none. */
  taxId: z
    .string()
    .trim()
    .regex(/^CZ\d{8,10}$/, 'INVALID_INPUT')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  vatPayer: z.boolean({ error: 'REQUIRED' }),
  /** Czech account `[prefix-]number/bank`. */
  bankAccount: optionalText(64),
  iban: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^([A-Z]{2}\d{2}[A-Z0-9]{10,30})?$/, 'INVALID_INPUT'))
    .nullish()
    .transform((v) => (v ? v : null)),
  swift: optionalText(11),
  email: optionalText(254),
  phone: optionalText(40),
  web: optionalText(200),
  /** Commercial register entry printed on invoices ("zapsaná v obchodním rejstříku …"). */
  registration: optionalText(300),
  invoiceNumberFormat: text(32)
    .default('{YYYY}{NNNN}')
    .refine((v) => /\{N+\}/.test(v) && v.replace(/\{YYYY\}|\{N+\}/g, '').length <= 8 && !/[^A-Za-z0-9{}\-/]/.test(v), 'INVALID_INPUT'),
  dueDays: z.number({ error: 'REQUIRED' }).int('INVALID_INPUT').min(0, 'INVALID_INPUT').max(365, 'INVALID_INPUT').default(14),
  logoFileId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
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
  bankAccount: '2900000000/2010',
  iban: 'CZ6520100000002900000000',
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
