import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { contractConfig, type ContractConfig } from './contract-config.ts';
import { createContractsService, languageOf } from './contracts.service.ts';
import { ZContract, ZContractQuery, ZSecretIdentParams } from '@vozka/domain';
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

/**
 * The public transport contract of a ride (docs/api/rides.md "Contract data", spec §2 my-drive): anyone
 * holding the secret ident may read it, so each IP is limited to 120 calls a minute per route.
 */
export function contractsRoutes(deps: ModuleDeps, config: ContractConfig = contractConfig()): FastifyPluginAsyncZod {
  const contracts = createContractsService(deps, config);
  return routePlugin((app) => {
    const tags = ['contracts'];
    const route = routesOf(tags);
    const limited = { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

    app.get(
      '/orders/:secretIdent/overview',
      route(
        limited,
        'The transport contract of a ride as data; `lang` (cs|en, else Accept-Language) picks the price label',
        { params: ZSecretIdentParams, querystring: ZContractQuery },
        ok(ZContract, 400, 404, 429),
      ),
      async (request, reply) => {
        request.lang = languageOf(request.query.lang, request.lang);
        const contract = await contracts.overview(request.params.secretIdent, request.lang);
        // Personal data behind a link: no shared caches, no search engines.
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        return contract;
      },
    );

    app.get(
      '/orders/:secretIdent/overview.pdf',
      {
        config: limited,
        schema: {
          tags,
          summary: 'The transport contract of a ride as a PDF, in `lang` (cs|en, default cs)',
          params: ZSecretIdentParams,
          querystring: ZContractQuery,
          // Buffers bypass the serializer; the schema only documents the answer.
          response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        request.lang = languageOf(request.query.lang, 'cs');
        const pdf = await contracts.pdf(request.params.secretIdent, request.lang);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="smlouva-${pdf.id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .send(pdf.bytes);
      },
    );
  });
}
