import { PassThrough, type Readable } from 'node:stream';
import { rideExportFileName, rideExportVariants, type Language, type RideExportQuery } from '@vozka/domain';
import { rideExportTexts } from '../../locales/ride-export.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import type { RideCaller } from '../rides/ride-access.ts';
import { rideListCondition } from '../rides/rides.filters.ts';
import type { SheetRideWithPeople } from '../rides/rides.repository.ts';
import { exportCells, exportColumns } from './ride-export.columns.ts';
import { exportPage } from './ride-export.read.ts';
import { openRideSheet } from './ride-export.xlsx.ts';

/** Rides read per keyset page: the memory of an export is about one page, however many rides it holds. */
export const EXPORT_PAGE_SIZE = 1000;

export interface RideExportFile {
  name: string;
  /** The workbook as it is written; ends when the last page is in, or is destroyed on a failure. */
  body: Readable;
}

/**
 * `GET /api/orders/export` (issue 16 §2, docs/api/rides.md "Export"): the rides the caller's list shows for the
 * same filters (rideListCondition: its visibility and filters), every page, in the list's order, as an xlsx
 * written page by page into the answer.
 */
export function createRideExportService(deps: Pick<ModuleDeps, 'database' | 'clock' | 'logger'>) {
  const db = deps.database.db;

  const page = (where: ReturnType<typeof rideListCondition>, query: RideExportQuery, last: SheetRideWithPeople | undefined) =>
    exportPage(db, where, query.sortBy, last, EXPORT_PAGE_SIZE);

  return {
    /** Refuses a variant the caller may not ask (403); reads the first page, then streams the rest behind it. */
    async open(caller: RideCaller, query: RideExportQuery, lang: Language): Promise<RideExportFile> {
      if (!rideExportVariants(caller.roles).includes(query.for)) throw new AppError(403, 'FORBIDDEN');
      const now = deps.clock.now();
      const where = rideListCondition(caller, query);
      const columns = exportColumns(query.for, caller);
      const t = rideExportTexts(lang);
      const first = await page(where, query, undefined);
      const body = new PassThrough();
      const sheet = openRideSheet(body, columns, lang, now);

      // The next page is read while this one is written (the database and the writer work side by side).
      const writeAll = async () => {
        let rides = first;
        for (;;) {
          const next = rides.length < EXPORT_PAGE_SIZE ? undefined : page(where, query, rides.at(-1)?.row);
          next?.catch(() => undefined);
          await sheet.write(rides.map((ride) => exportCells(columns, ride, caller, t)));
          if (body.destroyed || next === undefined) break;
          rides = await next;
        }
        if (!body.destroyed) await sheet.finish();
      };
      // The answer has started: a failure can only be logged and the download cut short.
      writeAll().catch((err: unknown) => {
        deps.logger.error({ err }, 'ride export failed after its header was sent');
        body.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return { name: rideExportFileName(query, now), body };
    },
  };
}
