import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@vozka/domain';
import type { BusinessDocumentInput } from './document-input.ts';
import { renderBusinessDocument } from './document.ts';
import { formatCzk, formatDate, formatMoney, formatPercent, formatPragueDateTime } from './format.ts';
import { partyOf } from './parties.ts';
import { HAS_PDFTOTEXT, pdfPageCount, pdfPreview, pdfText, testLogo } from './test-support.ts';

const STREETS = ['Náměstí Míru 15, Praha 2', 'Letiště Václava Havla, Praha 6', 'Žižkovo náměstí 3, Tábor', 'Husova 12, Říčany'];

/** A driver's statement of `count` rides: what a report or an invoice gives the kit. */
function statement(count: number, overrides: Partial<BusinessDocumentInput> = {}): BusinessDocumentInput {
  const rows = Array.from({ length: count }, (_, i) => {
    const halere = 25_000 + i * 1_337;
    return [
      String(1000 + i),
      formatDate(`2026-10-${String((i % 28) + 1).padStart(2, '0')}`, 'cs'),
      `${STREETS[i % STREETS.length]!} → ${STREETS[(i + 1) % STREETS.length]!}`,
      i % 3 === 0 ? 'hotově řidiči' : 'fakturou',
      formatMoney(halere, 'cs'),
      formatMoney(Math.ceil(halere * 1.21), 'cs'),
    ];
  });
  return {
    lang: 'cs',
    title: 'Vyúčtování řidiče',
    subtitle: 'č. 2026-0042',
    supplier: {
      ...DEFAULT_COMPANY,
      registration: 'Zapsaná v obchodním rejstříku u Městského soudu v Praze, oddíl C, vložka 123456',
      logo: testLogo(),
    },
    meta: [
      ['Datum vystavení', formatDate('2026-11-02', 'cs')],
      ['Období', `${formatDate('2026-10-01', 'cs')} – ${formatDate('2026-10-31', 'cs')}`],
      ['Variabilní symbol', '20260042'],
    ],
    parties: [
      partyOf('Dodavatel', DEFAULT_COMPANY, 'cs'),
      partyOf(
        'Řidič',
        {
          name: 'David Řidič',
          street: 'Ječná 1234/5',
          zipCode: '120 00',
          city: 'Praha 2',
          companyId: '87654321',
          vatPayer: false,
          email: 'driver@demo.vozka.cz',
        },
        'cs',
      ),
    ],
    tables: [
      {
        columns: [
          { header: 'Jízda', width: 0.6 },
          { header: 'Datum', width: 1.1 },
          { header: 'Trasa', width: 3.4 },
          { header: 'Platba', width: 1.1 },
          { header: 'Bez DPH', width: 1.1, align: 'right' },
          { header: 'S DPH', width: 1.1, align: 'right' },
        ],
        rows,
      },
      {
        title: 'Rekapitulace DPH',
        columns: [
          { header: 'Sazba', width: 1 },
          { header: 'Základ', width: 1, align: 'right' },
          { header: 'DPH', width: 1, align: 'right' },
          { header: 'Celkem', width: 1, align: 'right' },
        ],
        rows: [[formatPercent(21, 'cs'), formatMoney(123_456_78, 'cs'), formatMoney(25_925_93, 'cs'), formatMoney(149_382_71, 'cs')]],
      },
    ],
    totals: [
      { label: 'Celkem bez DPH', value: formatMoney(123_456_78, 'cs') },
      { label: 'DPH 21 %', value: formatMoney(25_925_93, 'cs') },
      { label: 'Celkem k úhradě', value: formatMoney(149_382_71, 'cs'), strong: true },
    ],
    notes: ['Částku uhraďte převodem na účet dodavatele s uvedeným variabilním symbolem. Děkujeme za spolupráci.'],
    ...overrides,
  };
}

describe('formatting for documents', () => {
  it('writes money with haléře, plain spaces, cs and en', () => {
    expect(formatMoney(123_450, 'cs')).toBe('1 234,50 Kč');
    expect(formatMoney(123_400, 'cs')).toBe('1 234,00 Kč');
    expect(formatMoney(123_450, 'en')).toBe('1,234.50 Kč');
    expect(formatMoney(0, 'cs')).toBe('0,00 Kč');
    expect(formatCzk(125_000, 'cs')).toBe('1 250 Kč');
    expect(formatCzk(125_050, 'cs')).toBe('1 250,50 Kč');
    expect(formatPercent(21, 'cs')).toBe('21 %');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });

  it('writes Prague dates: calendar days as given, instants in Prague', () => {
    expect(formatDate('2026-04-12', 'cs')).toBe('12. 4. 2026');
    expect(formatDate('2026-04-12', 'en')).toBe('12 Apr 2026');
    // 23:30 UTC on 31 Oct is 1 Nov in Prague (00:30 CET).
    expect(formatDate(new Date('2026-10-31T23:30:00Z'), 'cs')).toBe('1. 11. 2026');
    expect(formatPragueDateTime('2026-07-15T12:05:00Z', 'cs')).toBe('15. 7. 2026 14:05');
    expect(formatPragueDateTime('2026-07-15T12:05:00Z', 'en')).toBe('15 Jul 2026, 14:05');
  });
});

describe('renderBusinessDocument', () => {
  it('prints a few hundred rows over pages with the header repeated, totals, Czech letters and page numbers', async () => {
    const pdf = await renderBusinessDocument(statement(300));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (!HAS_PDFTOTEXT) {
      console.warn('pdftotext (poppler-utils) is missing: the document text is not checked');
      return;
    }
    pdfPreview(pdf, 'business-document');
    const pages = pdfPageCount(pdf)!;
    expect(pages).toBeGreaterThan(3);
    const text = pdfText(pdf)!;
    for (const word of [
      'Vyúčtování řidiče',
      'č. 2026-0042',
      'Vozka s.r.o.',
      'Václavské náměstí 1',
      'IČO: 12345678',
      'DIČ: CZ12345678',
      `IBAN: ${(DEFAULT_COMPANY.iban ?? '').replace(/(.{4})(?=.)/g, '$1 ')}`,
      'DODAVATEL',
      'David Řidič',
      'Letiště Václava Havla, Praha 6',
      'Žižkovo náměstí 3, Tábor',
      'Rekapitulace DPH',
      'Celkem k úhradě',
      '149 382,71 Kč',
      'Děkujeme za spolupráci.',
      `Strana 1 z ${pages}`,
      `Strana ${pages} z ${pages}`,
    ])
      expect(text).toContain(word);
    // Every ride is there once, and every page repeats the table's header.
    for (const ride of [1000, 1150, 1299]) expect(text.match(new RegExp(`\\b${ride}\\b`, 'g'))?.length).toBe(1);
    expect(text.match(/Bez DPH/g)?.length).toBeGreaterThanOrEqual(pages - 1);
  });

  it('says "Neplátce DPH" for a company that is not a VAT payer, in English too, and survives a broken logo', async () => {
    const supplier = { ...DEFAULT_COMPANY, vatPayer: false, taxId: null, logo: Buffer.from('not an image') };
    const cs = await renderBusinessDocument(statement(2, { supplier }));
    const en = await renderBusinessDocument(statement(0, { lang: 'en', supplier, title: 'Driver statement' }));
    if (!HAS_PDFTOTEXT) return;
    const csText = pdfText(cs)!;
    expect(csText).toContain('IČO: 12345678 · Neplátce DPH');
    expect(csText).toContain('DPH: Neplátce DPH');
    const text = pdfText(en)!;
    expect(text).toContain('Company ID: 12345678 · Not a VAT payer');
    expect(text).toContain('Page 1 of 1');
  });

  it('makes 10,000 rows without keeping the pages in memory', async () => {
    const before = process.memoryUsage().heapUsed;
    const started = Date.now();
    const pdf = await renderBusinessDocument(statement(10_000));
    const grownMb = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
    console.info(
      `10,000 rows: ${(pdf.length / 1024 / 1024).toFixed(1)} MB PDF in ${Date.now() - started} ms, heap +${grownMb.toFixed(0)} MB`,
    );
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    if (HAS_PDFTOTEXT) expect(pdfPageCount(pdf)).toBeGreaterThan(200);
  }, 120_000);
});
