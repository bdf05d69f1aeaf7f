import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserDetails, errorResponses } from '../../shared/api-schemas.ts';
import type { PickersService } from './pickers.service.ts';
import { ZCustomersQuery, ZDriverOption, ZFleetOption, ZSearchPageQuery, pageOf } from './users.schemas.ts';

/** The ride form's pickers: active drivers, fleets and customers, paged and searchable. */
export function pickersRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/active-drivers', {
      config: { access: 'pickers.drivers' },
      schema: {
        tags: ['pickers'],
        summary: 'Active drivers (a fleet manager: its own), with online = reported within 5 minutes',
        querystring: ZSearchPageQuery,
        response: { 200: pageOf(ZDriverOption), ...errorResponses(400, 401, 403) },
      },
    }, async (request) => pickers.drivers(request.user!, request.query));

    app.get('/active-fleets', {
      config: { access: 'pickers.fleets' },
      schema: {
        tags: ['pickers'],
        summary: 'Active fleet managers (a fleet manager: only itself)',
        querystring: ZSearchPageQuery,
        response: { 200: pageOf(ZFleetOption), ...errorResponses(400, 401, 403) },
      },
    }, async (request) => pickers.fleets(request.user!, request.query));

    app.get('/customers', {
      config: { access: 'pickers.customers' },
      schema: {
        tags: ['pickers'],
        summary: 'Active customers (a customer: only itself)',
        querystring: ZCustomersQuery,
        response: { 200: pageOf(ZUserDetails), ...errorResponses(400, 401, 403) },
      },
    }, async (request) => pickers.customers(request.user!, request.query));
  };
}
