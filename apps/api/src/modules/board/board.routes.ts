import { z } from 'zod';
import { allows, ZBoardMessage, ZBoardMessageInput, ZBoardMessageList, ZBoardQuery, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import { serviceRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { createBoardService } from './board.service.ts';

/** Dashboard messages (spec §3, §7 board/message; docs/decisions/0028). */
export const boardRoutes = serviceRoutes(['board'], createBoardService, (api, board) => {
  const admin = { access: 'board.manage' } as const;

  api.get('/board/message', {
    access: 'authenticated',
    summary:
      'ADMIN: every message, newest first (view=landing: its own landing list). Everyone else: the messages dated up to now it has not dismissed, most urgent first, then newest',
    querystring: ZBoardQuery,
    response: ok(ZBoardMessageList, 400, 401),
    handler: async (request) => {
      const user = request.user!;
      const view = allows(admin.access, user.roles) && request.query.view !== 'landing' ? 'all' : 'landing';
      return board.list(view, user.id);
    },
  });

  api.post('/board/message', {
    access: admin,
    summary: 'Post a message (date left out: now; priority left out: NORMAL)',
    body: ZBoardMessageInput,
    response: created(ZBoardMessage, 400, 401, 403),
    handler: (request) => board.create(request.body, request.user!.id),
  });

  api.put('/board/message/:id', {
    access: admin,
    summary: 'Change a message (date left out: kept); those who dismissed it keep it dismissed',
    params: ZIdParams,
    body: ZBoardMessageInput,
    response: ok(ZBoardMessage, 400, 401, 403, 404),
    handler: (request) => board.update(request.params.id, request.body),
  });

  api.delete('/board/message/:id', {
    access: admin,
    summary: 'Delete a message; an unknown id answers 404 "ID not found"',
    params: ZIdParams,
    response: deleted(400, 401, 403, 404),
    handler: (request) => board.remove(request.params.id),
  });

  api.post('/board/message/:id/dismiss', {
    access: 'authenticated',
    summary: "Hide a message from the caller's landing screen (for this user only; again is no error)",
    params: ZIdParams,
    response: { 204: z.null().describe('Dismissed'), ...errorResponses(400, 401, 404) },
    handler: (request) => board.dismiss(request.params.id, request.user!.id),
  });
});
