import { pdfDocumentText, pdfDocumentTexts, type PdfDocumentTexts } from '../../locales/pdf-document.ts';
import type { BusinessDocumentInput, DocumentParty, DocumentTable, DocumentTotal } from './document-input.ts';
import { createPdfDocument, FONT, loadPdfKit, pdfBuffer } from './fonts.ts';

const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const ACCENT = '#1d3a6e';
const SHADE = '#f2f5f9';
const ZEBRA = '#f7f9fb';

const MARGIN = { top: 40, left: 42, right: 42 };
/** Content stops here; the footer lives below. */
const FOOTER_SPACE = 52;
const CELL_PAD = { x: 5, y: 3.5 };
const BODY_SIZE = 8.5;

/** pdfkit's opened image (its types leave `openImage` out): drawn as given, measured by its size. */
interface OpenedImage {
  width: number;
  height: number;
}
type WithOpenImage = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage };

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * Lays a document out in two passes over the same code: the first only measures (to learn the page count
 * for "Strana 1 z N"), the second draws. Pages are not kept in memory: pdfkit writes each one out when the
 * next begins, so 10,000 rows cost the rows and the output, not 250 pages of drawing state.
 */
class DocumentLayout {
  private y = MARGIN.top;
  private page = 1;
  private drawing = false;
  private pages = 1;
  private readonly left = MARGIN.left;
  private readonly width: number;
  private readonly bottom: number;
  private readonly texts: PdfDocumentTexts;
  private readonly logo: OpenedImage | null;
  /** Each table's row heights, measured once for both passes. */
  private readonly rowHeights: Float64Array[];

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly input: BusinessDocumentInput,
  ) {
    this.width = doc.page.width - MARGIN.left - MARGIN.right;
    this.bottom = doc.page.height - FOOTER_SPACE;
    this.texts = pdfDocumentTexts(input.lang);
    this.logo = this.openLogo();
    this.rowHeights = (input.tables ?? []).map((table) => this.measureRows(table));
  }

  private openLogo(): OpenedImage | null {
    const { logo } = this.input.supplier;
    if (!logo || logo.length === 0) return null;
    try {
      return (this.doc as WithOpenImage).openImage(logo);
    } catch {
      return null;
    }
  }

  /** Measures, then draws. */
  render(): void {
    this.flow();
    this.pages = this.page;
    this.page = 1;
    this.y = MARGIN.top;
    this.drawing = true;
    this.flow();
    this.footer();
  }

  private flow(): void {
    this.header();
    if (this.input.parties) this.parties(this.input.parties);
    (this.input.tables ?? []).forEach((table, i) => {
      this.table(table, this.rowHeights[i] ?? new Float64Array());
    });
    if (this.input.totals?.length) this.totals(this.input.totals);
    for (const note of this.input.notes ?? []) this.note(note);
  }

  // ---- pages ----

  /** Room for `height` below `y`, on a new page when it does not fit; answers whether a page began. */
  private room(height: number): boolean {
    if (this.y + height <= this.bottom) return false;
    if (this.drawing) {
      this.footer();
      this.doc.addPage();
    }
    this.page += 1;
    this.y = MARGIN.top;
    this.runningHead();
    return true;
  }

  /** On pages after the first: the title and the supplier, small, over a rule. */
  private runningHead(): void {
    const { doc, input } = this;
    if (this.drawing) {
      doc.font(FONT.bold).fontSize(8).fillColor(ACCENT);
      doc.text(joined(input.title, input.subtitle), this.left, this.y, { width: this.width * 0.6, lineBreak: false, ellipsis: true });
      doc.font(FONT.regular).fillColor(MUTED);
      doc.text(input.supplier.name, this.left + this.width * 0.6, this.y, { width: this.width * 0.4, align: 'right', lineBreak: false });
      this.rule(this.y + 14, RULE, 0.5);
    }
    this.y += 24;
  }

  private footer(): void {
    const { doc, input, texts } = this;
    const s = input.supplier;
    const y = doc.page.height - FOOTER_SPACE + 16;
    this.rule(y, RULE, 0.5);
    const text = input.footer ?? joined(s.name, s.companyId && `${texts.companyId} ${s.companyId}`, s.registration);
    const pageText = pdfDocumentText(input.lang, 'page', { page: this.page, pages: this.pages });
    doc.font(FONT.regular).fontSize(7).fillColor(MUTED);
    doc.text(text, this.left, y + 6, { width: this.width - 90, lineBreak: false, ellipsis: true });
    doc.text(pageText, this.left + this.width - 90, y + 6, { width: 90, align: 'right', lineBreak: false });
  }

  private rule(y: number, color: string, width: number, from = this.left, to = this.left + this.width): void {
    if (!this.drawing) return;
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  private fill(x: number, y: number, w: number, h: number, color: string): void {
    if (this.drawing) this.doc.rect(x, y, w, h).fill(color);
  }

  /** Text at (x, y) within `width`; answers its height. Measures only in the first pass. */
  private write(text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}): number {
    const height = this.doc.heightOfString(text, { width, ...options });
    if (this.drawing) this.doc.text(text, x, y, { width, ...options });
    return height;
  }

  // ---- blocks ----

  /** The supplier (logo, name, address, IČO/DIČ, bank) left; the title and the meta rows right. */
  private header(): void {
    const { doc, input, texts } = this;
    const s = input.supplier;
    const top = this.y;
    const leftWidth = this.width * 0.52;
    let y = top;
    if (this.logo) {
      const scale = Math.min(150 / this.logo.width, 54 / this.logo.height, 1);
      if (this.drawing)
        doc.image(this.logo as unknown as Buffer, this.left, y, { width: this.logo.width * scale, height: this.logo.height * scale });
      y += this.logo.height * scale + 8;
    }
    doc.font(FONT.bold).fontSize(12).fillColor(INK);
    y += this.write(s.name, this.left, y, leftWidth) + 2;
    doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(INK);
    const tax = s.vatPayer && s.taxId ? `${texts.taxId}: ${s.taxId}` : texts.notVatPayer;
    const lines = [
      s.street,
      `${s.zipCode} ${s.city}`,
      joined(s.companyId && `${texts.companyId}: ${s.companyId}`, tax),
      s.bankAccount ? `${texts.bankAccount}: ${s.bankAccount}` : null,
      s.iban ? joined(`${texts.iban}: ${s.iban.replace(/(.{4})(?=.)/g, '$1 ')}`, s.swift && `${texts.swift}: ${s.swift}`) : null,
      joined(s.phone && `${texts.phone} ${s.phone}`, s.email, s.web) || null,
    ];
    for (const line of lines) if (line) y += this.write(line, this.left, y, leftWidth) + 1;

    const rightX = this.left + leftWidth + 12;
    const rightWidth = this.width - leftWidth - 12;
    let ry = top;
    doc.font(FONT.bold).fontSize(17).fillColor(ACCENT);
    ry += this.write(input.title, rightX, ry, rightWidth, { align: 'right' });
    if (input.subtitle) {
      doc.font(FONT.bold).fontSize(11).fillColor(INK);
      ry += this.write(input.subtitle, rightX, ry + 2, rightWidth, { align: 'right' }) + 2;
    }
    ry += 8;
    const labelWidth = rightWidth * 0.42;
    for (const [label, value] of input.meta ?? []) {
      doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(MUTED);
      const lh = this.write(label, rightX, ry, labelWidth - 6);
      doc.font(FONT.bold).fontSize(BODY_SIZE).fillColor(INK);
      const vh = this.write(value, rightX + labelWidth, ry, rightWidth - labelWidth, { align: 'right' });
      ry += Math.max(lh, vh) + 3;
    }
    this.y = Math.max(y, ry) + 8;
    this.rule(this.y, ACCENT, 1.2);
    this.y += 14;
  }

  private partyHeight(party: DocumentParty, width: number): number {
    const { doc } = this;
    doc.font(FONT.bold).fontSize(10);
    let h = 16 + doc.heightOfString(party.name, { width }) + 2;
    doc.font(FONT.regular).fontSize(BODY_SIZE);
    for (const line of party.lines ?? []) h += doc.heightOfString(line, { width }) + 1;
    for (const [label, value] of party.rows ?? []) h += doc.heightOfString(`${label}: ${value}`, { width }) + 1;
    return h + 18;
  }

  private party(party: DocumentParty, x: number, width: number, height: number): void {
    const { doc } = this;
    const inner = width - 20;
    this.fill(x, this.y, width, height, SHADE);
    this.fill(x, this.y, 3, height, ACCENT);
    let y = this.y + 10;
    doc.font(FONT.bold).fontSize(7.5).fillColor(ACCENT);
    y += this.write(party.title.toUpperCase(), x + 12, y, inner, { characterSpacing: 0.6 }) + 4;
    doc.font(FONT.bold).fontSize(10).fillColor(INK);
    y += this.write(party.name, x + 12, y, inner) + 2;
    doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(INK);
    for (const line of party.lines ?? []) y += this.write(line, x + 12, y, inner) + 1;
    for (const [label, value] of party.rows ?? []) y += this.write(`${label}: ${value}`, x + 12, y, inner) + 1;
  }

  private parties([a, b]: readonly [DocumentParty, DocumentParty]): void {
    const gap = 14;
    const w = (this.width - gap) / 2;
    const height = Math.max(this.partyHeight(a, w - 20), this.partyHeight(b, w - 20));
    this.room(height);
    this.party(a, this.left, w, height);
    this.party(b, this.left + w + gap, w, height);
    this.y += height + 16;
  }

  // ---- tables ----

  private columnWidths(table: DocumentTable): number[] {
    const sum = table.columns.reduce((s, c) => s + c.width, 0) || 1;
    return table.columns.map((c) => (c.width / sum) * this.width);
  }

  /** A cell's height: one line when it fits its column (cheap), else as wrapped. */
  private cellHeight(text: string, width: number): number {
    const { doc } = this;
    if (doc.widthOfString(text) <= width) return doc.currentLineHeight(true);
    return doc.heightOfString(text, { width });
  }

  private measureRows(table: DocumentTable): Float64Array {
    const widths = this.columnWidths(table);
    this.doc.font(FONT.regular).fontSize(BODY_SIZE);
    const heights = new Float64Array(table.rows.length);
    table.rows.forEach((row, r) => {
      let h = 0;
      for (let c = 0; c < widths.length; c++) h = Math.max(h, this.cellHeight(row[c] ?? '', (widths[c] ?? 0) - 2 * CELL_PAD.x));
      heights[r] = h + 2 * CELL_PAD.y;
    });
    return heights;
  }

  private cells(row: readonly string[], table: DocumentTable, widths: number[], height: number): void {
    const { doc } = this;
    let x = this.left;
    table.columns.forEach((column, c) => {
      const w = widths[c] ?? 0;
      const text = row[c] ?? '';
      const inner = w - 2 * CELL_PAD.x;
      const align = column.align ?? 'left';
      if (doc.widthOfString(text) <= inner) {
        // One line: placed by hand, without pdfkit's line wrapper (10,000 rows stay fast).
        const tw = doc.widthOfString(text);
        const dx = align === 'right' ? inner - tw : align === 'center' ? (inner - tw) / 2 : 0;
        doc.text(text, x + CELL_PAD.x + dx, this.y + CELL_PAD.y, { lineBreak: false });
      } else {
        doc.text(text, x + CELL_PAD.x, this.y + CELL_PAD.y, { width: inner, align, height: height - CELL_PAD.y });
      }
      x += w;
    });
  }

  private tableHeader(table: DocumentTable, widths: number[]): void {
    const { doc } = this;
    doc.font(FONT.bold).fontSize(7.5);
    const height =
      Math.max(...table.columns.map((c, i) => this.cellHeight(c.header, (widths[i] ?? 0) - 2 * CELL_PAD.x))) + 2 * CELL_PAD.y + 1;
    this.fill(this.left, this.y, this.width, height, ACCENT);
    if (this.drawing) {
      doc.fillColor('#ffffff');
      this.cells(
        table.columns.map((c) => c.header),
        table,
        widths,
        height,
      );
    }
    this.y += height;
  }

  private table(table: DocumentTable, heights: Float64Array): void {
    const { doc } = this;
    const widths = this.columnWidths(table);
    const firstRow = heights[0] ?? 20;
    if (table.title) {
      this.room(18 + 20 + firstRow);
      doc.font(FONT.bold).fontSize(10).fillColor(ACCENT);
      this.y += this.write(table.title, this.left, this.y, this.width) + 5;
    } else {
      this.room(20 + firstRow);
    }
    this.tableHeader(table, widths);
    if (table.rows.length === 0 && table.emptyText) {
      doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(MUTED);
      this.y += this.write(table.emptyText, this.left + CELL_PAD.x, this.y + CELL_PAD.y, this.width) + 2 * CELL_PAD.y;
    }
    for (let r = 0; r < table.rows.length; r++) {
      const height = heights[r] ?? 0;
      if (this.room(height)) this.tableHeader(table, widths);
      if (this.drawing) {
        if (r % 2 === 1) this.fill(this.left, this.y, this.width, height, ZEBRA);
        doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor(INK);
        this.cells(table.rows[r] ?? [], table, widths, height);
      }
      this.y += height;
    }
    this.rule(this.y, RULE, 0.5);
    this.y += 14;
  }

  // ---- totals and notes ----

  private totals(totals: readonly DocumentTotal[]): void {
    const { doc } = this;
    const width = Math.min(280, this.width * 0.5);
    const x = this.left + this.width - width;
    const heightOf = (t: DocumentTotal) => (t.strong ? 26 : 16);
    this.room(totals.reduce((h, t) => h + heightOf(t), 0));
    for (const t of totals) {
      const h = heightOf(t);
      if (t.strong) this.fill(x, this.y, width, h, ACCENT);
      doc
        .font(t.strong ? FONT.bold : FONT.regular)
        .fontSize(t.strong ? 11 : 9)
        .fillColor(t.strong ? '#ffffff' : MUTED);
      const ty = this.y + (h - doc.currentLineHeight()) / 2;
      this.write(t.label, x + 8, ty, width * 0.5 - 8, { lineBreak: false });
      if (!t.strong) doc.fillColor(INK);
      this.write(t.value, x + width * 0.5, ty, width * 0.5 - 8, { align: 'right', lineBreak: false });
      if (!t.strong) this.rule(this.y + h, RULE, 0.4, x, x + width);
      this.y += h;
    }
    this.y += 14;
  }

  private note(text: string): void {
    const { doc } = this;
    doc.font(FONT.regular).fontSize(BODY_SIZE);
    this.room(doc.heightOfString(text, { width: this.width }));
    doc.fillColor(INK);
    this.y += this.write(text, this.left, this.y, this.width) + 6;
  }
}

/**
 * An A4 business document as a pdfkit stream, already drawn and ended: pipe it (or `reply.send` it).
 * Czech letters are written with DejaVu Sans. After `loadPdfKit()`.
 */
export function businessDocumentStream(input: BusinessDocumentInput): PDFKit.PDFDocument {
  const doc = createPdfDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 20, left: MARGIN.left, right: MARGIN.right },
    lang: input.lang === 'cs' ? 'cs-CZ' : 'en-GB',
    info: { Title: joined(input.title, input.subtitle), Author: input.supplier.name, Subject: input.subject ?? input.title },
  });
  // Drawn after the caller attaches its reader: `pdfBuffer` below, or a pipe in the same tick.
  queueMicrotask(() => {
    try {
      new DocumentLayout(doc, input).render();
      doc.end();
    } catch (error) {
      doc.emit('error', error);
    }
  });
  return doc;
}

/** An A4 business document (see `BusinessDocumentInput`) as PDF bytes. */
export async function renderBusinessDocument(input: BusinessDocumentInput): Promise<Buffer> {
  await loadPdfKit();
  return pdfBuffer(businessDocumentStream(input));
}
