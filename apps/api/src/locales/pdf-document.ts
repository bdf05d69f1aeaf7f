import cs from './cs/pdfDocument.json';
import en from './en/pdfDocument.json';
import { textNamespace } from './i18n.ts';

/**
 * The fixed texts of a business document's frame (adapters/pdf/document.ts) in cs and en (./cs, ./en);
 * `page` is "Strana {page} z {pages}".
 */
export type PdfDocumentTexts = typeof cs;

const PDF_DOCUMENT = textNamespace<PdfDocumentTexts>('pdfDocument', { cs, en });

export const pdfDocumentTexts = PDF_DOCUMENT.texts;

/** A document frame text with its `{placeholders}` filled (`page`). */
export const pdfDocumentText = PDF_DOCUMENT.text;
