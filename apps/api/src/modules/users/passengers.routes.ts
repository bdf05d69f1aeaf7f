import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPassengerInput } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { PassengersService } from './passengers.service.ts';
import { ZIdParams, ZPassenger, ZPassengersQuery, pageOf } from './users.schemas.ts';
import { created, noContent, ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

const route = routesOf(['passengers']);

/** `/api/passengers`: a CUSTOMER's own passengers, or ADMIN's for a chosen client. */
export function passengersRoutes(passengers: PassengersService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/passengers',
      route(
        'passengers.manage',
        "One page of a client's passengers (ADMIN names the client)",
        { querystring: ZPassengersQuery },
        ok(pageOf(ZPassenger), 400, 401, 403),
      ),
      async (request) => passengers.list(request.user!, request.query),
    );

    app.post(
      '/passengers',
      route('passengers.manage', 'Add a passenger to a client', { body: ZPassengerInput }, created(ZPassenger, 400, 401, 403, 409)),
      async (request, reply) => reply.status(201).send(await passengers.create(request.user!, request.body)),
    );

    app.put(
      '/passengers/:id',
      route(
        'passengers.manage',
        'Change a passenger',
        { params: ZIdParams, body: ZPassengerInput },
        ok(ZPassenger, 400, 401, 403, 404, 409),
      ),
      async (request) => passengers.update(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/passengers/:id',
      route(
        'passengers.manage',
        'Delete a passenger (anonymised; the row stays for rides)',
        { params: ZIdParams },
        { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      ),
      async (request, reply) => noContent(reply, passengers.remove(request.user!, request.params.id)),
    );
  });
}
