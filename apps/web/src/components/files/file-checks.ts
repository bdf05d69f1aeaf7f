import { FILE_MAX_BYTES, FILE_MIME_TYPES, type MessageCode } from '@vozka/domain';

export interface FileProblem {
  code: MessageCode;
  params: Record<string, string | number>;
}

const EXTENSIONS: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The browser's type of a file, or one guessed from its extension when the browser gives none. */
function mimeOf(file: File): string {
  if (file.type) return file.type;
  return EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

export const FILE_ACCEPT = FILE_MIME_TYPES.join(',');
export const FILE_MAX_MB = FILE_MAX_BYTES / (1024 * 1024);

/**
 * What the API would refuse, checked before uploading: the slot is full, the file is over 10 MiB, or it
 * is not a PDF, JPEG, PNG or WebP (the API checks the bytes again).
 */
export function checkUpload(file: File, count: number, max: number): FileProblem | null {
  if (count >= max) return { code: 'FILE_LIMIT_EXCEEDED', params: {} };
  if (file.size > FILE_MAX_BYTES) return { code: 'FILE_TOO_LARGE', params: { maxMb: FILE_MAX_MB } };
  if (!(FILE_MIME_TYPES as readonly string[]).includes(mimeOf(file))) {
    return { code: 'FILE_TYPE_NOT_ALLOWED', params: { name: file.name } };
  }
  return null;
}
