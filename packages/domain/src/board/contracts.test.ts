import { describe, expect, it } from 'vitest';
import { compareBoardMessages, ZBoardMessageInput, type TBoardMessage } from './contracts.ts';

const msg = (id: number, priority: TBoardMessage['priority'], date: string): TBoardMessage => ({ id, message: `m${id}`, priority, date });

describe('dashboard messages', () => {
  it('orders most urgent first, then newest, then the later written', () => {
    const list = [
      msg(1, 'LOW', '2026-11-20T10:00:00Z'),
      msg(2, 'HIGH', '2026-11-18T10:00:00Z'),
      msg(3, 'NORMAL', '2026-11-21T10:00:00Z'),
      msg(4, 'HIGH', '2026-11-19T10:00:00Z'),
      msg(5, 'HIGH', '2026-11-19T10:00:00Z'),
    ];
    expect([...list].sort(compareBoardMessages).map((m) => m.id)).toEqual([5, 4, 2, 3, 1]);
  });

  it('input: trimmed text required, priority NORMAL and date null by default', () => {
    expect(ZBoardMessageInput.parse({ message: '  Hi  ' })).toEqual({ message: 'Hi', priority: 'NORMAL', date: null });
    const empty = ZBoardMessageInput.safeParse({ message: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('BOARD_MESSAGE_REQUIRED');
    expect(ZBoardMessageInput.safeParse({}).error?.issues[0]?.message).toBe('BOARD_MESSAGE_REQUIRED');
    expect(ZBoardMessageInput.safeParse({ message: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('BOARD_MESSAGE_TOO_LONG');
    expect(ZBoardMessageInput.safeParse({ message: 'x', priority: 'URGENT' }).success).toBe(false);
    expect(ZBoardMessageInput.safeParse({ message: 'x', date: 'tomorrow' }).success).toBe(false);
  });
});
