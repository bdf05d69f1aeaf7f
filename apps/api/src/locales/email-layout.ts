import type { Language } from '@vozka/domain';

/** Escapes text for HTML: every user-given text goes through it (a name like `<a href=…>` shows as text). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One e-mail's content; every string is plain text (escaped here), links are absolute URLs. */
export interface EmailContent {
  subject: string;
  /** The greeting line, e.g. "Hello Jana,". */
  greeting?: string;
  /** Paragraphs of plain text (a `\n` inside is a line break). */
  paragraphs: readonly string[];
  /** A table of label → value (a ride's date, route, driver …). */
  rows?: readonly { label: string; value: string }[];
  /** Changes as old → new. */
  changes?: { heading: string; items: readonly { label: string; before: string; after: string }[] };
  /** Buttons (the first is the main one), each also written out in the text version. */
  links?: readonly { label: string; url: string }[];
  /** Small print under the content. */
  footnote?: string;
}

const FOOTER: Record<Language, string> = {
  cs: 'Vozka · chauffeur a taxi služba, Praha. Tento e-mail byl odeslán automaticky.',
  en: 'Vozka · chauffeur and taxi service, Prague. This e-mail was sent automatically.',
};

const capitalize = (p: string) => p.charAt(0).toUpperCase() + p.slice(1);
const safeUrl = (url: string) => (/^(https?:|mailto:)/i.test(url) ? url : '#');
const multiline = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** The company's e-mail: a plain text version and an HTML one (inline styles, a 600 px card, no images). */
export function renderEmailLayout(lang: Language, given: EmailContent): { subject: string; text: string; html: string } {
  // A Czech letter goes on in lower case after "Dobrý den, …,"; an English one starts each paragraph anew.
  const content = lang === 'en' ? { ...given, paragraphs: given.paragraphs.map(capitalize) } : given;
  const text: string[] = [];
  if (content.greeting) text.push(content.greeting, '');
  for (const p of content.paragraphs) text.push(p, '');
  if (content.rows?.length) {
    for (const r of content.rows) text.push(`${r.label}: ${r.value}`);
    text.push('');
  }
  if (content.changes?.items.length) {
    text.push(content.changes.heading);
    for (const c of content.changes.items) text.push(`- ${c.label}: ${c.before} → ${c.after}`);
    text.push('');
  }
  for (const l of content.links ?? []) text.push(`${l.label}: ${l.url}`);
  if (content.links?.length) text.push('');
  if (content.footnote) text.push(content.footnote, '');
  text.push('--', FOOTER[lang]);

  const td = 'padding:6px 0;vertical-align:top;font-size:14px;';
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f1f3f5;font-family:Helvetica,Arial,sans-serif;color:#212529;">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f3f5;padding:24px 8px;"><tr><td align="center">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden;">',
    '<tr><td style="background:#1c3d5a;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold;letter-spacing:0.5px;">Vozka</td></tr>',
    '<tr><td style="padding:24px;">',
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;">${escapeHtml(content.subject)}</h1>`,
    content.greeting ? `<p style="margin:0 0 12px;font-size:15px;">${escapeHtml(content.greeting)}</p>` : '',
    ...content.paragraphs.map((p) => `<p style="margin:0 0 12px;font-size:15px;line-height:1.5;">${multiline(p)}</p>`),
    content.rows?.length
      ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:8px 0 16px;border-top:1px solid #dee2e6;">${content.rows
          .map(
            (r) =>
              `<tr><td style="${td}color:#868e96;width:38%;border-bottom:1px solid #f1f3f5;">${escapeHtml(r.label)}</td><td style="${td}border-bottom:1px solid #f1f3f5;">${multiline(r.value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    content.changes?.items.length
      ? `<h2 style="margin:16px 0 8px;font-size:16px;">${escapeHtml(content.changes.heading)}</h2><table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;">${content.changes.items
          .map(
            (c) =>
              `<tr><td style="${td}color:#868e96;width:30%;">${escapeHtml(c.label)}</td><td style="${td}"><span style="color:#c92a2a;text-decoration:line-through;">${multiline(c.before)}</span><br><span style="color:#2b8a3e;font-weight:bold;">${multiline(c.after)}</span></td></tr>`,
          )
          .join('')}</table>`
      : '',
    (content.links ?? [])
      .map(
        (l, i) =>
          `<p style="margin:16px 0 0;"><a href="${escapeHtml(safeUrl(l.url))}" style="display:inline-block;padding:10px 18px;border-radius:6px;text-decoration:none;font-size:15px;${
            i === 0 ? 'background:#1c7ed6;color:#ffffff;' : 'background:#e7f5ff;color:#1c7ed6;'
          }">${escapeHtml(l.label)}</a></p>`,
      )
      .join(''),
    content.footnote ? `<p style="margin:20px 0 0;font-size:13px;color:#868e96;">${multiline(content.footnote)}</p>` : '',
    '</td></tr>',
    `<tr><td style="padding:14px 24px;background:#f8f9fa;font-size:12px;color:#868e96;">${escapeHtml(FOOTER[lang])}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
  return { subject: content.subject, text: text.join('\n'), html };
}
