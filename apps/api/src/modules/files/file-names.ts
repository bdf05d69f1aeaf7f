import type { FileMimeType } from '@vozka/domain';

const EXTENSIONS: Record<FileMimeType, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

const MAX_NAME = 200;

/**
 * The name a file is stored and downloaded under: the client's base name without control or
 * bidirectional-override characters (which disguise an extension), and with an extension that fits the
 * sniffed content, so a saved download never opens as something else ("x.html" → "x.html.png").
 */
export function safeFileName(clientName: string | undefined, mimeType: FileMimeType): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  const extensions = EXTENSIONS[mimeType];
  const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  if (!name || name.startsWith('.')) name = `file${name}`;
  if (!ext || !extensions.includes(ext)) name = `${name}.${extensions[0]!}`;
  if (name.length > MAX_NAME) {
    const suffix = name.slice(name.lastIndexOf('.'));
    name = name.slice(0, MAX_NAME - suffix.length) + suffix;
  }
  return name;
}

/** RFC 5987 value: percent-encoded UTF-8, also `'()*` which `encodeURIComponent` leaves alone. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `Content-Disposition` of a download: an ASCII `filename` for old clients ("řidičský průkaz.pdf" →
 * "ridicsky prukaz.pdf") and the exact name in `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(name)}`;
}
