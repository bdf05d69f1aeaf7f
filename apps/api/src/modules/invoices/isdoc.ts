/**
 * ISDOC 6.0.2 (the Czech e-invoice format Pohoda, Money S3, ABRA Flexi and iDoklad import; issue 15 ★):
 * one issued invoice or credit note as XML, valid against `isdoc-schema/isdoc-invoice-6.0.2.xsd`.
 * Pure: the routes (isdoc.routes.ts) load the document and hand it here. Money arrives in integer haléře
 * and is written as decimals from the integers (never float arithmetic). A credit note (DocumentType 2)
 * states its amounts as positive numbers, as ISDOC expects: the document type carries the sign.
 */

export interface IsdocParty {
  name: string;
  street: string;
  city: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2; CZ when unknown. */
  country: string;
  /** IČO; null for a person. */
  companyId: string | null;
  /** DIČ; null when the party has none. */
  taxId: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface IsdocLine {
  description: string;
  quantity: number;
  vatPercent: number;
  priceWithoutVat: number;
  vat: number;
  priceWithVat: number;
}

export interface IsdocDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  uuid: string;
  issueDate: string;
  taxableDate: string;
  dueDate: string;
  /** Is the supplier a VAT payer (the document subject to VAT)? */
  vatApplicable: boolean;
  totalWithoutVat: number;
  totalVat: number;
  totalWithVat: number;
  /** BANK_TRANSFER (42), CASH (10), CARD (48); anything else is written as a bank transfer. */
  paymentMethod: string;
  variableSymbol: string;
  /** Czech account `[prefix-]number/bank`. */
  bankAccount: string | null;
  iban: string | null;
  bic: string | null;
  note: string | null;
  supplier: IsdocParty;
  customer: IsdocParty;
  lines: IsdocLine[];
  /** The invoice a credit note cancels. */
  original: { number: string; uuid: string; issueDate: string } | null;
}

export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013';
export const ISDOC_VERSION = '6.0.2';

// Characters XML 1.0 does not allow at all (control characters but tab, LF, CR; lone surrogates; U+FFFE/F).
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g; // eslint-disable-line no-control-regex -- exactly those are removed

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: the five markup characters escaped, characters XML forbids left out. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Integer haléře as a decimal with 2 places: 12345 → "123.45", -5 → "-0.05". */
export function isdocAmount(halere: number): string {
  if (!Number.isSafeInteger(halere)) throw new RangeError(`isdoc: not a whole number of haléře: ${halere}`);
  const abs = Math.abs(halere);
  const cents = abs % 100;
  return `${halere < 0 ? '-' : ''}${(abs - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/** A per-unit price of `halere` for `quantity` units, rounded half up to 1/10000 CZK (4 places). */
function unitAmount(halere: number, quantity: number): string {
  if (quantity === 1) return isdocAmount(halere);
  const abs = Math.abs(halere);
  const tenThousandths = Math.floor((2 * abs * 100 + quantity) / (2 * quantity));
  const frac = tenThousandths % 10_000;
  return `${halere < 0 ? '-' : ''}${(tenThousandths - frac) / 10_000}.${String(frac).padStart(4, '0')}`;
}

/** A VAT rate in basis points (21 → 2100, 12.5 → 1250): rates are compared and grouped as integers. */
const basisPoints = (percent: number): number => Math.round(percent * 100);

/** Basis points as a percent decimal: 2100 → "21", 1250 → "12.5". */
function percentOf(bp: number): string {
  const frac = bp % 100;
  return frac === 0 ? String((bp - frac) / 100) : `${(bp - frac) / 100}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

/** "Václavské náměstí 1" → street "Václavské náměstí", building "1"; "Na Příkopě 12/34a" → "12/34a". */
export function splitStreet(street: string): { streetName: string; buildingNumber: string } {
  const match = /^(.*\S)\s+(\d+[A-Za-z]?(?:\/\d+[A-Za-z]?)?)$/.exec(street.trim());
  return match?.[1] && match[2] ? { streetName: match[1], buildingNumber: match[2] } : { streetName: street.trim(), buildingNumber: '' };
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['cs'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** `[prefix-]number/bank` → the account and the bank code; an account without a bank code keeps it empty. */
export function splitAccount(account: string | null): { id: string; bankCode: string } {
  if (!account) return { id: '', bankCode: '' };
  const [id = '', bankCode = ''] = account.replace(/\s+/g, '').split('/');
  return { id, bankCode };
}

const PAYMENT_CODES: Record<string, number> = { BANK_TRANSFER: 42, TRANSFER: 42, CASH: 10, CARD: 48 };

type Node = string | Node[];

/** `<name>text</name>` with the text escaped. */
const el = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;
/** `<name>children</name>` of already built nodes. */
const group = (name: string, ...children: Node[]): Node => [`<${name}>`, children, `</${name}>`];

function party(p: IsdocParty): Node {
  const { streetName, buildingNumber } = splitStreet(p.street);
  const country = (p.country || 'CZ').toUpperCase();
  const contact = [p.phone ? el('Telephone', p.phone) : '', p.email ? el('ElectronicMail', p.email) : ''].filter(Boolean);
  return group(
    'Party',
    group('PartyIdentification', el('ID', p.companyId ?? '')),
    group('PartyName', el('Name', p.name)),
    group(
      'PostalAddress',
      el('StreetName', streetName),
      el('BuildingNumber', buildingNumber),
      el('CityName', p.city),
      el('PostalZone', p.zipCode),
      group('Country', el('IdentificationCode', country), el('Name', countryName(country))),
    ),
    p.taxId ? group('PartyTaxScheme', el('CompanyID', p.taxId), el('TaxScheme', 'VAT')) : '',
    contact.length > 0 ? group('Contact', ...contact) : '',
  );
}

interface Amounts {
  withoutVat: number;
  vat: number;
  withVat: number;
}

function invoiceLine(line: IsdocLine, index: number, a: Amounts, bp: number, vatApplicable: boolean): Node {
  const quantity = Math.max(1, line.quantity);
  return group(
    'InvoiceLine',
    el('ID', String(index + 1)),
    `<InvoicedQuantity>${quantity}</InvoicedQuantity>`,
    el('LineExtensionAmount', isdocAmount(a.withoutVat)),
    el('LineExtensionAmountTaxInclusive', isdocAmount(a.withVat)),
    el('LineExtensionTaxAmount', isdocAmount(a.vat)),
    el('UnitPrice', unitAmount(a.withoutVat, quantity)),
    el('UnitPriceTaxInclusive', unitAmount(a.withVat, quantity)),
    group(
      'ClassifiedTaxCategory',
      el('Percent', percentOf(bp)),
      el('VATCalculationMethod', '0'),
      el('VATApplicable', String(vatApplicable)),
    ),
    group('Item', el('Description', line.description)),
  );
}

function taxSubTotal(bp: number, a: Amounts, vatApplicable: boolean): Node {
  const zero = isdocAmount(0);
  return group(
    'TaxSubTotal',
    el('TaxableAmount', isdocAmount(a.withoutVat)),
    el('TaxAmount', isdocAmount(a.vat)),
    el('TaxInclusiveAmount', isdocAmount(a.withVat)),
    el('AlreadyClaimedTaxableAmount', zero),
    el('AlreadyClaimedTaxAmount', zero),
    el('AlreadyClaimedTaxInclusiveAmount', zero),
    el('DifferenceTaxableAmount', isdocAmount(a.withoutVat)),
    el('DifferenceTaxAmount', isdocAmount(a.vat)),
    el('DifferenceTaxInclusiveAmount', isdocAmount(a.withVat)),
    group('TaxCategory', el('Percent', percentOf(bp)), el('VATApplicable', String(vatApplicable))),
  );
}

function monetaryTotal(total: Amounts): Node {
  const zero = isdocAmount(0);
  return group(
    'LegalMonetaryTotal',
    el('TaxExclusiveAmount', isdocAmount(total.withoutVat)),
    el('TaxInclusiveAmount', isdocAmount(total.withVat)),
    el('AlreadyClaimedTaxExclusiveAmount', zero),
    el('AlreadyClaimedTaxInclusiveAmount', zero),
    el('DifferenceTaxExclusiveAmount', isdocAmount(total.withoutVat)),
    el('DifferenceTaxInclusiveAmount', isdocAmount(total.withVat)),
    el('PaidDepositsAmount', zero),
    el('PayableAmount', isdocAmount(total.withVat)),
  );
}

function paymentMeans(doc: IsdocDocument, payable: number): Node {
  const code = PAYMENT_CODES[doc.paymentMethod.toUpperCase()] ?? 42;
  const account = splitAccount(doc.bankAccount);
  // Details name the due date and the account: a transfer's; cash and card are paid on the spot.
  const details =
    code === 42
      ? group(
          'Details',
          el('PaymentDueDate', doc.dueDate),
          el('ID', account.id),
          el('BankCode', account.bankCode),
          el('Name', ''),
          el('IBAN', doc.iban ?? ''),
          el('BIC', doc.bic ?? ''),
          doc.variableSymbol ? el('VariableSymbol', doc.variableSymbol) : '',
        )
      : '';
  return group('PaymentMeans', group('Payment', el('PaidAmount', isdocAmount(payable)), el('PaymentMeansCode', String(code)), details));
}

function flatten(node: Node, out: string[]): string[] {
  if (typeof node === 'string') {
    if (node) out.push(node);
  } else for (const child of node) flatten(child, out);
  return out;
}

/** One invoice or credit note as an ISDOC 6.0.2 XML document (UTF-8). */
export function renderIsdoc(doc: IsdocDocument): string {
  // ISDOC requires at least one line; an issued document always has one.
  if (doc.lines.length === 0) throw new RangeError(`isdoc: document ${doc.number} has no lines`);
  const credit = doc.kind === 'CREDIT_NOTE';
  const sign = (halere: number): number => (credit ? Math.abs(halere) : halere);
  const vatApplicable = doc.vatApplicable;
  // A supplier that is not a VAT payer charges no VAT: every rate is 0 and its tax lines say so.
  const rateOf = (line: IsdocLine): number => (vatApplicable ? basisPoints(line.vatPercent) : 0);

  const subTotals = new Map<number, Amounts>();
  const lines = doc.lines.map((line, index) => {
    const a = { withoutVat: sign(line.priceWithoutVat), vat: sign(line.vat), withVat: sign(line.priceWithVat) };
    const bp = rateOf(line);
    const sum = subTotals.get(bp) ?? { withoutVat: 0, vat: 0, withVat: 0 };
    subTotals.set(bp, { withoutVat: sum.withoutVat + a.withoutVat, vat: sum.vat + a.vat, withVat: sum.withVat + a.withVat });
    return invoiceLine(line, index, a, bp, vatApplicable);
  });
  const total = { withoutVat: sign(doc.totalWithoutVat), vat: sign(doc.totalVat), withVat: sign(doc.totalWithVat) };

  const body: Node[] = [
    el('DocumentType', credit ? '2' : '1'),
    el('ID', doc.number),
    el('UUID', doc.uuid.toUpperCase()),
    el('IssuingSystem', 'Vozka'),
    el('IssueDate', doc.issueDate),
    el('TaxPointDate', doc.taxableDate),
    el('VATApplicable', String(vatApplicable)),
    el('ElectronicPossibilityAgreementReference', ''),
    doc.note ? el('Note', doc.note) : '',
    el('LocalCurrencyCode', 'CZK'),
    el('CurrRate', '1'),
    el('RefCurrRate', '1'),
    group('AccountingSupplierParty', party(doc.supplier)),
    group('AccountingCustomerParty', party(doc.customer)),
    doc.original
      ? group(
          'OriginalDocumentReferences',
          group(
            'OriginalDocumentReference',
            el('ID', doc.original.number),
            el('IssueDate', doc.original.issueDate),
            el('UUID', doc.original.uuid.toUpperCase()),
          ),
        )
      : '',
    group('InvoiceLines', ...lines),
    group(
      'TaxTotal',
      ...[...subTotals.entries()].sort(([a], [b]) => b - a).map(([bp, a]) => taxSubTotal(bp, a, vatApplicable)),
      el('TaxAmount', isdocAmount(total.vat)),
    ),
    monetaryTotal(total),
    paymentMeans(doc, total.withVat),
  ];
  const root: Node = [`<Invoice xmlns="${ISDOC_NAMESPACE}" version="${ISDOC_VERSION}">`, body, '</Invoice>'];
  return `<?xml version="1.0" encoding="UTF-8"?>\n${flatten(root, []).join('\n')}\n`;
}
