import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  importKey,
  isMessageCode,
  translate,
  ZId,
  ZRideInput,
  type ImportColumnKey,
  type Language,
  type RideInput,
  type TImportRowError,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rideImports, users, vehicleOffers, type UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { nowOf } from '../../shared/clock.ts';
import { offerNameIn } from '../pricing/offer-name.ts';
import { resolveRidesBatch, rideBatchWriter } from '../rides/ride-batch.ts';
import type { RideCaller } from '../rides/ride-access.ts';
import { columnOfField, mapRow, type MappedRow, type RowContext } from './import-row.ts';
import { readSheet, TooManyRows, type SheetContent, type SheetRow } from './import-sheet.ts';
import { importTemplate } from './template.ts';
import { assertXlsx } from './xlsx-guard.ts';
import { queueImportSummary } from './import-mail.ts';

/** 400 of an import with bad rows (or bad headers): nothing was written; the rows in the caller's language. */
export class ImportRejected extends Error {
  constructor(readonly errors: TImportRowError[]) {
    super('IMPORT_ROWS_INVALID');
  }
}

export interface ImportUpload {
  /** ADMIN's chosen client (form field or query); a CUSTOMER's own id or nothing. */
  customerId?: string;
  file?: { name: string | undefined; data: Buffer };
}

const usable = (u: UserRow | undefined, role: string): u is UserRow => u !== undefined && u.deletedAt === null && u.roles.includes(role);

const COLUMN_ORDER = new Map(IMPORT_COLUMNS.map((c, i) => [c.key, i]));
const COLUMN_BY_KEY = new Map(IMPORT_COLUMNS.map((c) => [c.key, c]));
/** Rows checked and written at a time: the database writes one chunk while the next is checked. */
const IMPORT_CHUNK = 1_000;

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Ride import (issue 16 §1, docs/api/rides.md "Import"): the template and the all-or-nothing import. */
export function createRideImportService(deps: Pick<ModuleDeps, 'database' | 'jobs' | 'clock' | 'publicUrl'>) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);

  /** The offers by name, Czech or English (a template in either language lists one of them). */
  async function offerIds(tx: Db): Promise<Map<string, number>> {
    const rows = await tx
      .select({ id: vehicleOffers.id, cs: offerNameIn('cs'), en: offerNameIn('en') })
      .from(vehicleOffers)
      .orderBy(asc(vehicleOffers.id));
    const out = new Map<string, number>();
    for (const lang of ['cs', 'en'] as const) for (const r of rows) if (!out.has(importKey(r[lang]))) out.set(importKey(r[lang]), r.id);
    return out;
  }

  /** The client the file is for: ADMIN names an active client; a CUSTOMER is it (naming another: 403). */
  async function clientOf(caller: RideCaller, given: string | undefined): Promise<UserRow> {
    const text = given?.trim() ? given.trim() : undefined;
    const isAdmin = caller.roles.includes('ADMIN');
    if (!isAdmin) {
      if (text !== undefined && text !== String(caller.id)) throw new AppError(403, 'FORBIDDEN');
    } else if (text === undefined) {
      throw new AppError(400, 'CLIENT_NOT_CHOSEN', { fields: { customerId: 'CLIENT_NOT_CHOSEN' } });
    }
    const id = ZId.safeParse(text ?? String(caller.id));
    const [row] = id.success ? await db.select().from(users).where(eq(users.id, id.data)) : [];
    if (!usable(row, 'CUSTOMER')) throw new AppError(400, 'CLIENT_INVALID', { fields: { customerId: 'CLIENT_INVALID' } });
    return row;
  }

  async function rowContext(isAdmin: boolean, customerId: number): Promise<RowContext> {
    const passengers = await db
      .select({ id: users.id, email: users.email, name: users.name, roles: users.roles })
      .from(users)
      .where(and(eq(users.clientId, customerId), isNull(users.deletedAt)));
    const byEmail = new Map<string, number>();
    const byName = new Map<string, number | null>();
    for (const p of passengers.filter((u) => u.roles.includes('PASSENGER'))) {
      if (p.email) byEmail.set(p.email.toLowerCase(), p.id);
      const key = importKey(p.name);
      byName.set(key, byName.has(key) ? null : p.id);
    }
    const unique = new Map([...byName].filter((e): e is [string, number] => e[1] !== null));
    return { isAdmin, offers: await offerIds(db), passengersByEmail: byEmail, passengersByName: unique };
  }

  function readFile(data: Buffer, lang: Language): SheetContent {
    try {
      return readSheet(assertXlsx(data), lang);
    } catch (error) {
      if (error instanceof TooManyRows) throw new AppError(400, 'TOO_MANY_ROWS', { params: { max: IMPORT_MAX_ROWS } });
      // XlsxRefused, or what passed the zip checks but is no workbook the sheet reader can read (XmlMalformed).
      throw new AppError(400, 'ONLY_XLSX', { fields: { file: 'ONLY_XLSX' } });
    }
  }

  return {
    /** `GET /api/orders/import/template`: the .xlsx template in `lang`, offers named in it (the client price column for ADMIN only). */
    async template(caller: RideCaller, lang: Language): Promise<Buffer> {
      const rows = await db
        .select({ name: offerNameIn(lang) })
        .from(vehicleOffers)
        .orderBy(asc(vehicleOffers.id));
      const names = rows.map((r) => r.name);
      return importTemplate(lang, caller.roles.includes('ADMIN'), names);
    },

    /**
     * `POST /api/orders/import`: every row checked by the ride form's schema and the rides module's rules;
     * any bad row → ImportRejected listing every bad row, nothing written. Otherwise all rides, the
     * `ride_imports` record (its digest refuses the same file for the same client: 409) and one summary
     * e-mail in one transaction. Answers how many rides were created.
     */
    async importFile(caller: RideCaller, upload: ImportUpload, lang: Language): Promise<{ count: number }> {
      const client = await clientOf(caller, upload.customerId);
      const file = upload.file;
      if (!file || file.data.length === 0) throw new AppError(400, 'IMPORT_FILE_MISSING', { fields: { file: 'IMPORT_FILE_MISSING' } });
      const digest = createHash('sha256').update(file.data).digest('hex');
      const duplicate = () => new AppError(409, 'IMPORT_DUPLICATE');
      const [seen] = await db
        .select({ id: rideImports.id })
        .from(rideImports)
        .where(and(eq(rideImports.customerId, client.id), eq(rideImports.digest, digest)));
      if (seen) throw duplicate();

      const sheet = readFile(file.data, lang);
      const header = (key: ImportColumnKey) => sheet.headers.get(key) ?? COLUMN_BY_KEY.get(key)?.[lang] ?? key;
      if (sheet.problems.length > 0) {
        throw new ImportRejected(sheet.problems.map((p) => ({ row: 1, column: p.column, message: translate(p.code, lang, p.params) })));
      }
      if (sheet.rows.length === 0) throw new AppError(400, 'IMPORT_EMPTY');

      const ctx = await rowContext(caller.roles.includes('ADMIN'), client.id);
      const errors: (TImportRowError & { order: number })[] = [];
      const bad = (row: number, column: ImportColumnKey, message: string) =>
        errors.push({ row, column: header(column), message, order: COLUMN_ORDER.get(column) ?? 0 });
      /** The rows the ride form's schema accepts (as its body); the others' problems are reported. */
      const checked = (rows: readonly SheetRow[]) => {
        const valid: { row: number; mapped: MappedRow; input: RideInput }[] = [];
        for (const sheetRow of rows) {
          const mapped = mapRow(sheetRow, ctx);
          for (const p of mapped.problems) bad(sheetRow.row, p.column, translate(p.code, lang));
          const parsed = ZRideInput.safeParse(mapped.input);
          if (!parsed.success) {
            const seenColumns = new Set(mapped.problems.map((p) => p.column));
            for (const issue of parsed.error.issues) {
              const column = columnOfField(issue.path, mapped);
              if (seenColumns.has(column)) continue;
              seenColumns.add(column);
              bad(sheetRow.row, column, translate(isMessageCode(issue.message) ? issue.message : 'INVALID_INPUT', lang));
            }
          } else if (mapped.problems.length === 0) {
            valid.push({ row: sheetRow.row, mapped, input: parsed.data });
          }
        }
        return valid;
      };
      const at = now();
      const count = sheet.rows.length;
      try {
        return await db.transaction(async (tx) => {
          const [record] = await tx
            .insert(rideImports)
            .values({
              customerId: client.id,
              digest,
              fileName: file.name?.slice(0, 255) ?? null,
              rides: count,
              createdBy: caller.id,
              createdAt: at,
            })
            .returning({ id: rideImports.id });
          // The rows go through in chunks: while the database writes one chunk's rides, the next is checked.
          // Once a row is bad nothing more is written, and the transaction is rolled back at the end.
          const writer = await rideBatchWriter(tx, deps.jobs, caller, at, count, { importId: record!.id });
          const dates: Date[] = [];
          try {
            for (let from = 0; from < count; from += IMPORT_CHUNK) {
              const valid = checked(sheet.rows.slice(from, from + IMPORT_CHUNK));
              await writer.idle();
              const { resolved, refusals } = await resolveRidesBatch(
                tx,
                caller,
                client.id,
                valid.map((v) => v.input),
                at,
              );
              for (const { index, error } of refusals) {
                const { row, mapped } = valid[index]!;
                const fields = Object.entries(error.options.fields ?? {});
                if (fields.length === 0) bad(row, 'date', translate(error.code, lang, error.options.params));
                for (const [field, code] of fields)
                  bad(
                    row,
                    columnOfField(
                      field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
                      mapped,
                    ),
                    translate(code, lang, error.options.params),
                  );
              }
              if (errors.length > 0) continue;
              await writer.write(resolved);
              for (const r of resolved) dates.push(r.next.date);
            }
          } finally {
            // Nothing is left running on the connection when the transaction ends (a failure is thrown by finish).
            await writer.idle().catch(() => undefined);
          }
          if (errors.length > 0) {
            errors.sort((a, b) => a.row - b.row || a.order - b.order);
            throw new ImportRejected(errors.map(({ row, column, message }) => ({ row, column, message })));
          }
          await writer.finish();
          await queueImportSummary(tx, deps, { caller, client, fileName: file.name ?? '', dates, at });
          return { count };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
    },
  };
}

export type RideImportService = ReturnType<typeof createRideImportService>;
