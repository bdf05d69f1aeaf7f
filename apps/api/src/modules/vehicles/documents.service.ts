import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { addDays, todayInPrague, type ExpiringDocument, type ExpiringDocumentKind, type FileType } from '@vozka/domain';
import type { Database, Db } from '../../db/client.ts';
import { pick } from '../../db/columns.ts';
import { files, users, vehicles } from '../../db/schema/index.ts';
import { hasRole, type Caller } from '../../shared/caller.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';

const KIND_ORDER: Record<ExpiringDocumentKind, number> = { TECHNICAL_INSPECTION: 0, INSURANCE: 1, FILE: 2 };

async function vehicleDates(db: Db, kind: 'TECHNICAL_INSPECTION' | 'INSURANCE', horizon: string, fleetId: number | null) {
  const column = kind === 'TECHNICAL_INSPECTION' ? vehicles.technicalInspectionValidUntil : vehicles.insuranceValidUntil;
  const rows = await db
    .select({ id: vehicles.id, registrationPlate: vehicles.registrationPlate, validUntil: column })
    .from(vehicles)
    .where(and(lte(column, horizon), fleetId !== null ? eq(vehicles.fleetManagerId, fleetId) : undefined));
  return rows.map((r) => ({
    kind,
    validUntil: r.validUntil!,
    vehicle: { id: r.id, registrationPlate: r.registrationPlate },
    user: null,
    fileId: null,
    fileType: null,
  }));
}

/** Files with a validity date; a fleet manager's scope is its vehicles' and its drivers' files. */
async function fileDates(db: Db, horizon: string, fleetId: number | null) {
  const rows = await db
    .select({
      ...pick(files, 'id', 'type', 'validUntil'),
      // null (drizzle) where the file belongs to no vehicle, or to no person.
      vehicle: pick(vehicles, 'id', 'registrationPlate'),
      user: pick(users, 'id', 'name'),
    })
    .from(files)
    .leftJoin(vehicles, eq(vehicles.id, files.vehicleId))
    .leftJoin(users, eq(users.id, files.userId))
    .where(
      and(
        lte(files.validUntil, horizon),
        isNull(users.deletedAt),
        fleetId !== null ? or(eq(vehicles.fleetManagerId, fleetId), eq(users.fleetManagerId, fleetId)) : undefined,
      ),
    );
  return rows.map((r) => ({
    kind: 'FILE' as const,
    validUntil: r.validUntil!,
    vehicle: r.vehicle,
    user: r.user,
    fileId: r.id,
    fileType: r.type as FileType,
  }));
}

/** Documents that ran out or run out soon (docs/api/people.md `GET /api/documents/expiring`). */
export function createDocumentsService(deps: { database: Database; clock?: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  return {
    /** Every date on or before today + `days` the caller may see, oldest first; `expired` = before today. */
    async expiring(caller: Caller, days: number): Promise<ExpiringDocument[]> {
      // Documents expire by the business's calendar (Prague), not the server's.
      const today = todayInPrague(now());
      const horizon = addDays(today, days);
      const fleetId = hasRole(caller, 'ADMIN') ? null : caller.id;
      const entries = [
        ...(await vehicleDates(db, 'TECHNICAL_INSPECTION', horizon, fleetId)),
        ...(await vehicleDates(db, 'INSURANCE', horizon, fleetId)),
        ...(await fileDates(db, horizon, fleetId)),
      ];
      return entries
        .map((e) => ({ ...e, expired: e.validUntil < today }))
        .sort(
          (a, b) =>
            a.validUntil.localeCompare(b.validUntil) ||
            KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
            (a.vehicle?.id ?? 0) - (b.vehicle?.id ?? 0) ||
            (a.fileId ?? 0) - (b.fileId ?? 0),
        );
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
