import type { Language } from '@vozka/domain';

// The input of the business document builder (document.ts): plain data, every text already formatted.

/** A label and its value, both already formatted. */
export type DocumentRow = readonly [label: string, value: string];

/**
 * The company that issues the document, printed in the header: `CompanySettings` of the domain fits (add the
 * logo's bytes). `taxId` is printed when the company is a VAT payer, else "Neplátce DPH" / "Not a VAT payer".
 */
export interface DocumentSupplier {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  companyId: string | null;
  taxId: string | null;
  vatPayer: boolean;
  bankAccount?: string | null;
  iban?: string | null;
  swift?: string | null;
  email?: string | null;
  phone?: string | null;
  web?: string | null;
  /** The commercial register entry, printed in every page's footer. */
  registration?: string | null;
  /** A PNG or JPEG; anything pdfkit cannot read is left out (the document is still made). */
  logo?: Buffer | null;
}

/** One side of the two-party block (Dodavatel / Odběratel, Company / Driver …). */
export interface DocumentParty {
  title: string;
  name: string;
  /** Address lines and the like, one per line. */
  lines?: readonly string[];
  /** `IČO: 12345678`, `DIČ: …`: label and value. */
  rows?: readonly DocumentRow[];
}

export interface DocumentColumn {
  header: string;
  /** A relative width: the columns share the page width in these proportions. */
  width: number;
  /** `right` for money and counts. */
  align?: 'left' | 'right' | 'center';
}

/** A table: its header is repeated on every page it runs onto; a cell longer than its column wraps. */
export interface DocumentTable {
  title?: string;
  columns: readonly DocumentColumn[];
  rows: readonly (readonly string[])[];
  /** Printed in place of the rows when there are none. */
  emptyText?: string;
}

export interface DocumentTotal {
  label: string;
  value: string;
  /** The amount due: printed larger on the accent colour. */
  strong?: boolean;
}

/** A whole A4 business document as plain, already formatted data (docs/decisions/0032). */
export interface BusinessDocumentInput {
  lang: Language;
  /** `Faktura – daňový doklad`, `Vyúčtování řidiče` … */
  title: string;
  /** Under the title, e.g. `č. 20260001`. */
  subtitle?: string | null;
  supplier: DocumentSupplier;
  /** Right of the supplier, under the title: number, dates, variable symbol … */
  meta?: readonly DocumentRow[];
  parties?: readonly [DocumentParty, DocumentParty];
  tables?: readonly DocumentTable[];
  /** Right-aligned under the tables; the `strong` one is the amount due. */
  totals?: readonly DocumentTotal[];
  /** Paragraphs after the totals (payment terms, a note). */
  notes?: readonly string[];
  /** Left of the page number in every footer; by default the supplier's name, IČO and register entry. */
  footer?: string | null;
  /** The PDF's metadata subject. */
  subject?: string;
}
