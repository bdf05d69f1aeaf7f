import type { FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_MAX_BYTES, FILE_TYPES, ZCalendarDate, ZId, type FileType, type MessageCode } from '@vozka/domain';
import { AppError } from '../../shared/errors.ts';
import { findNul } from '../../plugins/input-guard.ts';
import { apiRoutes, type ResourceRoutes } from '../../shared/route-plugin.ts';
import type { UploadInput } from './files.service.ts';

const MAX_MB = Math.round(FILE_MAX_BYTES / (1024 * 1024));

/** The multipart limits of an upload route: one file of at most FILE_MAX_BYTES and a few text fields. */
export const UPLOAD_LIMITS = { fileSize: FILE_MAX_BYTES, files: 1, fields: 10 } as const;

/**
 * The plugin of routes that accept multipart bodies (with UPLOAD_LIMITS), in a scope of their own so that
 * no other route does: `uploadRoutes(['blog'], (api) => { api.put(…); })`.
 */
export function uploadRoutes(tags: string[], declare: (api: ResourceRoutes) => void): FastifyPluginAsyncZod {
  return apiRoutes(tags, async (api, scope) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });
    declare(api);
  });
}

/** The error of a file over the limit; by default 413 FILE_TOO_LARGE. */
export type TooLargeError = (maxMb: number) => AppError;
const fileTooLarge: TooLargeError = (maxMb) => new AppError(413, 'FILE_TOO_LARGE', { params: { maxMb } });
/** A picture over the limit (a blog article's, a vehicle offer's): 400 PHOTO_TOO_LARGE on the field `file`. */
export const photoTooLarge: TooLargeError = (maxMb) =>
  new AppError(400, 'PHOTO_TOO_LARGE', { params: { maxMb }, fields: { file: 'PHOTO_TOO_LARGE' } });

function invalid(field: string, code: MessageCode = 'INVALID_INPUT'): AppError {
  return new AppError(400, code, { fields: { [field]: code } });
}

/**
 * A file part's stream read chunk by chunk as it arrives: kept (as one buffer, the only copy) when
 * `keep`, else dropped as it comes. Over the route's `fileSize` limit the parser cuts the stream
 * (`truncated`): the rest is drained so the form's later parts and the answer still come, then
 * RequestFileTooLargeError, as `toBuffer()` would.
 */
async function readFileStream(request: FastifyRequest, stream: MultipartFile['file'], keep: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (keep && !stream.truncated) chunks.push(chunk);
  }
  if (stream.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

/**
 * Reads every part of a multipart form (a route registered with `UPLOAD_LIMITS`): the one `file` into
 * memory (at most FILE_MAX_BYTES), the rest as text. Not multipart or malformed → 400 INVALID_INPUT; a
 * file over the limit → `tooLarge`. Nothing is checked or stored here.
 */
export async function readUploadParts(request: FastifyRequest, tooLarge: TooLargeError = fileTooLarge) {
  if (!request.isMultipart()) throw new AppError(400, 'INVALID_INPUT');
  const fields: Record<string, string> = {};
  let file: { name: string | undefined; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Consumed even when unwanted (the parser waits for each file's stream before the next part), but
        // only the wanted one is kept.
        const wanted = part.fieldname === 'file';
        const data = await readFileStream(request, part.file, wanted);
        if (wanted) file = { name: part.filename || undefined, data };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw tooLarge(MAX_MB);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // A malformed body (cut off, bad boundary) is the client's fault, not a server error.
    throw new AppError(400, 'INVALID_INPUT');
  }
  // The NUL rule of every route (plugins/input-guard.ts) for the text of a form; the file's bytes are free.
  const nulAt = findNul({ ...fields, file: file?.name ?? '' });
  if (nulAt !== undefined) throw invalid(nulAt);
  return { fields, file };
}

/** The one `file` of a multipart form (readUploadParts), its name and bytes; none sent → 400 REQUIRED on `file`. */
export async function readUploadFile(request: FastifyRequest, tooLarge?: TooLargeError) {
  const { file } = await readUploadParts(request, tooLarge);
  if (!file) throw new AppError(400, 'REQUIRED', { fields: { file: 'REQUIRED' } });
  return { fileName: file.name, data: file.data };
}

/**
 * The upload form of `POST /api/files` (multipart: `file`, `type`, `userId` or `vehicleId`, optional
 * `validUntil`), checked by hand because multipart bodies bypass the zod body validation. Nothing is
 * stored here; a file over the limit answers 413 before any other check.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadInput> {
  const { fields, file } = await readUploadParts(request);

  if (!file) throw invalid('file', 'FILL_EVERY_FIELD');
  if (!fields.type) throw invalid('type', 'FILL_EVERY_FIELD');
  if (!(FILE_TYPES as readonly string[]).includes(fields.type)) throw invalid('type');
  const type = fields.type as FileType;

  // Exactly one owner; the spec's message for a missing one is "ID not found."
  const userId = fields.userId?.trim() || undefined;
  const vehicleId = fields.vehicleId?.trim() || undefined;
  if ((userId === undefined) === (vehicleId === undefined)) throw new AppError(400, 'ID_NOT_FOUND');
  const id = ZId.safeParse(userId ?? vehicleId);
  if (!id.success) throw invalid(userId !== undefined ? 'userId' : 'vehicleId');

  const rawDate = fields.validUntil?.trim() || undefined;
  const validUntil = rawDate === undefined ? null : ZCalendarDate.safeParse(rawDate);
  if (validUntil && !validUntil.success) throw invalid('validUntil');

  return {
    owner: userId !== undefined ? { userId: id.data } : { vehicleId: id.data },
    type,
    validUntil: validUntil ? validUntil.data : null,
    fileName: file.name,
    data: file.data,
  };
}
