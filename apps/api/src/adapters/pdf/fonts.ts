import fs from 'node:fs';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/** The registered names of the two faces every PDF of the portal writes with. */
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

/**
 * DejaVu Sans has every Czech letter; the PDF standard fonts (Helvetica) have no ě, č, ř, ů. Read once, on
 * the first document.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export function dejaVuFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** pdfkit, imported on the first document rather than at start (a few hundred ms of loading, docs/performance.md). */
let pdfKit: typeof PDFDocument | undefined;
export async function loadPdfKit(): Promise<void> {
  pdfKit ??= (await import('pdfkit')).default;
}

/**
 * A new pdfkit document (after `loadPdfKit()`) with DejaVu Sans registered as `FONT.regular` and `FONT.bold` (and selected). No
 * standard font is ever loaded: Helvetica cannot write Czech. Pages are not buffered: each is written out
 * when the next one starts.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  if (!pdfKit) throw new Error('createPdfDocument before loadPdfKit()');
  const doc = new pdfKit({ ...options, font: null as unknown as string });
  const { regular, bold } = dejaVuFonts();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  doc.font(FONT.regular);
  return doc;
}

/** The bytes of a document once it ends (call `doc.end()` after drawing; the promise waits for it). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
  });
}
