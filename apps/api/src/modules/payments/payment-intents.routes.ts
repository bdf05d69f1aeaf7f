import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_INT4,
  ZIntentAnswer,
  ZIntentBody,
  ZIntentQuery,
  ZProviderIntentParams,
  ZSandboxAnswer,
  ZSandboxAuthenticate,
  ZSandboxConfirm,
  ZSandboxParams,
  ZWebhookAnswer,
} from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createIntentsService, type PaymentRef } from './intents.service.ts';
import { createSandboxService } from './sandbox.service.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** Making intents and trying cards: 60 calls a minute per IP and route is plenty for a person paying. */
const PAYING_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** A query id: all digits is a numeric id (one beyond int4 names nothing), anything else a public id. */
function queryRef(value: string): PaymentRef {
  if (!/^\d{1,12}$/.test(value)) return value;
  const n = Number(value);
  return n <= MAX_INT4 ? n : 0;
}

/** Paying online (docs/api/payments.md "Paying online"): intent, finish, webhook, the sandbox's card form. */
export function paymentIntentsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const intents = createIntentsService(deps);
  const sandbox = createSandboxService(deps);
  const tags = ['payments'];
  return apiRoutes(tags, async (api, app) => {
    api.post('/payments/intent', {
      access: { access: 'public', rateLimit: PAYING_LIMIT },
      summary: 'A provider intent for payments named in the body or repeated `paymentIds` query (public ids; numeric ids when signed in)',
      querystring: ZIntentQuery,
      body: ZIntentBody,
      response: ok(ZIntentAnswer, 400, 404, 409, 429, 502),
      handler: async (request) => {
        const fromQuery = [request.query.paymentIds ?? []].flat().map(queryRef);
        const refs: PaymentRef[] = [...(request.body?.paymentIds ?? []), ...fromQuery];
        return intents.createIntent(request.user, refs);
      },
    });

    api.get('/payments/:paymentIntent/finish', {
      access: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      summary: 'True when the provider itself says the intent succeeded for the recorded amount (its payments are then paid)',
      params: ZProviderIntentParams,
      response: ok(z.boolean(), 400, 429, 502),
      handler: (request) => intents.finish(request.params.paymentIntent),
    });

    // The signature covers the exact bytes: this route alone reads its JSON body raw.
    await app.register(
      apiRoutes(tags, (hook, scope) => {
        scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
          done(null, body);
        });
        hook.post('/payments/webhook', {
          access: 'public',
          summary: 'Provider events (Stripe, `Stripe-Signature` checked with a 300 s tolerance); 404 with the sandbox',
          body: z.unknown().describe('The provider event JSON, exactly as signed'),
          response: ok(ZWebhookAnswer, 400, 404, 502),
          handler: async (request) => {
            const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from(typeof request.body === 'string' ? request.body : '');
            const signature = request.headers['stripe-signature'];
            await intents.webhook(raw, typeof signature === 'string' ? signature : undefined);
            return { received: true as const };
          },
        });
      }),
    );

    api.post('/payments/sandbox/:intentId/confirm', {
      access: { access: 'public', rateLimit: PAYING_LIMIT },
      summary: 'Sandbox (test mode) only: pay an intent with a test card; 404 with another provider',
      params: ZSandboxParams,
      body: ZSandboxConfirm,
      response: ok(ZSandboxAnswer, 400, 404, 409, 429),
      handler: async (request) => {
        const { clientSecret, ...card } = request.body;
        return sandbox.confirm(request.params.intentId, clientSecret, card, request.lang);
      },
    });

    api.post('/payments/sandbox/:intentId/authenticate', {
      access: { access: 'public', rateLimit: PAYING_LIMIT },
      summary: "Sandbox only: the card's extra confirmation step (approve or refuse)",
      params: ZSandboxParams,
      body: ZSandboxAuthenticate,
      response: ok(ZSandboxAnswer, 400, 404, 409, 429),
      handler: (request) => sandbox.authenticate(request.params.intentId, request.body.clientSecret, request.body.approve, request.lang),
    });
  });
}
