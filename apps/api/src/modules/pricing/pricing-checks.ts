import { and, arrayContains, eq, inArray, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, locations, users, vehicleOffers } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';

/** Allowed clients and per-client prices must be existing (not deleted) CUSTOMER accounts. */
export async function checkClients(db: Db, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt), arrayContains(users.roles, ['CUSTOMER'])));
  if (rows.length !== new Set(ids).size) throw new AppError(400, 'CLIENT_INVALID', { fields: { [field]: 'CLIENT_INVALID' } });
}

/** An offer's photo is an uploaded picture. */
export async function checkPhoto(db: Db, fileId: number | null): Promise<void> {
  if (fileId === null) return;
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), like(files.mimeType, 'image/%')));
  if (!row) throw new AppError(400, 'PHOTO_INVALID', { fields: { photoFileId: 'PHOTO_INVALID' } });
}

export async function checkOffer(db: Db, id: number | null, field: string): Promise<void> {
  if (id === null) return;
  const [row] = await db.select({ id: vehicleOffers.id }).from(vehicleOffers).where(eq(vehicleOffers.id, id));
  if (!row) throw new AppError(400, 'VEHICLE_OFFER_INVALID', { fields: { [field]: 'VEHICLE_OFFER_INVALID' } });
}

export async function checkLocation(db: Db, id: number | null | undefined, field: string): Promise<void> {
  if (id == null) return;
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  if (!row) throw new AppError(400, 'LOCATION_INVALID', { fields: { [field]: 'LOCATION_INVALID' } });
}
