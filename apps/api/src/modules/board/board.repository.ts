import { and, asc, desc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardDismissals, boardMessages, type BoardMessageRow } from '../../db/schema/index.ts';
import { updateById } from '../../db/by-id.ts';

/** LOW 0, NORMAL 1, HIGH 2 (the domain's `boardRank`), so SQL sorts the most urgent first. */
const rank = sql<number>`case ${boardMessages.priority} when 'HIGH' then 2 when 'NORMAL' then 1 else 0 end`;

export interface BoardMessageValues {
  message: string;
  date: Date;
  priority: string;
}

/** Every message for `/board`: newest first. */
export function listAll(db: Db): Promise<BoardMessageRow[]> {
  return db.select().from(boardMessages).orderBy(desc(boardMessages.date), desc(boardMessages.id));
}

/**
 * A user's landing list: the messages dated up to `now` that it has not dismissed, the most urgent first,
 * then the newest (docs/decisions/0028).
 */
export function listForLanding(db: Db, userId: number, now: Date): Promise<BoardMessageRow[]> {
  const dismissed = db
    .select({ one: sql`1` })
    .from(boardDismissals)
    .where(and(eq(boardDismissals.messageId, boardMessages.id), eq(boardDismissals.userId, userId)));
  return db
    .select()
    .from(boardMessages)
    .where(and(lte(boardMessages.date, now), notExists(dismissed)))
    .orderBy(desc(rank), desc(boardMessages.date), desc(boardMessages.id));
}

export async function insertMessage(db: Db, values: BoardMessageValues, userId: number, now: Date): Promise<BoardMessageRow> {
  const [row] = await db
    .insert(boardMessages)
    .values({ ...values, createdBy: userId, updatedAt: now })
    .returning();
  return row!;
}

export async function updateMessage(
  db: Db,
  id: number,
  values: Partial<BoardMessageValues>,
  now: Date,
): Promise<BoardMessageRow | undefined> {
  return updateById(db, boardMessages, id, { ...values, updatedAt: now });
}

/** True when there was such a message (its dismissals go with it). */
export async function deleteMessage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(boardMessages).where(eq(boardMessages.id, id)).returning({ id: boardMessages.id });
  return rows.length > 0;
}

export async function messageExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: boardMessages.id }).from(boardMessages).where(eq(boardMessages.id, id));
  return row !== undefined;
}

/** Idempotent: dismissing twice keeps the first time. */
export async function insertDismissal(db: Db, messageId: number, userId: number, now: Date): Promise<void> {
  await db.insert(boardDismissals).values({ messageId, userId, dismissedAt: now }).onConflictDoNothing();
}

/** Who dismissed a message (tests and ADMIN's view of it): user ids, in order. */
export async function dismissedBy(db: Db, messageId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: boardDismissals.userId })
    .from(boardDismissals)
    .where(eq(boardDismissals.messageId, messageId))
    .orderBy(asc(boardDismissals.userId));
  return rows.map((r) => r.userId);
}
