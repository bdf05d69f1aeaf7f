import { describe, expect, it } from 'vitest';
import { companyAddress, DEFAULT_COMPANY, formatInvoiceNumber, isValidIban, ZCompanySettings } from './company.ts';

const fieldErrors = (input: unknown) => {
  const parsed = ZCompanySettings.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('company details', () => {
  it('the defaults pass their own schema', () => {
    expect(ZCompanySettings.parse(DEFAULT_COMPANY)).toEqual(DEFAULT_COMPANY);
    expect(companyAddress(DEFAULT_COMPANY)).toBe('Václavské náměstí 1, 110 00 Praha 1');
  });

  it('normalises what people type: IBAN and DIČ spaces and case, empty optional fields to null', () => {
    const parsed = ZCompanySettings.parse({
      ...DEFAULT_COMPANY,
      iban: 'cz65 0800 0000 1920 0014 5399',
      taxId: 'cz 12345678',
      swift: 'gibaczpx',
      email: '',
      web: '  ',
      country: 'cz',
    });
    expect(parsed).toMatchObject({
      iban: 'CZ6508000000192000145399',
      taxId: 'CZ12345678',
      swift: 'GIBACZPX',
      email: null,
      web: null,
      country: 'CZ',
    });
  });

  it('names each wrong field with its message code', () => {
    expect(
      fieldErrors({
        ...DEFAULT_COMPANY,
        name: ' ',
        companyId: '1234',
        taxId: 'SK123',
        bankAccount: '123/45',
        iban: 'CZ6508000000192000145398',
        swift: 'ABC',
        email: 'nope',
        invoiceNumberFormat: 'FA{YYYY}',
        dueDays: 1.5,
      }),
    ).toEqual({
      name: 'REQUIRED',
      companyId: 'COMPANY_ID_INVALID',
      taxId: 'TAX_ID_INVALID',
      bankAccount: 'BANK_ACCOUNT_INVALID',
      iban: 'IBAN_INVALID',
      swift: 'SWIFT_INVALID',
      email: 'INVALID_EMAIL',
      invoiceNumberFormat: 'INVOICE_NUMBER_FORMAT_INVALID',
      dueDays: 'DUE_DAYS_INVALID',
    });
  });

  it('a VAT payer needs its DIČ; a company that is not one needs none', () => {
    expect(fieldErrors({ ...DEFAULT_COMPANY, taxId: '' })).toEqual({ taxId: 'TAX_ID_REQUIRED' });
    expect(fieldErrors({ ...DEFAULT_COMPANY, taxId: null, vatPayer: false })).toEqual({});
  });

  it('checks the IBAN check digits', () => {
    expect(isValidIban('CZ6508000000192000145399')).toBe(true);
    expect(isValidIban(DEFAULT_COMPANY.iban ?? '')).toBe(true);
    expect(isValidIban('CZ6508000000192000145398')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });

  it('numbers invoices by the format', () => {
    expect(formatInvoiceNumber('{YYYY}{NNNN}', 2026, 7)).toBe('20260007');
    expect(formatInvoiceNumber('FV-{YYYY}/{NNN}', 2026, 42)).toBe('FV-2026/042');
  });
});
