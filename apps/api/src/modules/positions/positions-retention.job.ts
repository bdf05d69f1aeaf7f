import { z } from 'zod';
import { scheduledJob, type JobDefinition } from '../../adapters/jobs/queue.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { deletePositionsBefore } from './positions.repository.ts';

/** The job that forgets old positions (issue 18 §4). */
export const POSITIONS_RETENTION_JOB = 'positions-retention';
/** Every day at 03:17 in Prague (a quiet hour, off the full hour other schedules like). */
export const POSITIONS_RETENTION_CRON = '17 3 * * *';
/** POSITIONS_RETENTION_DAYS when it is not set. */
export const DEFAULT_POSITIONS_RETENTION_DAYS = 30;
/** Rows deleted per statement: short statements, no long lock on the table the phones write. */
export const RETENTION_CHUNK = 1000;

const DAY_MS = 86_400_000;

/** POSITIONS_RETENTION_DAYS (whole days, 1–3650; default 30); a wrong value stops the start. */
export function positionsRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const parsed = z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(DEFAULT_POSITIONS_RETENTION_DAYS)
    .safeParse(env.POSITIONS_RETENTION_DAYS || undefined);
  if (!parsed.success) throw new Error('Invalid configuration:\n  POSITIONS_RETENTION_DAYS: whole days from 1 to 3650 (see README.md)');
  return parsed.data;
}

/**
 * Deletes the positions recorded more than `days` before now (the app's clock): a driver whose phone has
 * not reported for that long has no pin anyway (OFFLINE after two minutes). Chunks of `chunk` rows by the
 * `recorded_at` index, until none is left; a second run or a second instance finds nothing to do.
 */
export function positionsRetentionJob(
  deps: Pick<ModuleDeps, 'database' | 'clock'>,
  options: { days: number; chunk?: number },
): JobDefinition<object> {
  const chunk = options.chunk ?? RETENTION_CHUNK;
  return scheduledJob(POSITIONS_RETENTION_JOB, POSITIONS_RETENTION_CRON, async () => {
    const before = new Date(deps.clock.now().getTime() - options.days * DAY_MS);
    while ((await deletePositionsBefore(deps.database.db, before, chunk)) === chunk) {
      // a full chunk: there may be more
    }
  });
}
