import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFlightNumberInput, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createFlightNumbersService } from './flight-numbers.service.ts';
import { ZFlightNumber, ZFlightNumberList, ZFlightNumberQuery } from './places.schemas.ts';
import { created, deleted, noContent, ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

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
    const route = routesOf(['places']);
    const admin = { access: 'places.manage' } as const;

    app.get(
      '/flight-numbers',
      route(
        'places.read',
        'Every flight number in one list (page and size are ignored), with an ETag: 304 on a matching If-None-Match',
        { querystring: ZFlightNumberQuery },
        { 200: ZFlightNumberList, 304: z.null().describe('Not modified'), ...errorResponses(401, 403) },
      ),
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
      route('places.read', 'One flight number', { params: ZIdParams }, ok(ZFlightNumber, 400, 401, 403, 404)),
      async (request) => flights.get(request.params.id),
    );

    app.post(
      '/flight-numbers',
      route(
        admin,
        'Add a flight number (stored upper case without spaces; each once)',
        { body: ZFlightNumberInput },
        created(ZFlightNumber, 400, 401, 403, 409),
      ),
      async (request, reply) => reply.status(201).send(await flights.create(request.body.number)),
    );

    app.patch(
      '/flight-numbers/:id',
      route(admin, 'Change a flight number', { params: ZIdParams, body: ZFlightNumberInput }, ok(ZFlightNumber, 400, 401, 403, 404, 409)),
      async (request) => flights.update(request.params.id, request.body.number),
    );

    app.delete(
      '/flight-numbers/:id',
      route(admin, 'Delete a flight number', { params: ZIdParams }, deleted(400, 401, 403, 404)),
      async (request, reply) => noContent(reply, flights.remove(request.params.id)),
    );
  });
}
