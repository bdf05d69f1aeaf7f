import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFrequentlyUsedAddressInput, ZFrequentlyUsedAddressPatch, ZIdParams } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createAddressesService } from './addresses.service.ts';
import { ZAddressListQuery, ZFrequentlyUsedAddress, ZFrequentlyUsedAddressPage } from './places.schemas.ts';
import { created, deleted, noContent, ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

/** Frequently used addresses: read by the ride form (paged, `q` on name and address), written by ADMIN. */
export function addressesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const addresses = createAddressesService(deps);
  return routePlugin((app) => {
    const route = routesOf(['places']);
    const path = '/frequently-used-addresses';
    const byId = { params: ZIdParams };

    app.get(
      path,
      route(
        'places.read',
        'A page of frequently used addresses by name; `q` searches name and address',
        { querystring: ZAddressListQuery },
        ok(ZFrequentlyUsedAddressPage, 400, 401, 403),
      ),
      async (request) => addresses.list(request.query.page, request.query.size, request.query.q || undefined),
    );
    app.get(
      `${path}/:id`,
      route('places.read', 'One frequently used address', byId, ok(ZFrequentlyUsedAddress, 400, 401, 403, 404)),
      async (request) => addresses.get(request.params.id),
    );
    app.post(
      path,
      route(
        'places.manage',
        'Add a frequently used address',
        { body: ZFrequentlyUsedAddressInput },
        created(ZFrequentlyUsedAddress, 400, 401, 403),
      ),
      async (request, reply) => reply.status(201).send(await addresses.create(request.body)),
    );
    app.patch(
      `${path}/:id`,
      route(
        'places.manage',
        'Change the fields sent of a frequently used address',
        { ...byId, body: ZFrequentlyUsedAddressPatch },
        ok(ZFrequentlyUsedAddress, 400, 401, 403, 404),
      ),
      async (request) => addresses.update(request.params.id, request.body),
    );
    app.delete(
      `${path}/:id`,
      route('places.manage', 'Delete a frequently used address', byId, deleted(400, 401, 403, 404)),
      async (request, reply) => noContent(reply, addresses.remove(request.params.id)),
    );
  });
}
