import type { BoardMessageInput, BoardPriority, TBoardMessage } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import type { BoardMessageRow } from '../../db/schema/index.ts';
import { nowOf, type Clock } from '../../shared/clock.ts';
import { AppError } from '../../shared/errors.ts';
import {
  deleteMessage,
  insertDismissal,
  insertMessage,
  listAll,
  listForLanding,
  messageExists,
  updateMessage,
  type BoardMessageValues,
} from './board.repository.ts';

export function toBoardMessage(row: BoardMessageRow): TBoardMessage {
  // The column holds only what ZBoardMessageInput let through.
  return { id: row.id, message: row.message, date: row.date.toISOString(), priority: row.priority as BoardPriority };
}

/** Dashboard messages (docs/decisions/0028): ADMIN writes them, everyone signed in reads and dismisses its own. */
export function createBoardService(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;
  const now = nowOf(deps.clock);
  const values = (input: BoardMessageInput, at: Date): BoardMessageValues => ({
    message: input.message,
    date: input.date ? new Date(input.date) : at,
    priority: input.priority,
  });
  const changes = (input: BoardMessageInput): Partial<BoardMessageValues> => ({
    message: input.message,
    priority: input.priority,
    ...(input.date ? { date: new Date(input.date) } : {}),
  });
  const notFound = () => new AppError(404, 'MESSAGE_ID_NOT_FOUND');

  return {
    /** `all`: every message (ADMIN's `/board`); `landing`: the caller's current, not dismissed ones. */
    async list(view: 'all' | 'landing', userId: number): Promise<TBoardMessage[]> {
      const rows = view === 'all' ? await listAll(db) : await listForLanding(db, userId, now());
      return rows.map(toBoardMessage);
    },

    async create(input: BoardMessageInput, userId: number): Promise<TBoardMessage> {
      const at = now();
      return toBoardMessage(await insertMessage(db, values(input, at), userId, at));
    },

    /** Changes the text, priority and (when sent) the date; who dismissed it keeps it dismissed. */
    async update(id: number, input: BoardMessageInput): Promise<TBoardMessage> {
      const row = await updateMessage(db, id, changes(input), now());
      if (!row) throw notFound();
      return toBoardMessage(row);
    },

    async remove(id: number): Promise<void> {
      if (!(await deleteMessage(db, id))) throw notFound();
    },

    async dismiss(id: number, userId: number): Promise<void> {
      if (!(await messageExists(db, id))) throw notFound();
      await insertDismissal(db, id, userId, now());
    },
  };
}
