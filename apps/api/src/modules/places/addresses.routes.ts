import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFrequentlyUsedAddressInput, ZFrequentlyUsedAddressPatch, ZIdParams } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createAddressesService } from './addresses.service.ts';
import { ZAddressListQuery, ZFrequentlyUsedAddress, ZFrequentlyUsedAddressPage } from './places.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** Frequently used addresses: read by the ride form (paged, `q` on name and address), written by ADMIN. */
export function addressesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const addresses = createAddressesService(deps);
  return routePlugin((app) => {
    const tags = ['places'];
    const admin = { access: 'places.manage' } as const;
    const path = '/frequently-used-addresses';

    app.get(
      path,
      {
        config: { access: 'places.read' },
        schema: {
          tags,
          summary: 'A page of frequently used addresses by name; `q` searches name and address',
          querystring: ZAddressListQuery,
          response: { 200: ZFrequentlyUsedAddressPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => addresses.list(request.query.page, request.query.size, request.query.q || undefined),
    );

    app.get(
      `${path}/:id`,
      {
        config: { access: 'places.read' },
        schema: {
          tags,
          summary: 'One frequently used address',
          params: ZIdParams,
          response: { 200: ZFrequentlyUsedAddress, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => addresses.get(request.params.id),
    );

    app.post(
      path,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Add a frequently used address',
          body: ZFrequentlyUsedAddressInput,
          response: { 201: ZFrequentlyUsedAddress, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => reply.status(201).send(await addresses.create(request.body)),
    );

    app.patch(
      `${path}/:id`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Change the fields sent of a frequently used address',
          params: ZIdParams,
          body: ZFrequentlyUsedAddressPatch,
          response: { 200: ZFrequentlyUsedAddress, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => addresses.update(request.params.id, request.body),
    );

    app.delete(
      `${path}/:id`,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Delete a frequently used address',
          params: ZIdParams,
          response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await addresses.remove(request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
