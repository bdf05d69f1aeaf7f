import { ZVehicleInput } from '@vozka/domain';
import { serviceRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createVehiclesService } from './vehicles.service.ts';
import { ZIdParams, ZVehicle, ZVehicleListQuery, ZVehiclePage } from './vehicles.schemas.ts';

/** Vehicles with paired drivers, and the expiring-documents overview (docs/api/people.md "Vehicles"). */
export const vehiclesRoutes = serviceRoutes(['vehicles'], createVehiclesService, async (api, vehicles, app, deps) => {
  api.get('/vehicles', {
    access: 'vehicles.read',
    summary: 'Vehicles the caller may see (ADMIN all, a fleet manager its fleet, a driver its paired ones), sorted by plate',
    querystring: ZVehicleListQuery,
    response: ok(ZVehiclePage, 400, 401, 403),
    handler: (request) => vehicles.list(request.user!, request.query),
  });

  api.get('/vehicles/:id', {
    access: 'vehicles.read',
    summary: 'One vehicle',
    params: ZIdParams,
    response: ok(ZVehicle, 400, 401, 403, 404),
    handler: (request) => vehicles.get(request.user!, request.params.id),
  });

  api.post('/vehicles', {
    access: 'vehicles.write',
    summary: "Create a vehicle; a fleet manager's goes into its own fleet",
    body: ZVehicleInput,
    response: created(ZVehicle, 400, 401, 403, 409),
    handler: (request) => vehicles.create(request.user!, request.body),
  });

  api.put('/vehicles/:id', {
    access: 'vehicles.write',
    summary: 'Replace a vehicle and its paired drivers',
    params: ZIdParams,
    body: ZVehicleInput,
    response: ok(ZVehicle, 400, 401, 403, 404, 409),
    handler: (request) => vehicles.update(request.user!, request.params.id, request.body),
  });

  api.delete('/vehicles/:id', {
    access: 'vehicles.write',
    summary: 'Delete a vehicle with its pairings and files',
    params: ZIdParams,
    response: deleted(400, 401, 403, 404),
    handler: (request) => vehicles.remove(request.user!, request.params.id),
  });

  await app.register(documentsRoutes(deps));
});
