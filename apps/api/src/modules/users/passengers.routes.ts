import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPassengerInput } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { PassengersService } from './passengers.service.ts';
import { ZIdParams, ZPassenger, ZPassengersQuery, pageOf } from './users.schemas.ts';
import { apiRoutes, created, ok } from '../../shared/route-plugin.ts';

/** `/api/passengers`: a CUSTOMER's own passengers, or ADMIN's for a chosen client. */
export function passengersRoutes(passengers: PassengersService): FastifyPluginAsyncZod {
  return apiRoutes(['passengers'], (api) => {
    api.get('/passengers', {
      access: 'passengers.manage',
      summary: "One page of a client's passengers (ADMIN names the client)",
      querystring: ZPassengersQuery,
      response: ok(pageOf(ZPassenger), 400, 401, 403),
      handler: (request) => passengers.list(request.user!, request.query),
    });

    api.post('/passengers', {
      access: 'passengers.manage',
      summary: 'Add a passenger to a client',
      body: ZPassengerInput,
      response: created(ZPassenger, 400, 401, 403, 409),
      handler: (request) => passengers.create(request.user!, request.body),
    });

    api.put('/passengers/:id', {
      access: 'passengers.manage',
      summary: 'Change a passenger',
      params: ZIdParams,
      body: ZPassengerInput,
      response: ok(ZPassenger, 400, 401, 403, 404, 409),
      handler: (request) => passengers.update(request.user!, request.params.id, request.body),
    });

    api.delete('/passengers/:id', {
      access: 'passengers.manage',
      summary: 'Delete a passenger (anonymised; the row stays for rides)',
      params: ZIdParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      handler: (request) => passengers.remove(request.user!, request.params.id),
    });
  });
}
