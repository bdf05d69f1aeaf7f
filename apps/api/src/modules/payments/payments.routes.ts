import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDriveSecretParams,
  ZPayment,
  ZPaymentCheck,
  ZPaymentIdParams,
  ZPaymentInput,
  ZPublicIdParams,
  ZRidePaymentIdParams,
  ZRidePaymentParams,
} from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { paymentIntentsRoutes } from './payment-intents.routes.ts';
import { createPaymentsService } from './payments.service.ts';

/** Public pages' data: whoever holds the link reads it, so each IP gets 120 calls a minute per route. */
export const PUBLIC_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/**
 * Payments (docs/api/payments.md): the payment records of a ride under the spec's `/orders` paths, one
 * payment by id, the public check-payment data, and paying online (payment-intents.routes.ts). Checks
 * that depend on the ride are the service's: a ride the caller may not see answers 404.
 */
export function paymentsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const payments = createPaymentsService(deps);
  return apiRoutes(['payments'], async (api, app) => {
    api.get('/orders/:id/payments', {
      access: 'authenticated',
      summary: "The ride's payments, oldest first (ADMIN, its fleet manager, customer, passenger; its driver the cash ones)",
      params: ZRidePaymentParams,
      response: ok(z.array(ZPayment), 400, 401, 403, 404),
      handler: (request) => payments.list(request.user!, request.params.id),
    });

    api.post('/orders/:id/payments', {
      access: 'authenticated',
      summary: "Record a payment (ADMIN any type; the ride's driver the cash it took, always paid); rides.paid follows",
      params: ZRidePaymentParams,
      body: ZPaymentInput,
      response: created(ZPayment, 400, 401, 403, 404),
      handler: (request) => payments.create(request.user!, request.params.id, request.body),
    });

    api.put('/orders/:id/payments/:paymentId', {
      access: 'authenticated',
      summary: 'Change a payment (ADMIN; the driver its own cash record); one paid online keeps price, type and paid (409)',
      params: ZRidePaymentIdParams,
      body: ZPaymentInput,
      response: ok(ZPayment, 400, 401, 403, 404, 409),
      handler: (request) => payments.update(request.user!, request.params.id, request.params.paymentId, request.body),
    });

    api.delete('/orders/:id/payments/:paymentId', {
      access: 'authenticated',
      summary: 'Delete a payment (as PUT); one paid online answers 409',
      params: ZRidePaymentIdParams,
      response: deleted(400, 401, 403, 404, 409),
      handler: (request) => payments.remove(request.user!, request.params.id, request.params.paymentId),
    });

    api.get('/payments/:paymentId', {
      access: 'authenticated',
      summary: "One payment, for whoever reads its ride's payments",
      params: ZPaymentIdParams,
      response: ok(ZPayment, 400, 401, 403, 404),
      handler: (request) => payments.get(request.user!, request.params.paymentId),
    });

    const publicData = { access: 'public', rateLimit: PUBLIC_LIMIT } as const;
    api.get('/check-payment/drive/:secret', {
      access: publicData,
      summary:
        "The public payment page of a ride (its paymentSecret, not the contract's secretIdent): every payment, the amount due, the provider",
      params: ZDriveSecretParams,
      response: ok(ZPaymentCheck, 400, 404, 429),
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        return payments.checkDrive(request.params.secret);
      },
    });

    api.get('/check-payment/payment/:publicId', {
      access: publicData,
      summary: 'The public page of one payment (its random public id)',
      params: ZPublicIdParams,
      response: ok(ZPaymentCheck, 400, 404, 429),
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        return payments.checkPayment(request.params.publicId);
      },
    });

    await app.register(paymentIntentsRoutes(deps));
  });
}
