import { describe, expect, it } from 'vitest';
import {
  canCancelInvoice,
  canReadInvoice,
  invoiceSeriesKey,
  variableSymbolOf,
  ZInvoiceIssueInput,
  ZInvoiceListQuery,
  ZMonthlyInvoicesInput,
} from './invoices.ts';

const codeOf = (input: unknown) => {
  const parsed = ZInvoiceIssueInput.safeParse(input);
  return parsed.success ? 'OK' : parsed.error.issues[0]?.message;
};

describe('invoice contracts', () => {
  it('the variable symbol is the number’s digits, the last ten', () => {
    expect(variableSymbolOf('20260001')).toBe('20260001');
    expect(variableSymbolOf('FV2026-000123')).toBe('2026000123');
    expect(variableSymbolOf('D2026/12345678')).toBe('2612345678');
  });

  it('one series per kind and year', () => {
    expect(invoiceSeriesKey('INVOICE', 2026)).toBe('INVOICE-2026');
    expect(invoiceSeriesKey('CREDIT_NOTE', 2027)).toBe('CREDIT-2027');
  });

  it('an issue names a customer and a period, or rides', () => {
    expect(codeOf({ customerId: 5, from: '2026-10-01', to: '2026-10-31' })).toBe('OK');
    expect(codeOf({ rideIds: [1, 2] })).toBe('OK');
    expect(codeOf({})).toBe('CLIENT_NOT_SELECTED');
    expect(codeOf({ customerId: 5, from: '2026-10-01' })).toBe('INVOICE_PERIOD_REQUIRED');
    expect(codeOf({ customerId: 5, from: '2026-10-31', to: '2026-10-01' })).toBe('INVOICE_PERIOD_REQUIRED');
    expect(codeOf({ customerId: 5, from: '2026-02-30x', to: '2026-10-01' })).toBe('INVALID_INPUT');
    expect(codeOf({ rideIds: [] })).toBe('INVOICE_NO_RIDES');
    expect(codeOf({ rideIds: [0] })).toBe('INVALID_INPUT');
    expect(ZMonthlyInvoicesInput.safeParse({ month: '2026-10' }).success).toBe(true);
    expect(ZMonthlyInvoicesInput.safeParse({ month: '2026-00' }).success).toBe(false);
    expect(ZInvoiceListQuery.parse({ page: '1', kind: 'CREDIT_NOTE' })).toMatchObject({ page: 1, size: 20, kind: 'CREDIT_NOTE' });
    // Only days of the calendar, in years PostgreSQL stores.
    for (const day of ['2026-06-31', '2026-02-29', '4223-06-31', '6025-01-29']) {
      expect(ZInvoiceListQuery.safeParse({ to: day }).success, day).toBe(false);
      expect(ZInvoiceIssueInput.safeParse({ customerId: 1, from: day, to: '2026-01-31' }).success, day).toBe(false);
    }
    expect(ZInvoiceListQuery.safeParse({ from: '2028-02-29' }).success).toBe(true);
  });

  it('ADMIN reads every invoice, a customer its own; only ADMIN cancels a valid invoice', () => {
    const invoice = { customerId: 7, kind: 'INVOICE', canceledById: null };
    expect(canReadInvoice({ id: 1, roles: ['ADMIN'] }, invoice)).toBe(true);
    expect(canReadInvoice({ id: 7, roles: ['CUSTOMER'] }, invoice)).toBe(true);
    expect(canReadInvoice({ id: 8, roles: ['CUSTOMER'] }, invoice)).toBe(false);
    expect(canReadInvoice({ id: 7, roles: ['DRIVER'] }, invoice)).toBe(false);
    expect(canReadInvoice({ id: 7, roles: ['CUSTOMER'] }, { customerId: null })).toBe(false);
    expect(canCancelInvoice(['ADMIN'], invoice)).toBe(true);
    expect(canCancelInvoice(['CUSTOMER'], invoice)).toBe(false);
    expect(canCancelInvoice(['ADMIN'], { ...invoice, canceledById: 3 })).toBe(false);
    expect(canCancelInvoice(['ADMIN'], { ...invoice, kind: 'CREDIT_NOTE' })).toBe(false);
  });
});
