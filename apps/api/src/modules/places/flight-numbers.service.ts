import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { flightNumbers } from '../../db/schema/index.ts';
import { AppError } from '../../shared/errors.ts';

function isTaken(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const taken = () => new AppError(409, 'FLIGHT_NUMBER_TAKEN', { fields: { number: 'FLIGHT_NUMBER_TAKEN' } });

/** Flight numbers (spec §3): one list, served whole with an ETag so the 60 s refresh costs a 304. */
export function createFlightNumbersService(deps: { database: Database }) {
  const { db } = deps.database;

  async function save(work: () => Promise<{ id: number; number: string } | undefined>) {
    try {
      const row = await work();
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return { id: row.id, number: row.number };
    } catch (error) {
      if (isTaken(error)) throw taken();
      throw error;
    }
  }

  return {
    /** The whole list by number, and its ETag (a hash of what is sent). */
    async list() {
      const objects = await db
        .select({ id: flightNumbers.id, number: flightNumbers.number })
        .from(flightNumbers)
        .orderBy(asc(flightNumbers.number), asc(flightNumbers.id));
      const body = { totalPages: 1 as const, objects };
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      return { body, etag };
    },

    async get(id: number) {
      const [row] = await db
        .select({ id: flightNumbers.id, number: flightNumbers.number })
        .from(flightNumbers)
        .where(eq(flightNumbers.id, id));
      if (!row) throw new AppError(404, 'NOT_FOUND');
      return row;
    },

    create: (number: string) => save(async () => (await db.insert(flightNumbers).values({ number }).returning())[0]),

    update: (id: number, number: string) =>
      save(async () => (await db.update(flightNumbers).set({ number }).where(eq(flightNumbers.id, id)).returning())[0]),

    async remove(id: number) {
      const rows = await db.delete(flightNumbers).where(eq(flightNumbers.id, id)).returning({ id: flightNumbers.id });
      if (rows.length === 0) throw new AppError(404, 'NOT_FOUND');
    },
  };
}
