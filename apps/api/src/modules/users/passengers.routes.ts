import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPassengerInput } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { PassengersService } from './passengers.service.ts';
import { ZIdParams, ZPassenger, ZPassengersQuery, pageOf } from './users.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** `/api/passengers`: a CUSTOMER's own passengers, or ADMIN's for a chosen client. */
export function passengersRoutes(passengers: PassengersService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/passengers',
      {
        config: { access: 'passengers.manage' },
        schema: {
          tags: ['passengers'],
          summary: "One page of a client's passengers (ADMIN names the client)",
          querystring: ZPassengersQuery,
          response: { 200: pageOf(ZPassenger), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => passengers.list(request.user!, request.query),
    );

    app.post(
      '/passengers',
      {
        config: { access: 'passengers.manage' },
        schema: {
          tags: ['passengers'],
          summary: 'Add a passenger to a client',
          body: ZPassengerInput,
          response: { 201: ZPassenger, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => reply.status(201).send(await passengers.create(request.user!, request.body)),
    );

    app.put(
      '/passengers/:id',
      {
        config: { access: 'passengers.manage' },
        schema: {
          tags: ['passengers'],
          summary: 'Change a passenger',
          params: ZIdParams,
          body: ZPassengerInput,
          response: { 200: ZPassenger, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => passengers.update(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/passengers/:id',
      {
        config: { access: 'passengers.manage' },
        schema: {
          tags: ['passengers'],
          summary: 'Delete a passenger (anonymised; the row stays for rides)',
          params: ZIdParams,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await passengers.remove(request.user!, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
