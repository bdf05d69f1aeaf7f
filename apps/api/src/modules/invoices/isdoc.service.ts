import { ZipFile } from 'yazl';
import { ZInvoiceCustomer, ZInvoiceSupplier } from '@vozka/domain';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { canReadInvoice, findInvoice, type InvoiceLineRow, type InvoiceRow } from './invoices.repository.ts';
import { invoicesByIds, invoicesIssuedBetween } from './isdoc.repository.ts';
import { renderIsdoc, type IsdocDocument, type IsdocParty } from './isdoc.ts';

/** An invoice's parts as ISDOC needs them: the invoice, its lines and, for a credit note, the invoice it cancels. */
export interface IsdocSource {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
  original: InvoiceRow | null;
}

/** The stored supplier and customer snapshots (H3's shapes, domain billing/invoices.ts) as ISDOC parties. */
export function isdocDocumentOf({ invoice, lines, original }: IsdocSource): IsdocDocument {
  const supplier = ZInvoiceSupplier.parse(invoice.supplier);
  const customer = ZInvoiceCustomer.parse(invoice.customer);
  const supplierParty: IsdocParty = {
    name: supplier.name,
    street: supplier.street,
    city: supplier.city,
    zipCode: supplier.zipCode,
    country: supplier.country,
    companyId: supplier.companyId,
    taxId: supplier.taxId,
    email: supplier.email,
    phone: supplier.phone,
  };
  const customerParty: IsdocParty = {
    name: customer.companyName ?? customer.name,
    // Without a street address the one-line address stands in for it.
    street: customer.street ?? customer.address ?? '',
    city: customer.city ?? '',
    zipCode: customer.zipCode ?? '',
    country: customer.country,
    companyId: customer.companyId,
    taxId: customer.taxId,
    email: customer.email,
  };
  return {
    kind: invoice.kind === 'CREDIT_NOTE' ? 'CREDIT_NOTE' : 'INVOICE',
    number: invoice.number,
    uuid: invoice.uuid,
    issueDate: invoice.issueDate,
    taxableDate: invoice.taxableDate,
    dueDate: invoice.dueDate,
    vatApplicable: invoice.vatApplicable,
    totalWithoutVat: invoice.totalWithoutVat,
    totalVat: invoice.totalVat,
    totalWithVat: invoice.totalWithVat,
    paymentMethod: invoice.paymentMethod,
    variableSymbol: invoice.variableSymbol,
    bankAccount: invoice.bankAccount,
    iban: invoice.iban,
    bic: supplier.swift,
    note: invoice.note,
    supplier: supplierParty,
    customer: customerParty,
    // The rows have the line's fields ISDOC reads (and more).
    lines,
    original: original ? { number: original.number, uuid: original.uuid, issueDate: original.issueDate } : null,
  };
}

/** The file name of a document: `faktura-<number>.isdoc` / `dobropis-<number>.isdoc`, the number made file-safe. */
export function isdocFileName(invoice: Pick<InvoiceRow, 'kind' | 'number'>): string {
  const safe = invoice.number.replace(/[^A-Za-z0-9_-]+/g, '-');
  return `${invoice.kind === 'CREDIT_NOTE' ? 'dobropis' : 'faktura'}-${safe}.isdoc`;
}

const notFound = () => new AppError(404, 'NOT_FOUND');

export function createIsdocService(deps: Pick<ModuleDeps, 'database'>) {
  const db = deps.database.db;

  return {
    /** One invoice or credit note as ISDOC: ADMIN any, a CUSTOMER its own; anyone else's is not found. */
    async one(user: UserRow, id: number): Promise<{ fileName: string; xml: string }> {
      const found = await findInvoice(db, id);
      if (!found || !canReadInvoice(user, found.invoice)) throw notFound();
      const originalId = found.invoice.creditForId;
      const [original = null] = originalId === null ? [] : await invoicesByIds(db, [originalId]);
      return { fileName: isdocFileName(found.invoice), xml: renderIsdoc(isdocDocumentOf({ ...found, original })) };
    },

    /** Every invoice and credit note issued on Prague days `from`..`to`, one `.isdoc` file each, as a ZIP stream. */
    async period(from: string, to: string): Promise<{ fileName: string; zip: NodeJS.ReadableStream; count: number }> {
      const issued = await invoicesIssuedBetween(db, from, to);
      const byId = new Map(issued.map(({ invoice }) => [invoice.id, invoice]));
      const missing = issued.flatMap(({ invoice }) =>
        invoice.creditForId !== null && !byId.has(invoice.creditForId) ? [invoice.creditForId] : [],
      );
      for (const row of await invoicesByIds(db, missing)) byId.set(row.id, row);

      const zip = new ZipFile();
      for (const { invoice, lines } of issued) {
        const original = invoice.creditForId === null ? null : (byId.get(invoice.creditForId) ?? null);
        const xml = renderIsdoc(isdocDocumentOf({ invoice, lines, original }));
        zip.addBuffer(Buffer.from(xml, 'utf8'), isdocFileName(invoice), { mtime: new Date(`${invoice.issueDate}T12:00:00Z`) });
      }
      zip.end();
      return { fileName: `isdoc-${from}-${to}.zip`, zip: zip.outputStream, count: issued.length };
    },
  };
}
