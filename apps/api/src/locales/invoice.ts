import cs from './cs/invoice.json';
import en from './en/invoice.json';
import { textNamespace } from './i18n.ts';

/**
 * Texts of the invoice PDF and HTML (modules/invoices/invoice-document.ts) in cs and en (./cs, ./en);
 * `{number}` is an invoice's number.
 */
export type InvoiceTexts = typeof cs;

const INVOICE = textNamespace<InvoiceTexts>('invoice', { cs, en });

export const invoiceTexts = INVOICE.texts;

/** An invoice text with its `{placeholders}` filled (`number`, `creditNote`). */
export const invoiceText = INVOICE.text;
