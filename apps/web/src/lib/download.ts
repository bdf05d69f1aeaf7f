import { translate } from '@vozka/domain';
import { ApiError } from './api-client';
import { currentLanguage } from './i18n';

/** The file name of a `Content-Disposition` header (RFC 5987 `filename*` first), or null. */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed encoding: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

async function failure(response: Response): Promise<ApiError> {
  const language = currentLanguage();
  const body: unknown = await response.json().catch(() => null);
  const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
  return new ApiError(
    response.status,
    message || translate(response.status === 404 ? 'NOT_FOUND' : 'SERVER_ERROR', language),
    'DOWNLOAD_FAILED',
  );
}

/**
 * Downloads a file of the API (a report's PDF, an invoice's ISDOC) under the name the server gives it: fetched
 * first, so a refusal becomes an error the caller toasts (spec §8 "could not be downloaded") instead of a page.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { credentials: 'same-origin', headers: { 'Accept-Language': currentLanguage() } });
  } catch {
    throw new ApiError(0, translate('SERVER_ERROR', currentLanguage()), 'SERVER_ERROR');
  }
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionFileName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
