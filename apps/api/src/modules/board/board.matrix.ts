import { expect } from 'vitest';
import { boardMessages } from '../../db/schema/index.ts';
import { signedIn, type MatrixContext, type MatrixEntry, type MatrixModule } from '../../test/matrix.ts';
import { insertId } from '../../db/by-id.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];

function insertMessage(ctx: MatrixContext) {
  const now = ctx.clock.now();
  return insertId(ctx.database.db, boardMessages, { message: 'Matrix notice', date: now, priority: 'HIGH', updatedAt: now });
}

/** Dashboard messages: everyone signed in reads (its own list) and dismisses; ADMIN writes. */
export const boardMatrix: MatrixModule = {
  async prepare(ctx) {
    ctx.ids.boardMessage = await insertMessage(ctx);
  },
  rows: {
    'GET /api/board/message': {
      expect: signedIn(200),
      check: (answer, _caller, ctx) => {
        if (answer.statusCode === 200) expect(answer.json().map((m: { id: number }) => m.id)).toContain(ctx.ids.boardMessage);
      },
    },
    'POST /api/board/message': { expect: adminOnly(201), payload: { message: 'Matrix post', priority: 'LOW' } },
    'PUT /api/board/message/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/board/message/${ctx.ids.boardMessage}`, payload: { message: 'Matrix notice', priority: 'HIGH' } }),
    },
    'DELETE /api/board/message/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/board/message/${await insertMessage(ctx)}` }),
    },
    'POST /api/board/message/:id/dismiss': {
      expect: signedIn(204),
      request: async (ctx) => ({ url: `/api/board/message/${await insertMessage(ctx)}/dismiss` }),
    },
  },
};
