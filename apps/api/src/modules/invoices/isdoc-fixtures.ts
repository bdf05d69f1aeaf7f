import { randomUUID } from 'node:crypto';
import { billedAmount, DEFAULT_COMPANY, type TInvoiceCustomer, type TInvoiceSupplier } from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';

/**
 * Test support: issued invoices and credit notes straight in the database, with the snapshots' shapes of
 * domain billing/invoices.ts (the ISDOC tests and matrix rows; the API's own issue is tested beside them).
 */
export const TEST_SUPPLIER: TInvoiceSupplier = {
  ...DEFAULT_COMPANY,
  address: `${DEFAULT_COMPANY.street}, ${DEFAULT_COMPANY.zipCode} ${DEFAULT_COMPANY.city}`,
  vatPayer: true,
  registration: 'C 123456 vedená u Městského soudu v Praze',
};

export function testCustomer(id: number | null, overrides: Partial<TInvoiceCustomer> = {}): TInvoiceCustomer {
  return {
    id,
    name: 'Jan Kovář',
    companyName: 'Kovář & syn <s.r.o.>',
    companyId: '87654321',
    taxId: 'CZ87654321',
    vatPayer: true,
    street: 'Na Příkopě 12/34a',
    city: 'Brno',
    zipCode: '602 00',
    country: 'CZ',
    address: 'Na Příkopě 12/34a, 602 00 Brno',
    email: 'ucetni@kovar.test',
    ...overrides,
  };
}

/** A person buying in their own name: no company, no tax numbers, no VAT, no street of their own. */
export function testPerson(id: number, name: string): TInvoiceCustomer {
  const none = { companyName: null, companyId: null, taxId: null, street: null, city: null, zipCode: null };
  return testCustomer(id, { ...none, name, vatPayer: false });
}

let seq = 0;

export interface TestInvoiceOptions {
  customerId: number | null;
  issueDate: string;
  /** Line prices without VAT, haléře. */
  prices?: number[];
  kind?: 'INVOICE' | 'CREDIT_NOTE';
  creditForId?: number | null;
  vatPayer?: boolean;
  customer?: TInvoiceCustomer;
  supplier?: TInvoiceSupplier;
}

/** An issued invoice (or credit note) with a line per price at 21 % (0 % for a supplier that is no VAT payer). */
export async function insertTestInvoice(db: Db, options: TestInvoiceOptions): Promise<{ id: number; number: string; uuid: string }> {
  seq += 1;
  const kind = options.kind ?? 'INVOICE';
  const vatPayer = options.vatPayer ?? true;
  const supplier = options.supplier ?? (vatPayer ? TEST_SUPPLIER : { ...TEST_SUPPLIER, vatPayer: false, taxId: null });
  const lines = (options.prices ?? [99_000, 141_050]).map((price, i) => ({
    description: `Jízda ${i + 1}: Letiště Václava Havla → Václavské náměstí`,
    vatPercent: vatPayer ? 21 : 0,
    ...billedAmount(price, vatPayer ? 21 : 0),
  }));
  const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const year = options.issueDate.slice(0, 4);
  const number = `${kind === 'INVOICE' ? '' : 'D'}${year}${String(9000 + seq).padStart(4, '0')}`;
  const [row] = await db
    .insert(invoices)
    .values({
      kind,
      number,
      seriesKey: `${kind === 'INVOICE' ? 'INVOICE' : 'CREDIT'}-TEST-${year}`,
      seq: 9000 + seq,
      uuid: randomUUID(),
      customerId: options.customerId,
      creditForId: options.creditForId ?? null,
      issueDate: options.issueDate,
      taxableDate: options.issueDate,
      dueDate: options.issueDate,
      supplier,
      customer: options.customer ?? testCustomer(options.customerId),
      vatApplicable: vatPayer,
      totalWithoutVat: sum((l) => l.priceWithoutVat),
      totalVat: sum((l) => l.vat),
      totalWithVat: sum((l) => l.priceWithVat),
      paymentMethod: 'BANK_TRANSFER',
      variableSymbol: number.replace(/\D/g, '').slice(-10),
      bankAccount: supplier.bankAccount,
      iban: supplier.iban,
    })
    .returning({ id: invoices.id, number: invoices.number, uuid: invoices.uuid });
  if (!row) throw new Error('test invoice: no row');
  await db.insert(invoiceLines).values(lines.map((line, position) => ({ ...line, invoiceId: row.id, position })));
  return row;
}
