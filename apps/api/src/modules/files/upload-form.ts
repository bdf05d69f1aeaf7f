import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FILE_MAX_BYTES, FILE_TYPES, ZCalendarDate, ZId, type FileType, type MessageCode } from '@vozka/domain';
import { AppError } from '../../shared/errors.ts';
import { findNul } from '../../plugins/input-guard.ts';
import { apiRoutes, type ResourceRoutes } from '../../shared/route-plugin.ts';
import type { Db } from '../../db/client.ts';
import type { UploadInput } from './files.service.ts';
import { discardUpload, stageUpload } from './files.repository.ts';

/** How many first bytes of an upload its type is sniffed from (sniffMimeType looks at 12). */
const SNIFF_BYTES = 16;

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

/** What becomes of the wanted file part's bytes, read as they arrive (at most FILE_MAX_BYTES in all). */
export type FileSink<T> = (body: AsyncIterable<Buffer>) => Promise<T>;

/** The default sink: the bytes in one buffer (small pictures, a spreadsheet to parse). */
const toBuffer: FileSink<Buffer> = async (body) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
};

/**
 * A file part's stream read chunk by chunk as it arrives and given to `sink`, which must read it to the
 * end (the wanted file's sink, or `drop`). Over the route's `fileSize` limit the parser cuts the stream (`truncated`): the rest is
 * drained so the form's later parts and the answer still come, then RequestFileTooLargeError, as
 * `toBuffer()` would.
 */
async function readFileStream<T>(request: FastifyRequest, stream: MultipartFile['file'], sink: FileSink<T>): Promise<T> {
  const result = await sink(
    (async function* () {
      for await (const chunk of stream as AsyncIterable<Buffer>) if (!stream.truncated) yield chunk;
    })(),
  );
  if (stream.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
  return result;
}

/** The sink of an unwanted file part: its bytes are read and dropped. */
const drop: FileSink<number> = async (body) => {
  let dropped = 0;
  for await (const chunk of body) dropped += chunk.length;
  return dropped;
};

/**
 * Reads every part of a multipart form (a route registered with `UPLOAD_LIMITS`): the one `file` through
 * `sink` as it arrives (by default into memory, at most FILE_MAX_BYTES), the rest as text. Not multipart
 * or malformed → 400 INVALID_INPUT; a file over the limit → `tooLarge`. Nothing is checked here.
 */
export async function readUploadParts(request: FastifyRequest, tooLarge?: TooLargeError): Promise<UploadParts<Buffer>>;
export async function readUploadParts<T>(
  request: FastifyRequest,
  tooLarge: TooLargeError | undefined,
  sink: FileSink<T>,
): Promise<UploadParts<T>>;
export async function readUploadParts<T>(
  request: FastifyRequest,
  tooLarge: TooLargeError = fileTooLarge,
  sink: FileSink<T> = toBuffer as FileSink<never>,
): Promise<UploadParts<T>> {
  if (!request.isMultipart()) throw new AppError(400, 'INVALID_INPUT');
  const fields: Record<string, string> = {};
  let file: { name: string | undefined; data: T } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Consumed even when unwanted (the parser waits for each file's stream before the next part), but
        // only the wanted one goes to the sink.
        const wanted = part.fieldname === 'file';
        if (wanted) file = { name: part.filename || undefined, data: await readFileStream(request, part.file, sink) };
        else await readFileStream(request, part.file, drop);
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

/** A multipart form's text fields and its one `file` (its name and what the sink made of its bytes). */
export interface UploadParts<T> {
  fields: Record<string, string>;
  file: { name: string | undefined; data: T } | undefined;
}

/** The one `file` of a multipart form (readUploadParts), its name and bytes; none sent → 400 REQUIRED on `file`. */
export async function readUploadFile(request: FastifyRequest, tooLarge?: TooLargeError) {
  const { file } = await readUploadParts(request, tooLarge);
  if (!file) throw new AppError(400, 'REQUIRED', { fields: { file: 'REQUIRED' } });
  return { fileName: file.name, data: file.data };
}

/**
 * The upload form of `POST /api/files` (multipart: `file`, `type`, `userId` or `vehicleId`, optional
 * `validUntil`), checked by hand because multipart bodies bypass the zod body validation. The file is staged
 * in the database chunk by chunk as it arrives (stageUpload, outside any transaction), keeping only its first
 * bytes to sniff its type; any refusal here discards it. A file over the limit answers 413 before any other
 * check.
 */
export async function readUploadForm(request: FastifyRequest, db: Db): Promise<UploadInput> {
  const uploadId = randomUUID();
  try {
    return await readStagedForm(request, db, uploadId);
  } catch (err) {
    await discardUpload(db, uploadId);
    throw err;
  }
}

async function readStagedForm(request: FastifyRequest, db: Db, uploadId: string): Promise<UploadInput> {
  const { fields, file } = await readUploadParts(request, undefined, async (body) => {
    let head = Buffer.alloc(0);
    const size = await stageUpload(
      db,
      uploadId,
      (async function* () {
        for await (const chunk of body) {
          if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          yield chunk;
        }
      })(),
    );
    return { uploadId, head, size };
  });

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
    file: file.data,
  };
}
