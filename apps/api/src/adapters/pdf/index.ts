// The PDF kit of the portal's documents (docs/decisions/0032): fonts with Czech letters, the A4 business
// document builder for invoices and reports, and money and date formatting for documents.
export { createPdfDocument, dejaVuFonts, FONT, pdfBuffer } from './fonts.ts';
export { businessDocumentStream, renderBusinessDocument } from './document.ts';
export type {
  BusinessDocumentInput,
  DocumentColumn,
  DocumentParty,
  DocumentRow,
  DocumentSupplier,
  DocumentTable,
  DocumentTotal,
} from './document-input.ts';
export { partyOf, type PartyDetails } from './parties.ts';
export { formatCzk, formatDate, formatMoney, formatPercent, formatPragueDateTime } from './format.ts';
