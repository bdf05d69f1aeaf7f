import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { contractConfig, type ContractConfig } from './contract-config.ts';
import { createContractsService, languageOf } from './contracts.service.ts';
import { ZContract, ZContractQuery, ZSecretIdentParams } from '@vozka/domain';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';
import { download, sendPrivateFile } from '../../shared/private-file.ts';

/**
 * The public transport contract of a ride (docs/api/rides.md "Contract data", spec §2 my-drive): anyone
 * holding the secret ident may read it, so each IP is limited to 120 calls a minute per route.
 */
export function contractsRoutes(deps: ModuleDeps, config: ContractConfig = contractConfig()): FastifyPluginAsyncZod {
  const contracts = createContractsService(deps, config);
  return apiRoutes(['contracts'], (api) => {
    const limited = { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

    api.get('/orders/:secretIdent/overview', {
      access: limited,
      summary: 'The transport contract of a ride as data; `lang` (cs|en, else Accept-Language) picks the price label',
      params: ZSecretIdentParams,
      querystring: ZContractQuery,
      response: ok(ZContract, 400, 404, 429),
      handler: async (request, reply) => {
        request.lang = languageOf(request.query.lang, request.lang);
        const contract = await contracts.overview(request.params.secretIdent, request.lang);
        // Personal data behind a link: no shared caches, no search engines.
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        return contract;
      },
    });

    api.get('/orders/:secretIdent/overview.pdf', {
      access: limited,
      summary: 'The transport contract of a ride as a PDF, in `lang` (cs|en, default cs)',
      params: ZSecretIdentParams,
      querystring: ZContractQuery,
      response: download('application/pdf', 400, 404, 429),
      handler: async (request, reply) => {
        request.lang = languageOf(request.query.lang, 'cs');
        const pdf = await contracts.pdf(request.params.secretIdent, request.lang);
        return sendPrivateFile(reply, {
          type: 'application/pdf',
          disposition: 'inline',
          name: `smlouva-${pdf.id}.pdf`,
          body: pdf.bytes,
          noindex: true,
        });
      },
    });
  });
}
