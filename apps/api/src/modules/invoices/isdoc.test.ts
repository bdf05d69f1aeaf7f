import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billedAmount, DEFAULT_COMPANY } from '@vozka/domain';
import { escapeXml, isdocAmount, renderIsdoc, splitAccount, splitStreet, type IsdocDocument, type IsdocParty } from './isdoc.ts';
import { schemaTestsRun, validateIsdoc } from './isdoc-xmllint.ts';

const { name, street, city, zipCode, country, companyId, taxId } = DEFAULT_COMPANY;
const SUPPLIER: IsdocParty = { name, street, city, zipCode, country, companyId, taxId, email: 'fakturace@vozka.cz' };
const COMPANY_CUSTOMER: IsdocParty = {
  name: 'Kovář & syn <s.r.o.>',
  street: 'Na Příkopě 12/34a',
  city: 'Brno',
  zipCode: '602 00',
  country: 'CZ',
  companyId: '87654321',
  taxId: 'CZ87654321',
};
const PERSON: IsdocParty = {
  name: 'Žofie "Žofka" Ďáblová',
  street: 'U Zvonařky',
  city: 'Praha 2',
  zipCode: '120 00',
  country: 'SK',
  companyId: null,
  taxId: null,
};

/** A VAT payer's invoice for two rides at 21 % and one at 12 %: amounts in haléře, VAT rounded up. */
function invoice(overrides: Partial<IsdocDocument> = {}): IsdocDocument {
  return {
    kind: 'INVOICE',
    number: '20260007',
    uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
    issueDate: '2026-11-26',
    taxableDate: '2026-11-25',
    dueDate: '2026-12-10',
    vatApplicable: true,
    totalWithoutVat: 250_050,
    totalVat: 51_611,
    totalWithVat: 301_661,
    paymentMethod: 'BANK_TRANSFER',
    variableSymbol: '20260007',
    bankAccount: '19-2900000000/2010',
    iban: 'CZ6520100000002900000000',
    bic: 'FIOBCZPP',
    note: 'Jízdy 1.–25. 11. 2026 — "letiště" & zpět',
    supplier: SUPPLIER,
    customer: COMPANY_CUSTOMER,
    lines: [
      {
        description: 'Jízda 12. 11. 2026: Letiště → Václavské nám. & <zpět>',
        quantity: 1,
        vatPercent: 21,
        priceWithoutVat: 99_000,
        vat: 20_790,
        priceWithVat: 119_790,
      },
      {
        description: 'Jízda 20. 11. 2026: Brno → Praha',
        quantity: 1,
        vatPercent: 21,
        priceWithoutVat: 141_050,
        vat: 29_621,
        priceWithVat: 170_671,
      },
      { description: 'Čekání', quantity: 3, vatPercent: 12, priceWithoutVat: 10_000, vat: 1_200, priceWithVat: 11_200 },
    ],
    original: null,
    ...overrides,
  };
}

const creditNote = (): IsdocDocument => ({
  ...invoice(),
  kind: 'CREDIT_NOTE',
  number: 'D20260001',
  uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  issueDate: '2026-11-28',
  taxableDate: '2026-11-28',
  // Stored negated: ISDOC states a credit note's amounts as positive numbers.
  totalWithoutVat: -250_050,
  totalVat: -51_611,
  totalWithVat: -301_661,
  lines: invoice().lines.map((l) => ({ ...l, priceWithoutVat: -l.priceWithoutVat, vat: -l.vat, priceWithVat: -l.priceWithVat })),
  original: { number: '20260007', uuid: '0f8fad5b-d9cb-469f-a165-70867728950e', issueDate: '2026-11-26' },
});

const nonPayer = (): IsdocDocument =>
  invoice({
    vatApplicable: false,
    supplier: { ...SUPPLIER, taxId: null },
    totalWithoutVat: 99_000,
    totalVat: 0,
    totalWithVat: 99_000,
    lines: [{ description: 'Jízda', quantity: 1, vatPercent: 0, priceWithoutVat: 99_000, vat: 0, priceWithVat: 99_000 }],
  });

/** The text of the first `<name>` (or every one) in the document; the tests read a few values back. */
const values = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((m) => m[1] ?? '');
const value = (xml: string, name: string): string | undefined => values(xml, name)[0];

describe('ISDOC helpers', () => {
  it('writes haléře as decimals with 2 places from the integers', () => {
    expect(isdocAmount(0)).toBe('0.00');
    expect(isdocAmount(5)).toBe('0.05');
    expect(isdocAmount(-5)).toBe('-0.05');
    expect(isdocAmount(119_790)).toBe('1197.90');
    expect(isdocAmount(100_000_000_07)).toBe('100000000.07');
    expect(() => isdocAmount(0.5)).toThrow(RangeError);
  });

  it('escapes the markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`Kovář & syn <s.r.o.> "a" 'b'`)).toBe('Kovář &amp; syn &lt;s.r.o.&gt; &quot;a&quot; &apos;b&apos;');
    expect(escapeXml('a\u0000b\u0007c\td\u001Fe')).toBe('abc\tde');
  });

  it('splits a street from its building number and an account from its bank code', () => {
    expect(splitStreet('Václavské náměstí 1')).toEqual({ streetName: 'Václavské náměstí', buildingNumber: '1' });
    expect(splitStreet('Na Příkopě 12/34a')).toEqual({ streetName: 'Na Příkopě', buildingNumber: '12/34a' });
    expect(splitStreet('U Zvonařky')).toEqual({ streetName: 'U Zvonařky', buildingNumber: '' });
    expect(splitAccount('19-2900000000/2010')).toEqual({ id: '19-2900000000', bankCode: '2010' });
    expect(splitAccount(null)).toEqual({ id: '', bankCode: '' });
  });
});

describe('renderIsdoc', () => {
  it('renders a VAT payer invoice: document type 1, parties, lines, a tax subtotal per rate, payment', () => {
    const xml = renderIsdoc(invoice());
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">')).toBe(
      true,
    );
    expect(value(xml, 'DocumentType')).toBe('1');
    expect(value(xml, 'ID')).toBe('20260007');
    expect(value(xml, 'UUID')).toBe('0F8FAD5B-D9CB-469F-A165-70867728950E');
    expect(value(xml, 'VATApplicable')).toBe('true');
    expect(xml).toContain('<Name>Kovář &amp; syn &lt;s.r.o.&gt;</Name>');
    expect(xml).toContain('<PartyTaxScheme>\n<CompanyID>CZ87654321</CompanyID>\n<TaxScheme>VAT</TaxScheme>');
    expect(values(xml, 'LineExtensionAmount')).toEqual(['990.00', '1410.50', '100.00']);
    expect(values(xml, 'UnitPrice')).toEqual(['990.00', '1410.50', '33.3333']);
    expect(values(xml, 'TaxableAmount')).toEqual(['2400.50', '100.00']);
    expect(values(xml, 'TaxAmount')).toEqual(['504.11', '12.00', '516.11']);
    expect(value(xml, 'PayableAmount')).toBe('3016.61');
    expect(value(xml, 'PaymentMeansCode')).toBe('42');
    expect(value(xml, 'VariableSymbol')).toBe('20260007');
    expect(value(xml, 'BankCode')).toBe('2010');
    expect(value(xml, 'IBAN')).toBe('CZ6520100000002900000000');
    expect(xml).not.toContain('OriginalDocumentReference');
  });

  it('renders a credit note: document type 2, positive amounts, a reference to the cancelled invoice', () => {
    const xml = renderIsdoc(creditNote());
    expect(value(xml, 'DocumentType')).toBe('2');
    expect(xml).toContain(
      '<OriginalDocumentReference>\n<ID>20260007</ID>\n<IssueDate>2026-11-26</IssueDate>\n<UUID>0F8FAD5B-D9CB-469F-A165-70867728950E</UUID>',
    );
    expect(value(xml, 'PayableAmount')).toBe('3016.61');
    expect(xml).not.toMatch(/>-\d/);
  });

  it('renders a supplier that is not a VAT payer: VATApplicable false, rate 0, no tax', () => {
    const xml = renderIsdoc(nonPayer());
    expect(values(xml, 'VATApplicable')).toEqual(['false', 'false', 'false']);
    expect(values(xml, 'Percent')).toEqual(['0', '0']);
    expect(values(xml, 'TaxAmount')).toEqual(['0.00', '0.00']);
    // The supplier has no DIČ: no PartyTaxScheme for it; the customer keeps its own.
    expect(values(xml, 'CompanyID')).toEqual(['CZ87654321']);
  });

  it('renders a person as the customer: no IČO, no DIČ, a foreign country', () => {
    const xml = renderIsdoc(invoice({ customer: PERSON, paymentMethod: 'CASH' }));
    expect(xml).toContain(
      '<PartyIdentification>\n<ID></ID>\n</PartyIdentification>\n<PartyName>\n<Name>Žofie &quot;Žofka&quot; Ďáblová</Name>',
    );
    expect(values(xml, 'CompanyID')).toEqual(['CZ12345678']);
    expect(values(xml, 'IdentificationCode')).toEqual(['CZ', 'SK']);
    expect(value(xml, 'PaymentMeansCode')).toBe('10');
    expect(xml).not.toContain('<Details>');
  });

  it('refuses a document without lines (ISDOC requires one)', () => {
    expect(() => renderIsdoc(invoice({ lines: [] }))).toThrow(RangeError);
  });
});

describe.runIf(schemaTestsRun())('renderIsdoc against the ISDOC 6.0.2 schema (xmllint)', () => {
  const cases: [string, IsdocDocument][] = [
    ['a VAT payer invoice', invoice()],
    ['a credit note', creditNote()],
    ['a supplier that is not a VAT payer', nonPayer()],
    ['a person as the customer, paid in cash', invoice({ customer: PERSON, paymentMethod: 'CASH' })],
    [
      'a card payment without a note or a bank account',
      invoice({ paymentMethod: 'CARD', note: null, bankAccount: null, iban: null, bic: null }),
    ],
    ['a transfer without a bank account', invoice({ bankAccount: null, iban: null, bic: null, variableSymbol: '' })],
    [
      'names with diacritics, markup characters and control characters',
      invoice({
        supplier: { ...SUPPLIER, name: 'Přepravní služby „Čáp“ & spol. <v.o.s.>\u0001' },
        customer: { ...COMPANY_CUSTOMER, name: `Kovář & syn <s.r.o.> ]]> 'x'`, city: 'Ústí nad Labem' },
      }),
    ],
  ];
  it.each(cases)('%s is valid', (_name, doc) => {
    const result = validateIsdoc(renderIsdoc(doc));
    expect(result.messages).toContain('validates');
    expect(result.valid, result.messages).toBe(true);
  });

  it('a document the schema refuses is reported invalid (the check can fail)', () => {
    const broken = renderIsdoc(invoice()).replace('<DocumentType>1</DocumentType>', '<DocumentType>9</DocumentType>');
    expect(validateIsdoc(broken).valid).toBe(false);
  });
});

describe('renderIsdoc for random documents (property)', () => {
  const halere = (decimal: string): number => Number(decimal.replace('.', ''));
  const lineArb = fc.record({
    price: fc.integer({ min: 0, max: 10_000_000_00 }),
    rate: fc.constantFrom(0, 12, 21),
    quantity: fc.integer({ min: 1, max: 5 }),
  });
  const validates = schemaTestsRun();

  it('writes every amount with 2 places, sums per rate and in total to the lines, and stays valid', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.boolean(), (raw, vatApplicable, credit) => {
        const lines = raw.map((l, i) => ({
          description: `Jízda ${i} & <zpět>`,
          quantity: l.quantity,
          vatPercent: l.rate,
          ...billedAmount(l.price, vatApplicable ? l.rate : 0),
        }));
        const sum = (pick: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + pick(l), 0);
        const doc = invoice({
          kind: credit ? 'CREDIT_NOTE' : 'INVOICE',
          original: credit ? invoice().original : null,
          vatApplicable,
          lines,
          totalWithoutVat: sum((l) => l.priceWithoutVat),
          totalVat: sum((l) => l.vat),
          totalWithVat: sum((l) => l.priceWithVat),
        });
        const xml = renderIsdoc(doc);
        for (const name of ['LineExtensionAmount', 'TaxableAmount', 'TaxAmount', 'TaxInclusiveAmount', 'PayableAmount']) {
          for (const v of values(xml, name)) expect(v).toMatch(/^\d+\.\d{2}$/);
        }
        const subTotals = values(xml, 'TaxableAmount').map(halere);
        expect(subTotals.reduce((a, b) => a + b, 0)).toBe(doc.totalWithoutVat);
        const taxes = values(xml, 'TaxAmount').map(halere);
        expect(taxes.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(taxes.at(-1));
        expect(halere(value(xml, 'PayableAmount') ?? '')).toBe(doc.totalWithVat);
        if (!vatApplicable) expect(taxes.every((t) => t === 0)).toBe(true);
        if (validates) {
          const result = validateIsdoc(xml);
          expect(result.valid, result.messages).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
