import { Readable } from 'node:stream';
import { FILE_MIME_TYPES, fileSlotCount, sniffMimeType, type FileMimeType, type FileType, type StoredFile } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { hasRole, type Caller } from '../../shared/caller.ts';
import { mayRead, mayWrite, slotKindOf, type FileOwner } from './file-access.ts';
import { safeFileName } from './file-names.ts';
import * as repo from './files.repository.ts';

/**
 * A checked upload form (see `readUploadForm`) whose file is already staged in the database
 * (`upload_chunks`): its upload id, size and first bytes (enough to sniff its type).
 */
export interface UploadInput {
  owner: repo.OwnerRef;
  type: FileType;
  validUntil: string | null;
  fileName: string | undefined;
  file: { uploadId: string; head: Buffer; size: number };
}

/** The API shape of a file: metadata only, never the bytes. */
export function toStoredFile(row: repo.FileMeta): StoredFile {
  return {
    id: row.id,
    type: row.type as FileType,
    name: row.name,
    mimeType: row.mimeType as FileMimeType,
    size: row.size,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    vehicleId: row.vehicleId,
  };
}

/** What is stored of uploaded bytes: the type sniffed from them, a safe name, the size. */
export interface FileContent {
  name: string;
  mimeType: FileMimeType;
  size: number;
  data: Buffer;
}

/**
 * The content of an upload as the files table keeps it, or null when its bytes are none of `accepted`
 * (by default PDF, JPEG, PNG and WebP): the client's name and claimed type are never trusted.
 */
export function uploadContent(
  fileName: string | undefined,
  data: Buffer,
  accepted: readonly FileMimeType[] = FILE_MIME_TYPES,
): FileContent | null {
  const mimeType = sniffMimeType(data);
  if (!mimeType || !accepted.includes(mimeType)) return null;
  return { name: safeFileName(fileName, mimeType), mimeType, size: data.length, data };
}

/** A download: the bytes come as a stream of `length` bytes in all. */
export interface FileDownload {
  name: string;
  mimeType: string;
  length: number;
  body: Readable;
}

/**
 * The bytes of a file, `length` in all, one chunk (FILE_CHUNK_BYTES) per query, each read only when the
 * previous one has been taken. Stored bytes never change (a file is replaced by deleting it), so the
 * chunks join up; a file deleted in the middle of a download ends the stream with an error, which cuts
 * the connection rather than sending a short file under a full Content-Length.
 */
export async function* fileChunks(db: Db, id: number, length: number): AsyncGenerator<Buffer> {
  let sent = 0;
  for (let seq = 0; sent < length; seq += 1) {
    const chunk = await repo.fileChunk(db, id, seq);
    if (!chunk || chunk.length === 0 || sent + chunk.length > length) throw new Error(`file ${id} changed during its download`);
    sent += chunk.length;
    yield chunk;
  }
}

function refOf(row: repo.FileMeta): repo.OwnerRef | null {
  if (row.userId !== null) return { userId: row.userId };
  if (row.vehicleId !== null) return { vehicleId: row.vehicleId };
  return null;
}

/** Documents of users and vehicles, kept in PostgreSQL (docs/api/people.md "Files"). */
export function createFilesService(deps: { database: Database }) {
  const { db } = deps.database;

  /** The owner with what the rules need; undefined for a missing or deleted (anonymised) owner. */
  async function loadOwner(tx: Db, caller: Caller, ref: repo.OwnerRef): Promise<FileOwner | undefined> {
    if (ref.userId !== undefined) {
      const user = await repo.findUserOwner(tx, ref.userId);
      if (!user || user.deletedAt) return undefined;
      return { kind: 'USER', id: user.id, roles: user.roles, fleetManagerId: user.fleetManagerId };
    }
    const vehicle = await repo.findVehicleOwner(tx, ref.vehicleId);
    if (!vehicle) return undefined;
    const paired = hasRole(caller, 'DRIVER') && (await repo.isPaired(tx, vehicle.id, caller.id));
    return { kind: 'VEHICLE', id: vehicle.id, fleetManagerId: vehicle.fleetManagerId, pairedWithCaller: paired };
  }

  /** The owner if the caller may act on it; else 404, so a stranger cannot tell whether it exists. */
  async function ownerFor(tx: Db, caller: Caller, ref: repo.OwnerRef | null, mode: 'read' | 'write'): Promise<FileOwner> {
    const owner = ref ? await loadOwner(tx, caller, ref) : undefined;
    if (!owner || !(mode === 'read' ? mayRead(caller, owner) : mayWrite(caller, owner))) throw new AppError(404, 'NOT_FOUND');
    return owner;
  }

  async function fileFor(tx: Db, caller: Caller, id: number, mode: 'read' | 'write'): Promise<repo.FileMeta> {
    const row = await repo.findFile(tx, id);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    await ownerFor(tx, caller, refOf(row), mode);
    return row;
  }

  return {
    /**
     * Stores an upload when the caller may write to the owner, the type belongs to the owner, the bytes
     * are PDF/JPEG/PNG/WebP and a slot is free. The slot is counted under a lock on the owner, so
     * concurrent uploads never exceed it; any refusal stores nothing.
     */
    async upload(caller: Caller, readForm: (db: Db) => Promise<UploadInput>): Promise<StoredFile> {
      // The form's file is staged as it arrives, outside any transaction (a slow client holds no lock);
      // the checks and the move to the file's own chunks are one short transaction. Any refusal below
      // discards the staged bytes (the form discards them itself when it is refused).
      const input = await readForm(db);
      try {
        const owner = await ownerFor(db, caller, input.owner, 'write');
        const slots = fileSlotCount(slotKindOf(owner), input.type);
        if (slots === 0) throw new AppError(400, 'FILE_KIND_NOT_ALLOWED', { fields: { type: 'FILE_KIND_NOT_ALLOWED' } });
        const mimeType = sniffMimeType(input.file.head);
        if (!mimeType || !FILE_MIME_TYPES.includes(mimeType)) {
          throw new AppError(400, 'FILE_TYPE_NOT_ALLOWED', { params: { name: (input.fileName ?? '').slice(0, 100) } });
        }
        const row = await db.transaction(async (tx) => {
          if (!(await repo.lockOwner(tx, input.owner))) throw new AppError(404, 'NOT_FOUND');
          if ((await repo.countFiles(tx, input.owner, input.type)) >= slots) throw new AppError(400, 'FILE_LIMIT_EXCEEDED');
          return repo.adoptUpload(tx, input.file.uploadId, {
            ...input.owner,
            type: input.type,
            name: safeFileName(input.fileName, mimeType),
            mimeType,
            size: input.file.size,
            validUntil: input.validUntil,
            uploadedBy: caller.id,
          });
        });
        return toStoredFile(row);
      } catch (err) {
        await repo.discardUpload(db, input.file.uploadId);
        throw err;
      }
    },

    /** The files of an owner the caller may read. */
    async list(caller: Caller, ref: repo.OwnerRef): Promise<StoredFile[]> {
      await ownerFor(db, caller, ref, 'read');
      return (await repo.listFiles(db, ref)).map(toStoredFile);
    },

    /**
     * A file's name, sniffed type, length and bytes as a stream, when the caller may read its owner's
     * files. The stream reads the bytes chunk by chunk as the client takes them (fileChunks).
     */
    async download(caller: Caller, id: number): Promise<FileDownload> {
      const row = await fileFor(db, caller, id, 'read');
      return {
        name: row.name,
        mimeType: row.mimeType,
        length: row.size,
        // highWaterMark 1: the next chunk is fetched only once the previous one has been taken.
        body: Readable.from(fileChunks(db, id, row.size), { objectMode: false, highWaterMark: 1 }),
      };
    },

    /** Sets or clears a file's validity date. */
    async setValidUntil(caller: Caller, id: number, validUntil: string | null): Promise<StoredFile> {
      return db.transaction(async (tx) => {
        await fileFor(tx, caller, id, 'write');
        const row = await repo.setValidUntil(tx, id, validUntil);
        if (!row) throw new AppError(404, 'NOT_FOUND');
        return toStoredFile(row);
      });
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await fileFor(tx, caller, id, 'write');
        await repo.deleteFile(tx, id);
      });
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
