import { z } from 'zod';
import { ZFlightNumberInput, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import { createFlightNumbersService } from './flight-numbers.service.ts';
import { ZFlightNumber, ZFlightNumberList, ZFlightNumberQuery } from './places.schemas.ts';
import { serviceRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';

/** Does `If-None-Match` name this ETag (or `*`)? */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Flight numbers: read by the ride form (whole list, ETag), written by ADMIN. */
export const flightNumbersRoutes = serviceRoutes(['places'], createFlightNumbersService, (api, flights) => {
  const admin = { access: 'places.manage' } as const;

  api.get('/flight-numbers', {
    access: 'places.read',
    summary: 'Every flight number in one list (page and size are ignored), with an ETag: 304 on a matching If-None-Match',
    querystring: ZFlightNumberQuery,
    response: { 200: ZFlightNumberList, 304: z.null().describe('Not modified'), ...errorResponses(401, 403) },
    handler: async (request, reply) => {
      const { body, etag } = await flights.list();
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // No payload at all: a 304 has no body (send(null) wrote the JSON text `null` and a Content-Length of 4).
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(undefined as never);
      return body;
    },
  });

  api.get('/flight-numbers/:id', {
    access: 'places.read',
    summary: 'One flight number',
    params: ZIdParams,
    response: ok(ZFlightNumber, 400, 401, 403, 404),
    handler: (request) => flights.get(request.params.id),
  });

  api.post('/flight-numbers', {
    access: admin,
    summary: 'Add a flight number (stored upper case without spaces; each once)',
    body: ZFlightNumberInput,
    response: created(ZFlightNumber, 400, 401, 403, 409),
    handler: (request) => flights.create(request.body.number),
  });

  api.patch('/flight-numbers/:id', {
    access: admin,
    summary: 'Change a flight number',
    params: ZIdParams,
    body: ZFlightNumberInput,
    response: ok(ZFlightNumber, 400, 401, 403, 404, 409),
    handler: (request) => flights.update(request.params.id, request.body.number),
  });

  api.delete('/flight-numbers/:id', {
    access: admin,
    summary: 'Delete a flight number',
    params: ZIdParams,
    response: deleted(400, 401, 403, 404),
    handler: (request) => flights.remove(request.params.id),
  });
});
