import type { Language } from '@vozka/domain';

/** The fixed texts of a business document's frame (adapters/pdf/document.ts); `en` has the same keys. */
const cs = {
  companyId: 'IČO',
  taxId: 'DIČ',
  vat: 'DPH',
  notVatPayer: 'Neplátce DPH',
  bankAccount: 'Bankovní účet',
  iban: 'IBAN',
  swift: 'SWIFT',
  phone: 'Tel.',
  email: 'E-mail',
  web: 'Web',
  page: 'Strana {page} z {pages}',
};

export type PdfDocumentTexts = typeof cs;

const en: PdfDocumentTexts = {
  companyId: 'Company ID',
  taxId: 'VAT ID',
  vat: 'VAT',
  notVatPayer: 'Not a VAT payer',
  bankAccount: 'Bank account',
  iban: 'IBAN',
  swift: 'SWIFT',
  phone: 'Phone',
  email: 'E-mail',
  web: 'Web',
  page: 'Page {page} of {pages}',
};

export function pdfDocumentTexts(lang: Language): PdfDocumentTexts {
  return lang === 'en' ? en : cs;
}
