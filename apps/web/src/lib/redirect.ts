/**
 * A redirect target taken from a URL (`?redirect=`) or remembered state is followed only when it is a
 * relative path of this origin: it starts with one '/', and is not '//host' or '/\host'.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if ([...target].some((char) => char.charCodeAt(0) < 0x20)) return null; // no control characters
  try {
    const url = new URL(target, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
