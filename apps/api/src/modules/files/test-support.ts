import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { insertFile } from './files.repository.ts';

/** Real, tiny documents of each accepted kind (tests only). */
export const SAMPLES = {
  /** A 1×1 PNG with valid chunk checksums. */
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
  /** A 1×1 lossless WebP. */
  webp: Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
  /** A JPEG start (SOI, JFIF APP0) and end (EOI) marker. */
  jpeg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

export interface MultipartFile {
  name: string;
  data: Buffer;
  /** What the client claims; the server ignores it. */
  contentType?: string;
  field?: string;
}

/**
 * A multipart/form-data body built by hand (`inject` takes no FormData): text fields, then the file.
 * The file name is written as raw UTF-8, as browsers send it.
 */
export function multipartBody(fields: Record<string, string | number>, file?: MultipartFile) {
  const boundary = `----vozka-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A request to `url` that uploads the sample PNG as the form's file (a picture or photo route). */
export function pngUpload(url: string, name: string) {
  return { url, ...multipartBody({}, { name, data: SAMPLES.png }) };
}

/** A stored PNG straight in the database, for tests that need a file without uploading one. */
export async function insertTestFile(
  database: Database,
  owner: { userId: number } | { vehicleId: number },
  type = 'PHOTO',
  validUntil: string | null = null,
) {
  const file = await insertFile(database.db, { ...owner, type, name: 'photo.png', mimeType: 'image/png', data: SAMPLES.png, validUntil });
  return file.id;
}
