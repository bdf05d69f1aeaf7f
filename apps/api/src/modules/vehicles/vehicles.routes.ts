import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVehicleInput } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { created, deleted, noContent, ok, routesOf } from '../../shared/route-plugin.ts';
import { createDocumentsService } from './documents.service.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createVehiclesService } from './vehicles.service.ts';
import { ZIdParams, ZVehicle, ZVehicleListQuery, ZVehiclePage } from './vehicles.schemas.ts';

/** Vehicles with paired drivers, and the expiring-documents overview (docs/api/people.md "Vehicles"). */
export function vehiclesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const vehicles = createVehiclesService(deps);
  const documents = createDocumentsService(deps);
  return async (app) => {
    const route = routesOf(['vehicles']);

    app.get(
      '/vehicles',
      route(
        'vehicles.read',
        'Vehicles the caller may see (ADMIN all, a fleet manager its fleet, a driver its paired ones), sorted by plate',
        { querystring: ZVehicleListQuery },
        ok(ZVehiclePage, 400, 401, 403),
      ),
      async (request) => vehicles.list(request.user!, request.query),
    );

    app.get(
      '/vehicles/:id',
      route('vehicles.read', 'One vehicle', { params: ZIdParams }, ok(ZVehicle, 400, 401, 403, 404)),
      async (request) => vehicles.get(request.user!, request.params.id),
    );

    app.post(
      '/vehicles',
      route(
        'vehicles.write',
        "Create a vehicle; a fleet manager's goes into its own fleet",
        { body: ZVehicleInput },
        created(ZVehicle, 400, 401, 403, 409),
      ),
      async (request, reply) => reply.status(201).send(await vehicles.create(request.user!, request.body)),
    );

    app.put(
      '/vehicles/:id',
      route(
        'vehicles.write',
        'Replace a vehicle and its paired drivers',
        { params: ZIdParams, body: ZVehicleInput },
        ok(ZVehicle, 400, 401, 403, 404, 409),
      ),
      async (request) => vehicles.update(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/vehicles/:id',
      route('vehicles.write', 'Delete a vehicle with its pairings and files', { params: ZIdParams }, deleted(400, 401, 403, 404)),
      async (request, reply) => noContent(reply, vehicles.remove(request.user!, request.params.id)),
    );

    await app.register(documentsRoutes(documents));
  };
}
