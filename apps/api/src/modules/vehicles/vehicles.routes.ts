import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZVehicleInput } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createDocumentsService } from './documents.service.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createVehiclesService } from './vehicles.service.ts';
import { ZIdParams, ZVehicle, ZVehicleListQuery, ZVehiclePage } from './vehicles.schemas.ts';

/** Vehicles with paired drivers, and the expiring-documents overview (docs/api/people.md "Vehicles"). */
export function vehiclesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const vehicles = createVehiclesService(deps);
  const documents = createDocumentsService(deps);
  return async (app) => {
    const tags = ['vehicles'];

    app.get(
      '/vehicles',
      {
        config: { access: 'vehicles.read' },
        schema: {
          tags,
          summary: 'Vehicles the caller may see (ADMIN all, a fleet manager its fleet, a driver its paired ones), sorted by plate',
          querystring: ZVehicleListQuery,
          response: { 200: ZVehiclePage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => vehicles.list(request.user!, request.query),
    );

    app.get(
      '/vehicles/:id',
      {
        config: { access: 'vehicles.read' },
        schema: { tags, summary: 'One vehicle', params: ZIdParams, response: { 200: ZVehicle, ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => vehicles.get(request.user!, request.params.id),
    );

    app.post(
      '/vehicles',
      {
        config: { access: 'vehicles.write' },
        schema: {
          tags,
          summary: "Create a vehicle; a fleet manager's goes into its own fleet",
          body: ZVehicleInput,
          response: { 201: ZVehicle, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => reply.status(201).send(await vehicles.create(request.user!, request.body)),
    );

    app.put(
      '/vehicles/:id',
      {
        config: { access: 'vehicles.write' },
        schema: {
          tags,
          summary: 'Replace a vehicle and its paired drivers',
          params: ZIdParams,
          body: ZVehicleInput,
          response: { 200: ZVehicle, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => vehicles.update(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/vehicles/:id',
      {
        config: { access: 'vehicles.write' },
        schema: {
          tags,
          summary: 'Delete a vehicle with its pairings and files',
          params: ZIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await vehicles.remove(request.user!, request.params.id);
        return reply.status(204).send(null);
      },
    );

    await app.register(documentsRoutes(documents));
  };
}
