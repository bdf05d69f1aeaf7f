import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFlightNumberInput, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createFlightNumbersService } from './flight-numbers.service.ts';
import { ZFlightNumber, ZFlightNumberList, ZFlightNumberQuery } from './places.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** Does `If-None-Match` name this ETag (or `*`)? */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Flight numbers: read by the ride form (whole list, ETag), written by ADMIN. */
export function flightNumbersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const flights = createFlightNumbersService(deps);
  return routePlugin((app) => {
    const tags = ['places'];
    const admin = { access: 'places.manage' } as const;

    app.get(
      '/flight-numbers',
      {
        config: { access: 'places.read' },
        schema: {
          tags,
          summary: 'Every flight number in one list (page and size are ignored), with an ETag: 304 on a matching If-None-Match',
          querystring: ZFlightNumberQuery,
          response: { 200: ZFlightNumberList, 304: z.null().describe('Not modified'), ...errorResponses(401, 403) },
        },
      },
      async (request, reply) => {
        const { body, etag } = await flights.list();
        reply.header('etag', etag).header('cache-control', 'private, no-cache');
        // No payload at all: a 304 has no body (send(null) wrote the JSON text `null` and a Content-Length of 4).
        if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined as never);
        return body;
      },
    );

    app.get(
      '/flight-numbers/:id',
      {
        config: { access: 'places.read' },
        schema: {
          tags,
          summary: 'One flight number',
          params: ZIdParams,
          response: { 200: ZFlightNumber, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => flights.get(request.params.id),
    );

    app.post(
      '/flight-numbers',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Add a flight number (stored upper case without spaces; each once)',
          body: ZFlightNumberInput,
          response: { 201: ZFlightNumber, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => reply.status(201).send(await flights.create(request.body.number)),
    );

    app.patch(
      '/flight-numbers/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Change a flight number',
          params: ZIdParams,
          body: ZFlightNumberInput,
          response: { 200: ZFlightNumber, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => flights.update(request.params.id, request.body.number),
    );

    app.delete(
      '/flight-numbers/:id',
      {
        config: admin,
        schema: {
          tags,
          summary: 'Delete a flight number',
          params: ZIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await flights.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
