import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fileChunks, files, uploadChunks, users, vehicleDrivers, vehicles } from '../../db/schema/index.ts';

/** A file's bytes are stored in rows of this many bytes (the last one shorter), `file_chunks` (issue 19). */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** A file's owner: exactly one of a user and a vehicle. */
export type OwnerRef = { userId: number; vehicleId?: undefined } | { vehicleId: number; userId?: undefined };

/** Every column but the bytes: lists and checks never load a file's content. */
const META = {
  id: files.id,
  userId: files.userId,
  vehicleId: files.vehicleId,
  type: files.type,
  name: files.name,
  mimeType: files.mimeType,
  size: files.size,
  validUntil: files.validUntil,
  createdAt: files.createdAt,
};

export interface FileMeta {
  id: number;
  userId: number | null;
  vehicleId: number | null;
  type: string;
  name: string;
  mimeType: string;
  size: number;
  validUntil: string | null;
  createdAt: Date;
}

function ownedBy(owner: OwnerRef) {
  return owner.userId !== undefined ? eq(files.userId, owner.userId) : eq(files.vehicleId, owner.vehicleId);
}

export async function listFiles(db: Db, owner: OwnerRef): Promise<FileMeta[]> {
  return db.select(META).from(files).where(ownedBy(owner)).orderBy(asc(files.type), asc(files.id));
}

export async function findFile(db: Db, id: number): Promise<FileMeta | undefined> {
  const [row] = await db.select(META).from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * Chunk `seq` (0-based) of a file's bytes, or undefined when there is none (the file is gone or shorter).
 * A download reads one chunk at a time, so it holds one chunk in memory, never the whole file.
 */
export async function fileChunk(db: Db, id: number, seq: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, id), eq(fileChunks.seq, seq)))
    .limit(1);
  return row?.data;
}

/**
 * The whole of a file's bytes as a column of a query on `files` (chunks joined in order): only for small
 * files that are needed whole (a picture, the company logo in a PDF). Downloads stream (fileChunk).
 */
export const FILE_BYTES =
  sql<Buffer>`(select coalesce(string_agg(${fileChunks.data}, ''::bytea order by ${fileChunks.seq}), ''::bytea) from ${fileChunks} where ${fileChunks.fileId} = ${files.id})`.mapWith(
    (value: Buffer | Uint8Array) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  );

/** The whole of a small file's bytes in one Buffer (FILE_BYTES), or undefined when the file is gone. */
export async function readFileBytes(db: Db, id: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: FILE_BYTES }).from(files).where(eq(files.id, id)).limit(1);
  return row?.data;
}

export async function countFiles(db: Db, owner: OwnerRef, type: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(ownedBy(owner), eq(files.type, type)));
  return row?.n ?? 0;
}

/** A new file's metadata; its `size` is the length of the bytes written (writeFile). */
export type NewFile = Omit<typeof files.$inferInsert, 'id' | 'createdAt' | 'size'>;

/**
 * Cuts `body` into pieces of FILE_CHUNK_BYTES (the last one shorter) and hands each to `write` with its
 * sequence number as soon as it is full, so at most one chunk and one piece of `body` are in memory.
 * Answers the number of bytes in all.
 */
async function writeChunks(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  write: (seq: number, data: Buffer) => Promise<void>,
): Promise<number> {
  let seq = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async (bytes: number) => {
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    await write(seq, all.subarray(0, bytes));
    seq += 1;
    const rest = all.subarray(bytes);
    pending = rest.length > 0 ? [rest] : [];
    pendingBytes = rest.length;
  };
  for await (const piece of body) {
    if (piece.length === 0) continue;
    pending.push(Buffer.from(piece.buffer, piece.byteOffset, piece.length));
    pendingBytes += piece.length;
    size += piece.length;
    while (pendingBytes >= FILE_CHUNK_BYTES) await flush(FILE_CHUNK_BYTES);
  }
  if (pendingBytes > 0) await flush(pendingBytes);
  return size;
}

/**
 * Stores a file whose bytes come from the API itself (a picture in memory, a test, the seed): its row, then
 * its bytes in chunks (writeChunks), then its size, in one transaction (a savepoint inside the caller's).
 */
export async function writeFile(db: Db, values: NewFile, body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<FileMeta> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(files)
      .values({ ...values, size: 0 })
      .returning({ id: files.id });
    const id = created!.id;
    const size = await writeChunks(body, async (seq, data) => {
      await tx.insert(fileChunks).values({ fileId: id, seq, data });
    });
    const [row] = await tx.update(files).set({ size }).where(eq(files.id, id)).returning(META);
    return row!;
  });
}

/** Stores a file whose bytes are already in memory (a small picture, tests, seed): writeFile of one piece. */
export async function insertFile(db: Db, values: NewFile & { data: Buffer }): Promise<FileMeta> {
  const { data, ...meta } = values;
  return writeFile(db, meta, [data]);
}

/**
 * Writes a client's upload as it arrives into `upload_chunks` under `uploadId`, one short statement per chunk
 * on `db` — never inside a transaction, so a slow client holds no lock and no connection between chunks.
 * Answers its size. The caller adopts (adoptUpload) or discards (discardUpload) it.
 */
export async function stageUpload(db: Db, uploadId: string, body: AsyncIterable<Uint8Array>): Promise<number> {
  return writeChunks(body, async (seq, data) => {
    await db.insert(uploadChunks).values({ uploadId, seq, data });
  });
}

/**
 * Makes a staged upload a file, in the caller's (short) transaction: the row with its metadata, and the bytes
 * moved from `upload_chunks` to `file_chunks` by the database itself.
 */
export async function adoptUpload(tx: Db, uploadId: string, values: NewFile & { size: number }): Promise<FileMeta> {
  const [row] = await tx.insert(files).values(values).returning(META);
  await tx.execute(
    sql`insert into ${fileChunks} (file_id, seq, data) select ${row!.id}, seq, data from ${uploadChunks} where upload_id = ${uploadId}`,
  );
  await tx.delete(uploadChunks).where(eq(uploadChunks.uploadId, uploadId));
  return row!;
}

/** Deletes a staged upload that was refused or cut off. */
export async function discardUpload(db: Db, uploadId: string): Promise<void> {
  await db.delete(uploadChunks).where(eq(uploadChunks.uploadId, uploadId));
}

/** How long a staged upload may take before the prune job deletes what it left: far longer than any 10 MiB upload. */
export const STAGED_UPLOAD_KEPT = '1 hour';

/**
 * Deletes what uploads cut off more than STAGED_UPLOAD_KEPT ago left in `upload_chunks` (a crash, a dropped
 * client). Measured by the database's clock, which stamped the rows: this is real elapsed time.
 */
export async function pruneStagedUploads(db: Db): Promise<void> {
  await db.delete(uploadChunks).where(lt(uploadChunks.createdAt, sql`now() - ${STAGED_UPLOAD_KEPT}::interval`));
}

export async function setValidUntil(db: Db, id: number, validUntil: string | null): Promise<FileMeta | undefined> {
  const [row] = await db.update(files).set({ validUntil }).where(eq(files.id, id)).returning(META);
  return row;
}

export async function deleteFile(db: Db, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** What the access rules need to know about a user owner. */
export async function findUserOwner(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, roles: users.roles, fleetManagerId: users.fleetManagerId, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function findVehicleOwner(db: Db, id: number) {
  const [row] = await db
    .select({ id: vehicles.id, fleetManagerId: vehicles.fleetManagerId })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .limit(1);
  return row;
}

export async function isPaired(db: Db, vehicleId: number, driverId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: vehicleDrivers.vehicleId })
    .from(vehicleDrivers)
    .where(and(eq(vehicleDrivers.vehicleId, vehicleId), eq(vehicleDrivers.driverId, driverId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the owner's row until the transaction ends, so concurrent uploads to one owner count their
 * slot one after another. NO KEY UPDATE: it serialises uploaders but lets other rows keep referencing
 * the owner (sessions, rides). Answers false when the owner is gone (or was deleted meanwhile).
 */
export async function lockOwner(db: Db, owner: OwnerRef): Promise<boolean> {
  const rows =
    owner.userId !== undefined
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, owner.userId), isNull(users.deletedAt)))
          .for('no key update')
      : await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, owner.vehicleId)).for('no key update');
  return rows.length === 1;
}
