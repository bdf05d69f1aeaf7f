import { type Language, type TContract as Contract } from '@vozka/domain';
import { createPdfDocument, loadPdfKit, pdfBuffer } from '../../adapters/pdf/fonts.ts';
import { formatPragueDateTime } from '../../adapters/pdf/format.ts';
import { contractText, contractTexts, type ContractTexts } from '../../locales/contract.ts';
import { contractSections, type Row } from './contract-sections.ts';

// The e-mails and reminders print times as the contract does.
export { formatPragueDateTime };

const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const ACCENT = '#1d3a6e';

/** Lays the contract out on an A4 page (two columns for the parties, full width for the ride). */
class ContractLayout {
  private readonly left: number;
  private readonly width: number;
  /** A section's title with its rule. */
  private readonly titleHeight = 26;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly texts: ContractTexts,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  get columnWidth() {
    return (this.width - 24) / 2;
  }

  header(title: string, subtitle: string) {
    const { doc } = this;
    doc.font('DejaVuSans-Bold').fontSize(18).fillColor(ACCENT).text(title, this.left, doc.page.margins.top, { width: this.width });
    doc.moveDown(0.2).font('DejaVuSans').fontSize(9).fillColor(MUTED).text(subtitle, { width: this.width });
    const y = doc.y + 8;
    this.rule(this.left, y, this.width, 1.2, ACCENT);
    return y + 14;
  }

  /** A horizontal line `width` long from (x, y). */
  private rule(x: number, y: number, width: number, lineWidth: number, color: string) {
    this.doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  private get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** `y`, or the top of a new page when `height` does not fit below it. */
  private room(y: number, height: number): number {
    if (y + height <= this.bottom) return y;
    this.doc.addPage();
    return this.doc.page.margins.top;
  }

  private rowHeight(width: number, [label, value]: Row): number {
    const { doc } = this;
    const labelWidth = Math.min(150, width * 0.34);
    doc.font('DejaVuSans').fontSize(8.5);
    const labelHeight = doc.heightOfString(label, { width: labelWidth });
    doc.fontSize(9.5);
    return Math.max(labelHeight, doc.heightOfString(value ?? this.texts.none, { width: width - labelWidth - 6 })) + 4;
  }

  private sectionHeight(width: number, rows: Row[] | null): number {
    if (rows === null) return this.titleHeight + 28;
    return this.titleHeight + rows.reduce((sum, row) => sum + this.rowHeight(width, row), 0) + 12;
  }

  /**
   * One section at (x, y) `width` wide; answers the y below it. Null rows: the party is not known yet. A
   * section longer than the page (a route of many stops) goes on on the next page, row by row.
   */
  private section(x: number, y: number, width: number, title: string, rows: Row[] | null): number {
    const { doc } = this;
    doc
      .font('DejaVuSans-Bold')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(title.toUpperCase(), x, y, { width, characterSpacing: 0.4, lineBreak: false });
    let top = y + this.titleHeight - 8;
    this.rule(x, top, width, 0.5, RULE);
    top += 8;
    if (rows === null) {
      doc.font('DejaVuSans').fontSize(9.5).fillColor(MUTED).text(this.texts.noParty, x, top, { width });
      return y + this.sectionHeight(width, null);
    }
    const labelWidth = Math.min(150, width * 0.34);
    const valueWidth = width - labelWidth - 6;
    for (const row of rows) {
      const height = this.rowHeight(width, row);
      top = this.room(top, height);
      const [label, value] = row;
      doc
        .font('DejaVuSans')
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(label, x, top + 1, { width: labelWidth });
      doc
        .font('DejaVuSans')
        .fontSize(9.5)
        .fillColor(value === null ? MUTED : INK)
        .text(value ?? this.texts.none, x + labelWidth + 6, top, { width: valueWidth });
      top += height;
    }
    return top + 12;
  }

  /** Two sections side by side (on a new page when they do not fit); answers the y below the taller one. */
  pair(y: number, a: [string, Row[] | null], b: [string, Row[] | null]): number {
    const w = this.columnWidth;
    y = this.room(y, Math.max(this.sectionHeight(w, a[1]), this.sectionHeight(w, b[1])));
    return Math.max(this.section(this.left, y, w, ...a), this.section(this.left + w + 24, y, w, ...b));
  }

  /** A full-width section: its title and first rows start on a new page when they do not fit. */
  full(y: number, title: string, rows: Row[]): number {
    const first = rows.slice(0, 2).reduce((sum, row) => sum + this.rowHeight(this.width, row), this.titleHeight);
    return this.section(this.left, this.room(y, first), this.width, title, rows);
  }

  footer(y: number, text: string) {
    const { doc } = this;
    y = this.room(y, 24);
    this.rule(this.left, y, this.width, 0.5, RULE);
    doc
      .font('DejaVuSans')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, this.left, y + 6, { width: this.width });
  }
}

/** The contract as an A4 PDF (one page unless the route is very long) in `lang`, Czech letters included (spec §2 my-drive). */
export async function renderContractPdf(contract: Contract, lang: Language, now: Date = new Date()): Promise<Buffer> {
  const texts = contractTexts(lang);
  const { ride, intermediary } = contract;
  await loadPdfKit();
  const doc = createPdfDocument({
    size: 'A4',
    margins: { top: 48, bottom: 40, left: 48, right: 48 },
    lang: lang === 'cs' ? 'cs-CZ' : 'en-GB',
    info: { Title: `${texts.title} – ${ride.id}`, Author: intermediary.name, Subject: contractText(lang, 'subtitle', { id: ride.id }) },
  });
  const done = pdfBuffer(doc);

  const sections = contractSections(contract, texts, lang);
  const layout = new ContractLayout(doc, texts);
  let y = layout.header(texts.title, contractText(lang, 'subtitle', { id: ride.id }));
  y = layout.pair(y, [texts.sections.customer, sections.customer], [texts.sections.passenger, sections.passenger]);
  y = layout.full(y, texts.sections.ride, sections.ride);
  y = layout.pair(y, [texts.sections.carrier, sections.carrier], [texts.sections.vehicle, sections.vehicle]);
  y = layout.full(y, texts.sections.intermediary, sections.intermediary);
  layout.footer(y - 4, `${contractText(lang, 'generated', { at: formatPragueDateTime(now.toISOString(), lang) })} · ${texts.timesNote}`);
  doc.end();
  return done;
}
