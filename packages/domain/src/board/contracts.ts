import { z } from 'zod';

/**
 * Dashboard messages (spec §3 "Dashboard message", §7 board/message; docs/decisions/0028): ADMIN writes
 * them at `/board`; every signed-in user sees the current ones on its landing screen, most urgent first,
 * until it dismisses them.
 */

/** Least urgent first; `boardRank` turns a priority into its sort weight. */
export const BOARD_PRIORITIES = ['LOW', 'NORMAL', 'HIGH'] as const;
export type BoardPriority = (typeof BOARD_PRIORITIES)[number];
export const BOARD_MESSAGE_MAX = 2000;

/** The higher, the more urgent (HIGH 2, NORMAL 1, LOW 0). */
export function boardRank(priority: BoardPriority): number {
  return BOARD_PRIORITIES.indexOf(priority);
}

/**
 * The landing order: most urgent first, then newest first, then the later written (higher id) first. The
 * API orders the same way in SQL; the web keeps the order it gets.
 */
export function compareBoardMessages(a: TBoardMessage, b: TBoardMessage): number {
  return boardRank(b.priority) - boardRank(a.priority) || Date.parse(b.date) - Date.parse(a.date) || b.id - a.id;
}

export const ZBoardMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  /** From when it shows (ISO instant); a message dated later is ADMIN's until then. */
  date: z.string(),
  priority: z.enum(BOARD_PRIORITIES),
});
export type TBoardMessage = z.infer<typeof ZBoardMessage>;
export const ZBoardMessageList = z.array(ZBoardMessage);

/** `POST /api/board/message`, `PUT /api/board/message/{id}`: the text, from when (default now), how urgent (default NORMAL). */
export const ZBoardMessageInput = z.object({
  message: z
    .string({ error: 'BOARD_MESSAGE_REQUIRED' })
    .trim()
    .min(1, 'BOARD_MESSAGE_REQUIRED')
    .max(BOARD_MESSAGE_MAX, 'BOARD_MESSAGE_TOO_LONG'),
  date: z.iso
    .datetime({ offset: true, error: 'INVALID_INPUT' })
    .nullish()
    .transform((v) => v ?? null),
  priority: z.enum(BOARD_PRIORITIES, { error: 'INVALID_INPUT' }).optional().default('NORMAL'),
});
export type TBoardMessageInput = z.input<typeof ZBoardMessageInput>;
export type BoardMessageInput = z.output<typeof ZBoardMessageInput>;

/**
 * `GET /api/board/message`: ADMIN gets every message (`all`, the default for ADMIN, for `/board`) or its own
 * landing list (`landing`); everyone else always gets its landing list.
 */
export const ZBoardQuery = z.object({ view: z.enum(['all', 'landing'], { error: 'INVALID_INPUT' }).optional() });
