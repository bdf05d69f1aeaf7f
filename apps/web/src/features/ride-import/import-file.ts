import { IMPORT_MAX_FILE_BYTES, type MessageCode } from '@vozka/domain';

/** What the file input offers (the API checks the bytes again: only a real .xlsx is read). */
export const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const IMPORT_MAX_MB = IMPORT_MAX_FILE_BYTES / (1024 * 1024);

/** A file the API would refuse by its name or size, checked before uploading (spec §5: only .xlsx). */
export function checkImportFile(file: File): { code: MessageCode; params: Record<string, number> } | null {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return { code: 'ONLY_XLSX', params: {} };
  if (file.size > IMPORT_MAX_FILE_BYTES) return { code: 'FILE_TOO_LARGE', params: { maxMb: IMPORT_MAX_MB } };
  return null;
}
