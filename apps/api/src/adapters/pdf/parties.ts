import type { Language } from '@vozka/domain';
import { pdfDocumentTexts } from '../../locales/pdf-document.ts';
import type { DocumentParty, DocumentRow, DocumentSupplier } from './document-input.ts';

/** A company or a person for the two-party block: the name, address lines and IČO/DIČ as given. */
export interface PartyDetails {
  name: string;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  companyId?: string | null;
  taxId?: string | null;
  /** Only a company that is known not to be a VAT payer says so; null/undefined prints nothing. */
  vatPayer?: boolean | null;
  email?: string | null;
}

/**
 * One side of the two-party block from company details (the supplier's `CompanySettings`, or a customer's
 * company): `Dodavatel` / `Odběratel`, name, street, `110 00 Praha 1`, `IČO: …`, `DIČ: …` or `Neplátce DPH`.
 */
export function partyOf(title: string, p: PartyDetails | DocumentSupplier, lang: Language): DocumentParty {
  const t = pdfDocumentTexts(lang);
  const place = [p.zipCode, p.city].filter(Boolean).join(' ');
  const rows: DocumentRow[] = [];
  if (p.companyId) rows.push([t.companyId, p.companyId]);
  if (p.taxId && p.vatPayer !== false) rows.push([t.taxId, p.taxId]);
  else if (p.vatPayer === false) rows.push([t.vat, t.notVatPayer]);
  if (p.email) rows.push([t.email, p.email]);
  return { title, name: p.name, lines: [p.street, place].filter((l): l is string => Boolean(l)), rows };
}
