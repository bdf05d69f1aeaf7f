import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { FILE_MIME_TYPES, halereToCzk, type Language, type VehicleOfferInput } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { files, rides, users, vehicleOfferClients, vehicleOffers, type VehicleOfferRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import { FILE_BYTES, insertFile } from '../files/files.repository.ts';
import { uploadContent } from '../files/files.service.ts';
import { allowedClientIdsOf } from './pricing-data.ts';
import { checkClients, checkPhoto } from './pricing-checks.ts';
import { offerColumnsIn } from './offer-name.ts';
import type { PublicVehicleOffer, VehicleOfferDto } from './pricing.schemas.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { compareCzech } from '../../shared/czech-order.ts';

/** The pictures an offer's photo may be. */
export const PHOTO_MIME_TYPES = FILE_MIME_TYPES.filter((type) => type.startsWith('image/'));

/** The photo's address; `?v=` (the file id) changes with the photo, so a cached old one is never shown. */
export function photoUrlOf(row: Pick<VehicleOfferRow, 'id' | 'photoFileId'>): string | null {
  return row.photoFileId === null ? null : `/api/vehicle-offers/${row.id}/photo?v=${row.photoFileId}`;
}

/** An uploaded photo: the client's file name and the bytes (see `readUploadParts`). */
export interface PhotoUpload {
  fileName: string | undefined;
  data: Buffer;
}

/** What anyone may see of an offer: no prices, no clients; `name` as the row has it (offerColumnsIn: in the caller's language). */
export function toPublicOffer(
  row: Pick<VehicleOfferRow, 'id' | 'name' | 'persons' | 'luggage' | 'transfer' | 'rent' | 'congress' | 'description' | 'photoFileId'>,
): PublicVehicleOffer {
  const { id, name, persons, luggage, transfer, rent, congress, description } = row;
  return { id, name, persons, luggage, transfer, rent, congress, description, photoUrl: photoUrlOf(row) };
}

/** The row columns of a vehicle offer input (the demo seed writes its offers through it too). */
export function vehicleOfferValues(input: VehicleOfferInput) {
  const { name, nameEn, persons, luggage, transfer, rent, congress, rentPricePerHour, description, photoFileId, flightBufferMinutes } =
    input;
  return {
    name,
    nameEn,
    persons,
    luggage,
    transfer,
    rent,
    congress,
    rentPricePerHour,
    public: input.public,
    description,
    photoFileId,
    // Left out of the body: the stored buffer stays (Drizzle skips undefined).
    flightBufferMinutes,
  };
}

/** Vehicle offers (spec §3; docs/api/pricing.md §5): ADMIN's list and edits, and the public list. */
export function createVehicleOffersService(deps: { database: Database; clock?: Clock }) {
  const now = nowOf(deps.clock);
  const { db } = deps.database;

  async function present(tx: Db, rows: VehicleOfferRow[]): Promise<VehicleOfferDto[]> {
    const allowed = await allowedClientIdsOf(
      tx,
      rows.map((r) => r.id),
    );
    const clientIds = [...new Set([...allowed.values()].flat())];
    const names = new Map(
      clientIds.length
        ? (await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, clientIds))).map((u) => [u.id, u.name])
        : [],
    );
    // The stored names, whatever the caller's language: the admin's form edits them (ZVehicleOffer).
    return rows.map((r) => ({
      ...toPublicOffer(r),
      nameEn: r.nameEn,
      rentPricePerHour: r.rentPricePerHour === null ? null : halereToCzk(r.rentPricePerHour),
      public: r.public,
      photoFileId: r.photoFileId,
      flightBufferMinutes: r.flightBufferMinutes,
      allowedClients: (allowed.get(r.id) ?? [])
        .map((id) => ({ id, name: names.get(id) ?? '' }))
        .sort((a, b) => compareCzech(a.name, b.name) || a.id - b.id),
    }));
  }

  async function load(tx: Db, id: number): Promise<VehicleOfferDto> {
    const [row] = await tx.select().from(vehicleOffers).where(eq(vehicleOffers.id, id));
    if (!row) throw new AppError(404, 'NOT_FOUND');
    return (await present(tx, [row]))[0]!;
  }

  async function check(tx: Db, input: VehicleOfferInput) {
    await checkPhoto(tx, input.photoFileId);
    await checkClients(tx, input.allowedClientIds, 'allowedClientIds');
  }

  /** Locks an offer row for the rest of the transaction; 404 when there is none. */
  async function lockOffer(tx: Db, id: number) {
    const [found] = await tx
      .select({ id: vehicleOffers.id, photoFileId: vehicleOffers.photoFileId })
      .from(vehicleOffers)
      .where(eq(vehicleOffers.id, id))
      .for('update');
    if (!found) throw new AppError(404, 'NOT_FOUND');
    return found;
  }

  /**
   * Deletes a photo no offer shows any more when it was uploaded for offers (a file without an owner); a
   * user's picture once chosen as a photo stays with its user.
   */
  async function dropPhoto(tx: Db, fileId: number | null) {
    if (fileId === null) return;
    const [shown] = await tx.select({ id: vehicleOffers.id }).from(vehicleOffers).where(eq(vehicleOffers.photoFileId, fileId)).limit(1);
    if (shown) return;
    await tx.delete(files).where(and(eq(files.id, fileId), isNull(files.userId), isNull(files.vehicleId)));
  }

  async function replaceClients(tx: Db, offerId: number, clientIds: readonly number[]) {
    await tx.delete(vehicleOfferClients).where(eq(vehicleOfferClients.vehicleOfferId, offerId));
    if (clientIds.length) await tx.insert(vehicleOfferClients).values(clientIds.map((clientId) => ({ vehicleOfferId: offerId, clientId })));
  }

  return {
    async list(): Promise<VehicleOfferDto[]> {
      return present(db, await db.select().from(vehicleOffers).orderBy(asc(vehicleOffers.id)));
    },

    /** The public offers, named in `lang`. */
    async listPublic(lang: Language): Promise<PublicVehicleOffer[]> {
      const rows = await db
        .select(offerColumnsIn(lang))
        .from(vehicleOffers)
        .where(eq(vehicleOffers.public, true))
        .orderBy(asc(vehicleOffers.id));
      return rows.map(toPublicOffer);
    },

    get: (id: number) => load(db, id),

    async create(input: VehicleOfferInput): Promise<VehicleOfferDto> {
      return db.transaction(async (tx) => {
        await check(tx, input);
        const [row] = await tx.insert(vehicleOffers).values(vehicleOfferValues(input)).returning({ id: vehicleOffers.id });
        await replaceClients(tx, row!.id, input.allowedClientIds);
        return load(tx, row!.id);
      });
    },

    async update(id: number, input: VehicleOfferInput): Promise<VehicleOfferDto> {
      return db.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        await check(tx, input);
        await tx
          .update(vehicleOffers)
          .set({ ...vehicleOfferValues(input), updatedAt: now() })
          .where(eq(vehicleOffers.id, id));
        if (found.photoFileId !== input.photoFileId) await dropPhoto(tx, found.photoFileId);
        await replaceClients(tx, id, input.allowedClientIds);
        return load(tx, id);
      });
    },

    /** Deletes an offer with its intervals and fixed prices; one that rides use answers 409. */
    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        const [used] = await tx.select({ id: rides.id }).from(rides).where(eq(rides.vehicleOfferId, id)).limit(1);
        if (used) throw new AppError(409, 'VEHICLE_OFFER_IN_USE');
        await tx.delete(vehicleOffers).where(eq(vehicleOffers.id, id));
        await dropPhoto(tx, found.photoFileId);
      });
    },

    /**
     * Stores an uploaded JPEG/PNG/WebP (by its bytes) in the files table, without an owner, as the offer's
     * photo and drops the one it replaces. Anything else is 400 PHOTO_NOT_IMAGE and stores nothing.
     */
    async setPhoto(uploaderId: number, id: number, upload: PhotoUpload): Promise<VehicleOfferDto> {
      const content = uploadContent(upload.fileName, upload.data, PHOTO_MIME_TYPES);
      if (!content) throw new AppError(400, 'PHOTO_NOT_IMAGE', { fields: { file: 'PHOTO_NOT_IMAGE' } });
      return db.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        const file = await insertFile(tx, { type: 'PHOTO', ...content, uploadedBy: uploaderId });
        await tx.update(vehicleOffers).set({ photoFileId: file.id, updatedAt: now() }).where(eq(vehicleOffers.id, id));
        await dropPhoto(tx, found.photoFileId);
        return load(tx, id);
      });
    },

    /** Takes the photo off an offer (and drops it, see `dropPhoto`); no photo is fine. */
    async removePhoto(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await lockOffer(tx, id);
        if (found.photoFileId === null) return;
        await tx.update(vehicleOffers).set({ photoFileId: null, updatedAt: now() }).where(eq(vehicleOffers.id, id));
        await dropPhoto(tx, found.photoFileId);
      });
    },

    /** The photo of a public offer (ADMIN: of any offer); null when there is none to show. */
    async photo(id: number, admin: boolean): Promise<{ mimeType: string; data: Buffer } | null> {
      const [row] = await db
        .select({ public: vehicleOffers.public, mimeType: files.mimeType, data: FILE_BYTES })
        .from(vehicleOffers)
        .innerJoin(files, eq(files.id, vehicleOffers.photoFileId))
        .where(eq(vehicleOffers.id, id));
      return row && (row.public || admin) ? { mimeType: row.mimeType, data: row.data } : null;
    },
  };
}

export type VehicleOffersService = ReturnType<typeof createVehicleOffersService>;
