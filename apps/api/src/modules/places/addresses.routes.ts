import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFrequentlyUsedAddressInput, ZFrequentlyUsedAddressPatch, ZIdParams } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createAddressesService } from './addresses.service.ts';
import { ZAddressListQuery, ZFrequentlyUsedAddress, ZFrequentlyUsedAddressPage } from './places.schemas.ts';
import { apiRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';

/** Frequently used addresses: read by the ride form (paged, `q` on name and address), written by ADMIN. */
export function addressesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const addresses = createAddressesService(deps);
  const path = '/frequently-used-addresses';
  return apiRoutes(['places'], (api) => {
    api.get(path, {
      access: 'places.read',
      summary: 'A page of frequently used addresses by name; `q` searches name and address',
      querystring: ZAddressListQuery,
      response: ok(ZFrequentlyUsedAddressPage, 400, 401, 403),
      handler: (request) => addresses.list(request.query.page, request.query.size, request.query.q || undefined),
    });
    api.get(`${path}/:id`, {
      access: 'places.read',
      summary: 'One frequently used address',
      params: ZIdParams,
      response: ok(ZFrequentlyUsedAddress, 400, 401, 403, 404),
      handler: (request) => addresses.get(request.params.id),
    });
    api.post(path, {
      access: 'places.manage',
      summary: 'Add a frequently used address',
      body: ZFrequentlyUsedAddressInput,
      response: created(ZFrequentlyUsedAddress, 400, 401, 403),
      handler: (request) => addresses.create(request.body),
    });
    api.patch(`${path}/:id`, {
      access: 'places.manage',
      summary: 'Change the fields sent of a frequently used address',
      params: ZIdParams,
      body: ZFrequentlyUsedAddressPatch,
      response: ok(ZFrequentlyUsedAddress, 400, 401, 403, 404),
      handler: (request) => addresses.update(request.params.id, request.body),
    });
    api.delete(`${path}/:id`, {
      access: 'places.manage',
      summary: 'Delete a frequently used address',
      params: ZIdParams,
      response: deleted(400, 401, 403, 404),
      handler: (request) => addresses.remove(request.params.id),
    });
  });
}
