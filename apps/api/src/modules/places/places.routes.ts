import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZLocationInput } from '@vozka/domain';
import { isGeoError } from '../../adapters/geo/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { addressesRoutes } from './addresses.routes.ts';
import { flightNumbersRoutes } from './flight-numbers.routes.ts';
import { createLocationsService } from './locations.service.ts';
import { ZAddressSuggestion, ZLocation, ZLocationPage, ZPagedQuery, ZSimpleLocation, ZSuggestionQuery } from './places.schemas.ts';

/** Address suggestions per IP and minute: the map services bill per call. */
export const SUGGESTIONS_PER_MINUTE = 60;

/** Address suggestions, locations, flight numbers and frequently used addresses (docs/api/pricing.md §5). */
export function placesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const locations = createLocationsService(deps);
  return apiRoutes(['places'], async (api, app) => {
    const admin = { access: 'places.manage' } as const;

    api.get('/address-suggestions', {
      access: { access: 'public', rateLimit: { max: SUGGESTIONS_PER_MINUTE, timeWindow: '1 minute' } },
      summary: "Addresses for a typed term: the company's places first, then the geo provider's; an empty term answers []",
      querystring: ZSuggestionQuery,
      response: ok(z.array(ZAddressSuggestion), 400, 429, 503),
      handler: async (request) => {
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
    });

    api.get('/locations', {
      access: admin,
      summary: 'A page of locations by position and name',
      querystring: ZPagedQuery,
      response: ok(ZLocationPage, 400, 401, 403),
      handler: (request) => locations.list(request.query.page, request.query.size),
    });

    api.get('/simple-locations', {
      access: 'places.read',
      summary: 'The active locations as places of the ride form (`local:location:<id>`), by position',
      response: ok(z.array(ZSimpleLocation), 401, 403),
      handler: () => locations.simple(),
    });

    api.get('/locations/:id', {
      access: admin,
      summary: 'One location',
      params: ZIdParams,
      response: ok(ZLocation, 400, 401, 403, 404),
      handler: (request) => locations.get(request.params.id),
    });

    api.post('/locations', {
      access: admin,
      summary: 'Create a location',
      body: ZLocationInput,
      response: created(ZLocation, 400, 401, 403),
      handler: (request) => locations.create(request.body),
    });

    api.put('/locations/:id', {
      access: admin,
      summary: 'Replace a location',
      params: ZIdParams,
      body: ZLocationInput,
      response: ok(ZLocation, 400, 401, 403, 404),
      handler: (request) => locations.update(request.params.id, request.body),
    });

    api.delete('/locations/:id', {
      access: admin,
      summary: 'Delete a location; 409 while fixed prices use it',
      params: ZIdParams,
      response: deleted(400, 401, 403, 404, 409),
      handler: (request) => locations.remove(request.params.id),
    });

    await app.register(flightNumbersRoutes(deps));
    await app.register(addressesRoutes(deps));
  });
}
