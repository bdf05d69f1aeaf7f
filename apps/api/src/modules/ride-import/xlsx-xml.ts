/**
 * A small XML tag scanner for the parts of an .xlsx the import reads (the workbook, its relationships, the
 * styles, the shared strings and one worksheet): SpreadsheetML as Excel, LibreOffice, Google Sheets and
 * exceljs write it. Element and attribute names are taken without their namespace prefix; comments,
 * processing instructions and the doctype are skipped; CDATA is text. Nothing is resolved or evaluated
 * (no entities beyond XML's five and character references, no external anything).
 */
export interface XmlHandler {
  /** An element starts (`empty`: it is `<x/>`, no close follows). `attrs` is the raw attribute text. */
  open(name: string, attrs: string, empty: boolean): void;
  close(name: string): void;
  /** Text (entities decoded) between tags, passed only while `capturing` is true. */
  text(text: string): void;
  capturing: boolean;
}

const TOKEN =
  /<(?:(\/)?(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/)?>|!--[\s\S]*?-->|\?[\s\S]*?\?>|!\[CDATA\[([\s\S]*?)\]\]>|![^>]*>)/g;
const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(lt|gt|amp|quot|apos));/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Unescapes XML's five entities and character references. */
export function xmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(ENTITY, (_, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (name !== undefined) return NAMED[name]!;
    const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Thrown for text that is no well-formed markup (a stray `<`). */
export class XmlMalformed extends Error {}

/** Walks `xml` tag by tag, calling `handler`; text is sliced and decoded only while it captures. */
export function scanXml(xml: string, handler: XmlHandler): void {
  TOKEN.lastIndex = 0;
  let textFrom = 0;
  for (let m = TOKEN.exec(xml); m !== null; m = TOKEN.exec(xml)) {
    if (handler.capturing && m.index > textFrom) {
      const raw = xml.slice(textFrom, m.index);
      if (raw.includes('<')) throw new XmlMalformed();
      handler.text(xmlText(raw));
    }
    textFrom = TOKEN.lastIndex;
    const name = m[2];
    if (name !== undefined) {
      if (m[1] === '/') handler.close(name);
      else handler.open(name, m[3] ?? '', m[4] === '/');
    } else if (m[5] !== undefined && handler.capturing) {
      handler.text(m[5]);
    }
  }
}

const ATTRIBUTE = /(?:[^\s=:]+:)?([^\s=:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

const isNameEnd = (code: number) => code === 32 || code === 9 || code === 10 || code === 13 || code === 58; // space, tab, LF, CR, ':'

/** One attribute's value (by its name without prefix), decoded; undefined when absent. */
export function attributeOf(attrs: string, name: string): string | undefined {
  // The usual `name="value"`, found without a regular expression (a cell's r, s and t are read for every cell).
  for (let at = attrs.indexOf(`${name}=`); at > 0; at = attrs.indexOf(`${name}=`, at + 1)) {
    const quote = attrs[at + name.length + 1];
    if (!isNameEnd(attrs.charCodeAt(at - 1)) || (quote !== '"' && quote !== "'")) continue;
    const end = attrs.indexOf(quote, at + name.length + 2);
    if (end > 0) return xmlText(attrs.slice(at + name.length + 2, end));
  }
  if (!attrs.includes(name)) return undefined;
  ATTRIBUTE.lastIndex = 0;
  for (let m = ATTRIBUTE.exec(attrs); m !== null; m = ATTRIBUTE.exec(attrs)) {
    if (m[1] === name) return xmlText(m[2] ?? m[3] ?? '');
  }
  return undefined;
}
