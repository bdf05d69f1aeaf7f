/**
 * The blog's HTML allow-list (docs/decisions/0027): an article's text keeps paragraphs, line breaks, bold,
 * italics, lists and links, and nothing else. The input is read token by token and the output is written
 * anew — only the allowed tags, built here, with escaped text — so whatever the tokenizer does not
 * recognise ends up as visible text, never as markup. Links keep only an http, https or mailto address
 * and always open in a new tab with rel="noopener noreferrer". `<b>`/`<i>` become `<strong>`/`<em>`;
 * headings, divs and quotes become paragraphs; script, style and the like are dropped with their content.
 * Plain text works too: a blank line starts a paragraph, a line break is `<br>`. Idempotent.
 */

type Tag = 'p' | 'ul' | 'ol' | 'li' | 'strong' | 'em' | 'a';
/** Input tags read as one of the allowed ones. */
const ALIASES: Readonly<Record<string, Tag | 'br'>> = {
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  a: 'a',
  br: 'br',
  div: 'p',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
  blockquote: 'p',
  pre: 'p',
  section: 'p',
  article: 'p',
};
/** Dropped together with everything up to their end tag. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'head',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
]);
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references a browser would (the common named ones and all numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A link's address when it is a valid http, https or mailto URL (normalised), otherwise null. */
export function safeLinkHref(raw: string): string | null {
  // Browsers ignore control characters and spaces in a URL's scheme ("java\tscript:"): so do we, before deciding.
  // eslint-disable-next-line no-control-regex -- exactly the control characters are meant
  const cleaned = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!/^(https?|mailto):/i.test(cleaned)) return null;
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== 'mailto:' && !url.hostname) return null;
  return url.href;
}

// Sticky patterns, matched where the reader stands (no copies of the rest of the input).
const ATTR_NAME = /[^\s/>][^\s/>=]*/y;
const UNQUOTED = /[^\s>]*/y;
const END_TAG = /<\/([a-z][a-z0-9-]*)[^>]*>/iy;
const START_TAG = /<([a-z][a-z0-9-]*)/iy;

/** Reads the attributes of a start tag from `at`; answers them and where the tag ends (after `>`), or null when it never ends. */
function readAttributes(html: string, at: number): { attrs: Map<string, string>; end: number } | null {
  const attrs = new Map<string, string>();
  let i = at;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '>') return { attrs, end: i + 1 };
    if (/[\s/]/.test(ch)) {
      i += 1;
      continue;
    }
    ATTR_NAME.lastIndex = i;
    const name = ATTR_NAME.exec(html)![0];
    i += name.length;
    while (i < html.length && /\s/.test(html[i]!)) i += 1;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      while (i < html.length && /\s/.test(html[i]!)) i += 1;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return null;
        value = html.slice(i + 1, close);
        i = close + 1;
      } else {
        UNQUOTED.lastIndex = i;
        value = UNQUOTED.exec(html)![0];
        i += value.length;
      }
    }
    const key = name.toLowerCase();
    if (!attrs.has(key)) attrs.set(key, value);
  }
  return null;
}

interface Open {
  tag: Tag;
  /** A paragraph or list item the sanitizer opened itself (loose text at the top, text in a list). */
  implicit: boolean;
  /** Where its start tag begins in the output: an element that closes without any text is cut out. */
  at: number;
  /** Some text other than white space was written inside it. */
  content: boolean;
}

/** Deeper nesting is not opened (its text stays): no article needs it, and it keeps the work linear. */
const MAX_DEPTH = 16;

class Writer {
  out = '';
  stack: Open[] = [];
  /** A line break seen in loose text, written only when more of the same paragraph follows. */
  pendingBreak = false;

  private top(): Open | undefined {
    return this.stack[this.stack.length - 1];
  }

  has(tag: Tag): boolean {
    return this.stack.some((o) => o.tag === tag);
  }

  open(tag: Tag, implicit = false, href?: string): void {
    if (this.stack.length >= MAX_DEPTH) return;
    this.flushBreak();
    const at = this.out.length;
    this.out += tag === 'a' ? `<a href="${escapeHtml(href!)}" target="_blank" rel="noopener noreferrer">` : `<${tag}>`;
    this.stack.push({ tag, implicit, at, content: false });
  }

  /** Closes the innermost element; one without text (an empty <p>, <b></b>, a list of empty items) is left out. */
  pop(): void {
    const closed = this.stack.pop();
    if (!closed) return;
    this.pendingBreak = false;
    if (closed.content) this.out += `</${closed.tag}>`;
    else this.out = this.out.slice(0, closed.at);
  }

  /** Escaped text into the innermost element. */
  private write(text: string): void {
    this.out += escapeHtml(text);
    if (/\S/.test(text)) for (const open of this.stack) open.content = true;
  }

  closeAll(): void {
    while (this.stack.length) this.pop();
  }

  /** Closes elements until `tag` is closed (it is open). */
  closeThrough(tag: Tag): void {
    while (this.stack.length) {
      const closed = this.top()!.tag;
      this.pop();
      if (closed === tag) return;
    }
  }

  private flushBreak(): void {
    if (!this.pendingBreak) return;
    this.pendingBreak = false;
    this.out += '<br>';
  }

  /** Makes a place for inline content: a paragraph at the top, a list item directly in a list. */
  inlineContext(): void {
    const top = this.top();
    if (!top) this.open('p', true);
    else if (top.tag === 'ul' || top.tag === 'ol') this.open('li', true);
  }

  lineBreak(): void {
    this.inlineContext();
    this.flushBreak();
    this.out += '<br>';
  }

  /** Loose text at the top level or directly in a paragraph the sanitizer opened: blank lines part paragraphs. */
  private looseText(text: string): void {
    text.split(/\n[ \t\r\f]*\n\s*/).forEach((part, i) => {
      if (i > 0 && this.stack.length) this.closeAll();
      part.split('\n').forEach((line, j) => {
        if (j > 0 && this.stack.length) this.pendingBreak = true;
        if (!this.stack.length && !line.trim()) return;
        if (!line) return;
        this.inlineContext();
        this.flushBreak();
        this.write(line);
      });
    });
  }

  text(raw: string): void {
    const text = decodeEntities(raw).replace(/\r\n?/g, '\n');
    const top = this.top();
    if (!top || (this.stack.length === 1 && top.implicit && top.tag === 'p')) {
      this.looseText(text);
      return;
    }
    if ((top.tag === 'ul' || top.tag === 'ol') && !text.trim()) return;
    this.inlineContext();
    this.flushBreak();
    this.write(text);
  }

  start(tag: Tag | 'br', attrs: Map<string, string>): void {
    if (tag === 'br') {
      this.lineBreak();
      return;
    }
    if (tag === 'p') {
      // A paragraph inside a list item stays part of the item.
      if (this.has('li')) return;
      this.closeAll();
      this.open('p');
      return;
    }
    if (tag === 'ul' || tag === 'ol') {
      const item = this.stack.findLastIndex((o) => o.tag === 'li');
      if (item >= 0) {
        while (this.stack.length > item + 1) this.pop();
      } else this.closeAll();
      this.open(tag);
      return;
    }
    if (tag === 'li') {
      const list = this.stack.findLastIndex((o) => o.tag === 'ul' || o.tag === 'ol');
      if (list < 0) {
        this.closeAll();
        this.open('ul', true);
      } else while (this.stack.length > list + 1) this.pop();
      this.open('li');
      return;
    }
    if (tag === 'a') {
      if (this.has('a')) this.closeThrough('a');
      const href = safeLinkHref(attrs.get('href') ?? '');
      if (href === null) return;
      this.inlineContext();
      this.open('a', false, href);
      return;
    }
    this.inlineContext();
    this.open(tag);
  }

  end(tag: Tag): void {
    if (tag === 'p' && this.has('li')) return;
    if (this.has(tag)) this.closeThrough(tag);
  }

  result(): string {
    this.closeAll();
    return this.out.trim();
  }
}

/** The blog article's text as it is stored and shown: see the module comment. */
export function sanitizeBlogHtml(html: string): string {
  const w = new Writer();
  const lower = html.toLowerCase();
  let i = 0;
  let textStart = 0;
  const flushText = (to: number) => {
    if (to > textStart) w.text(html.slice(textStart, to));
  };
  // After the last '>' no tag can end: what follows is text (and each tag below is read once: linear work).
  const lastGt = html.lastIndexOf('>');
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0 || lt > lastGt) break;
    if (html.startsWith('<!--', lt)) {
      flushText(lt);
      const close = html.indexOf('-->', lt + 4);
      i = textStart = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      flushText(lt);
      const close = html.indexOf('>', lt);
      i = textStart = close < 0 ? html.length : close + 1;
      continue;
    }
    END_TAG.lastIndex = lt;
    const endTag = END_TAG.exec(html);
    if (endTag) {
      flushText(lt);
      const tag = ALIASES[endTag[1]!.toLowerCase()];
      if (tag && tag !== 'br') w.end(tag);
      else if (tag === 'br') w.lineBreak();
      i = textStart = lt + endTag[0].length;
      continue;
    }
    START_TAG.lastIndex = lt;
    const startTag = START_TAG.exec(html);
    const read = startTag ? readAttributes(html, lt + startTag[0].length) : null;
    if (!startTag) {
      // A lone "<" is text.
      i = lt + 1;
      continue;
    }
    // A quoted attribute value that never closes: the rest is text.
    if (!read) break;
    flushText(lt);
    const name = startTag[1]!.toLowerCase();
    i = textStart = read.end;
    if (DROPPED.has(name)) {
      const close = name === 'plaintext' ? -1 : lower.indexOf(`</${name}`, read.end);
      const after = close < 0 ? -1 : html.indexOf('>', close);
      i = textStart = after < 0 ? html.length : after + 1;
      continue;
    }
    const tag = ALIASES[name];
    if (tag) w.start(tag, read.attrs);
  }
  flushText(html.length);
  return w.result();
}

/** The text of sanitized article HTML without its tags (previews, the landing card). */
export function blogPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<br>/g, ' ')
      .replace(/<\/(p|li)>/g, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
