import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZLocationInput } from '@vozka/domain';
import { isGeoError } from '../../adapters/geo/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { created, deleted, noContent, ok, routesOf } from '../../shared/route-plugin.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { flightNumbersRoutes } from './flight-numbers.routes.ts';
import { createLocationsService } from './locations.service.ts';
import { ZAddressSuggestion, ZLocation, ZLocationPage, ZPagedQuery, ZSimpleLocation, ZSuggestionQuery } from './places.schemas.ts';

/** Address suggestions per IP and minute: the map services bill per call. */
export const SUGGESTIONS_PER_MINUTE = 60;

/** Address suggestions, locations, flight numbers and frequently used addresses (docs/api/pricing.md §5). */
export function placesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const locations = createLocationsService(deps);
  return async (app) => {
    const route = routesOf(['places']);
    const admin = { access: 'places.manage' } as const;

    app.get(
      '/address-suggestions',
      route(
        { access: 'public', rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
        "Addresses for a typed term: the company's places first, then the geo provider's; an empty term answers []",
        { querystring: ZSuggestionQuery },
        ok(z.array(ZAddressSuggestion), 400, 429, 503),
      ),
      async (request) => {
        const term = request.query.term.trim();
        if (!term) return [];
        try {
          return await deps.geo.suggest(term, { limit: request.query.limit, lang: request.lang });
        } catch (e) {
          if (!isGeoError(e)) throw e;
          request.log.warn({ err: e }, 'address suggestions: geo provider failed');
          throw new AppError(503, 'GEO_UNAVAILABLE');
        }
      },
    );

    app.get(
      '/locations',
      route(admin, 'A page of locations by position and name', { querystring: ZPagedQuery }, ok(ZLocationPage, 400, 401, 403)),
      async (request) => locations.list(request.query.page, request.query.size),
    );

    app.get(
      '/simple-locations',
      route(
        'places.read',
        'The active locations as places of the ride form (`local:location:<id>`), by position',
        {},
        ok(z.array(ZSimpleLocation), 401, 403),
      ),
      async () => locations.simple(),
    );

    app.get('/locations/:id', route(admin, 'One location', { params: ZIdParams }, ok(ZLocation, 400, 401, 403, 404)), async (request) =>
      locations.get(request.params.id),
    );

    app.post(
      '/locations',
      route(admin, 'Create a location', { body: ZLocationInput }, created(ZLocation, 400, 401, 403)),
      async (request, reply) => reply.status(201).send(await locations.create(request.body)),
    );

    app.put(
      '/locations/:id',
      route(admin, 'Replace a location', { params: ZIdParams, body: ZLocationInput }, ok(ZLocation, 400, 401, 403, 404)),
      async (request) => locations.update(request.params.id, request.body),
    );

    app.delete(
      '/locations/:id',
      route(admin, 'Delete a location; 409 while fixed prices use it', { params: ZIdParams }, deleted(400, 401, 403, 404, 409)),
      async (request, reply) => noContent(reply, locations.remove(request.params.id)),
    );

    await app.register(flightNumbersRoutes(deps));
    await app.register(addressesRoutes(deps));
  };
}
