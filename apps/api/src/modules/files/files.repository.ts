import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, users, vehicleDrivers, vehicles } from '../../db/schema/index.ts';

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

/** The stored length of a file's bytes (not the `size` column: the bytes themselves), or undefined when it is gone. */
export async function fileLength(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ length: sql<number>`octet_length(${files.data})`.mapWith(Number) })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row?.length;
}

/**
 * `length` bytes of a file from byte `offset` (0-based), or undefined when the file is gone. Only the
 * slice leaves the database, so a download holds one slice in memory, never the whole file.
 */
export async function fileSlice(db: Db, id: number, offset: number, length: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: sql<Buffer>`substring(${files.data} from ${offset + 1} for ${length})`.mapWith(files.data) })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row?.data;
}

export async function countFiles(db: Db, owner: OwnerRef, type: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(files)
    .where(and(ownedBy(owner), eq(files.type, type)));
  return row?.n ?? 0;
}

export async function insertFile(db: Db, values: Omit<typeof files.$inferInsert, 'id' | 'createdAt'>): Promise<FileMeta> {
  const [row] = await db.insert(files).values(values).returning(META);
  return row!;
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
