import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blogPlainText, safeLinkHref, sanitizeBlogHtml as clean } from './sanitize.ts';

const LINK_ATTRS = 'target="_blank" rel="noopener noreferrer"';
/** Every tag the output may hold; anything else shaped like markup is a failure. */
const ALLOWED_TAG = new RegExp(`<(?:/?(?:p|ul|ol|li|strong|em|a)|br|a href="[^"<>]*" ${LINK_ATTRS})>`, 'g');

function assertSafe(html: string) {
  const out = clean(html);
  const rest = out.replace(ALLOWED_TAG, '');
  expect(rest, `markup left in ${JSON.stringify(out)}`).not.toMatch(/[<>]/);
  expect(out).not.toMatch(/<a href="(?!https?:|mailto:)/i);
  return out;
}

describe('sanitizeBlogHtml: what stays', () => {
  it('keeps paragraphs, bold, italics, lists, line breaks and links', () => {
    const html =
      '<p>Hello <strong>drivers</strong> and <em>friends</em>.</p><ul><li>one</li><li>two <a href="https://vozka.cz/news">news</a></li></ul><ol><li>first<br>line</li></ol>';
    expect(clean(html)).toBe(
      `<p>Hello <strong>drivers</strong> and <em>friends</em>.</p><ul><li>one</li><li>two <a href="https://vozka.cz/news" ${LINK_ATTRS}>news</a></li></ul><ol><li>first<br>line</li></ol>`,
    );
  });

  it('turns b, i, headings and divs into the allowed tags', () => {
    expect(clean('<h1>Title</h1><div>Text <b>bold</b> <i>it</i></div>')).toBe('<p>Title</p><p>Text <strong>bold</strong> <em>it</em></p>');
  });

  it('makes paragraphs of plain text: a blank line parts them, a line break is <br>', () => {
    expect(clean('First line\nsecond line\n\nNext paragraph\n')).toBe('<p>First line<br>second line</p><p>Next paragraph</p>');
    expect(clean('Call <strong>us</strong>\nnow')).toBe('<p>Call <strong>us</strong><br>now</p>');
  });

  it('escapes text and keeps characters', () => {
    expect(clean('<p>5 < 6 & "quotes" — Žluťoučký kůň</p>')).toBe('<p>5 &lt; 6 &amp; &quot;quotes&quot; — Žluťoučký kůň</p>');
    expect(clean('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('keeps mailto links and normalises addresses', () => {
    expect(clean('<a href="mailto:dispecink@vozka.cz">write</a>')).toBe(
      `<p><a href="mailto:dispecink@vozka.cz" ${LINK_ATTRS}>write</a></p>`,
    );
    expect(clean('<a href="HTTPS://Vozka.CZ">x</a>')).toBe(`<p><a href="https://vozka.cz/" ${LINK_ATTRS}>x</a></p>`);
  });

  it('closes what was left open and drops empty elements', () => {
    expect(clean('<strong>bold <em>both')).toBe('<p><strong>bold <em>both</em></strong></p>');
    expect(clean('<p></p><p> <br> </p><ul></ul>text')).toBe('<p>text</p>');
    expect(clean('<li>loose item</li>')).toBe('<ul><li>loose item</li></ul>');
  });

  it('is idempotent', () => {
    const once = clean('Hi <b>there</b>\n\n<ul><li>a<ul><li>b</li></ul></li></ul><a href="http://x.cz/?a=1&b=2">l</a> &amp; &copy;');
    expect(clean(once)).toBe(once);
  });
});

describe('sanitizeBlogHtml: nasty input', () => {
  it.each([
    ['<script>alert(1)</script>ok', '<p>ok</p>'],
    ['<SCRIPT SRC=//evil.js></SCRIPT>ok', '<p>ok</p>'],
    ['<style>body{display:none}</style>ok', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', '<p>ok</p>'],
    ['<svg onload=alert(1)><script>alert(1)</script></svg>ok', '<p>ok</p>'],
    ['<iframe src="https://evil"></iframe>ok', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red" class="x">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<p>x</p>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<p>x</p>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<p>x</p>'],
    ['<a href="java\nscript:alert(1)">x</a>', '<p>x</p>'],
    ['<a href=" javascript:alert(1)">x</a>', '<p>x</p>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<p>x</p>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<p>x</p>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<p>x</p>'],
    ['<a href="//evil.example">x</a>', '<p>x</p>'],
    ['<a href="/relative">x</a>', '<p>x</p>'],
    ['<!--<script>alert(1)</script>-->ok', '<p>ok</p>'],
    ['<![CDATA[<script>alert(1)</script>]]>ok', '<p>alert(1)]]&gt;ok</p>'],
  ])('%s', (input, expected) => {
    expect(assertSafe(input)).toBe(expected);
  });

  it('writes its own link attributes, whatever the input says', () => {
    const out = assertSafe('<a href="https://x.cz" target="_self" rel="opener" onmouseover="alert(1)">x</a>');
    expect(out).toBe(`<p><a href="https://x.cz/" ${LINK_ATTRS}>x</a></p>`);
  });

  it('never lets a quote out of the href', () => {
    const out = assertSafe('<a href="https://x.cz/&quot; onmouseover=&quot;alert(1)">x</a><a href=\'https://x.cz/"><script>\'>y</a>');
    expect(out).not.toContain('onmouseover="');
    expect(out).not.toContain('<script');
  });

  it('shows broken markup as text', () => {
    expect(assertSafe('<<script>script>alert(1)<</script>/script>')).toBe('<p>&lt;/script&gt;</p>');
    // As a browser reads it: a tag named "scr" (dropped), then text.
    expect(assertSafe('<scr<script>ipt>alert(1)</script>')).toBe('<p>ipt&gt;alert(1)</p>');
    expect(assertSafe('<a href="https://x.cz>x')).toBe('<p>&lt;a href=&quot;https://x.cz&gt;x</p>');
    expect(assertSafe('"><img src=x onerror=alert(1)>')).toBe('<p>&quot;&gt;</p>');
  });

  it('keeps a tag that never ends as text, and stops nesting at 16 levels', () => {
    expect(assertSafe('ok <a href="https://x.cz" title="never closed>more')).toBe(
      '<p>ok &lt;a href=&quot;https://x.cz&quot; title=&quot;never closed&gt;more</p>',
    );
    expect(assertSafe('ok <b class=x')).toBe('<p>ok &lt;b class=x</p>');
    const deep = assertSafe(`${'<em>'.repeat(40)}deep`);
    expect(deep.match(/<em>/g)).toHaveLength(15);
    expect(deep).toContain('deep');
  });

  it('works in linear time on hostile input of the largest allowed size (an admin cannot stall the server)', () => {
    const size = 50_000;
    const fill = (piece: string) => piece.repeat(Math.ceil(size / piece.length)).slice(0, size);
    for (const piece of ['<a b="', '<a b c ', '</x', '<strong><em>', '<li>', '<ul><li>', '<>', 'a\n\n', '<p><a href="https://x.cz">']) {
      for (const input of [fill(piece), `${fill(piece)}>`]) {
        const started = performance.now();
        assertSafe(input);
        expect(performance.now() - started, JSON.stringify(piece)).toBeLessThan(3_000);
      }
    }
  });

  it('leaves no markup but its own for any mix of tags, attributes and text', () => {
    const pieces = fc.constantFrom(
      '<',
      '>',
      '</',
      '"',
      "'",
      '=',
      ' ',
      '\n',
      '&',
      '&#',
      ';',
      'x',
      'p',
      'a',
      'script',
      'style',
      'img',
      'svg',
      'href',
      'onerror',
      'javascript:',
      'https://x.cz',
      'mailto:a@b.cz',
      '<a href="',
      '<p>',
      '</p>',
      '<li>',
      '<ul>',
      '<b>',
      '<!--',
      '-->',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const out = assertSafe(parts.join(''));
        expect(clean(out)).toBe(out);
      }),
      { numRuns: 500 },
    );
  });
});

describe('safeLinkHref', () => {
  it('accepts http, https and mailto only', () => {
    expect(safeLinkHref('http://vozka.cz')).toBe('http://vozka.cz/');
    expect(safeLinkHref('mailto:a@b.cz')).toBe('mailto:a@b.cz');
    expect(safeLinkHref('ftp://vozka.cz')).toBeNull();
    expect(safeLinkHref('https://')).toBeNull();
    expect(safeLinkHref('')).toBeNull();
  });
});

describe('blogPlainText', () => {
  it('answers the words without tags', () => {
    expect(blogPlainText('<p>Hello <strong>you</strong> &amp; me</p><ul><li>one</li></ul>')).toBe('Hello you & me one');
  });
});
