import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allows, ZBoardMessage, ZBoardMessageInput, ZBoardMessageList, ZBoardQuery, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { routePlugin } from '../../shared/route-plugin.ts';
import { createBoardService } from './board.service.ts';

/** Dashboard messages (spec §3, §7 board/message; docs/decisions/0028). */
export function boardRoutes(deps: Pick<ModuleDeps, 'database' | 'clock'>): FastifyPluginAsyncZod {
  const board = createBoardService(deps);
  return routePlugin((app) => {
    const tags = ['board'];
    const admin = { access: 'board.manage' } as const;

    app.get(
      '/board/message',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary:
            'ADMIN: every message, newest first (view=landing: its own landing list). Everyone else: the messages dated up to now it has not dismissed, most urgent first, then newest',
          querystring: ZBoardQuery,
          response: { 200: ZBoardMessageList, ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = request.user!;
        const view = allows(admin.access, user.roles) && request.query.view !== 'landing' ? 'all' : 'landing';
        return board.list(view, user.id);
      },
    );

    app.post(
      '/board/message',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Post a message (date left out: now; priority left out: NORMAL)',
          body: ZBoardMessageInput,
          response: { 201: ZBoardMessage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => reply.status(201).send(await board.create(request.body, request.user!.id)),
    );

    app.put(
      '/board/message/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Change a message (date left out: kept); those who dismissed it keep it dismissed',
          params: ZIdParams,
          body: ZBoardMessageInput,
          response: { 200: ZBoardMessage, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => board.update(request.params.id, request.body),
    );

    app.delete(
      '/board/message/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Delete a message; an unknown id answers 404 "ID not found"',
          params: ZIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await board.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/board/message/:id/dismiss',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: "Hide a message from the caller's landing screen (for this user only; again is no error)",
          params: ZIdParams,
          response: { 204: z.null().describe('Dismissed'), ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await board.dismiss(request.params.id, request.user!.id);
        return reply.status(204).send(null);
      },
    );
  });
}
