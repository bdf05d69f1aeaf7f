import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserDetails, errorResponses } from '../../shared/api-schemas.ts';
import type { PickersService } from './pickers.service.ts';
import { ZCustomersQuery, ZDriverOption, ZFleetOption, ZPassenger, ZPassengersQuery, ZSearchPageQuery, pageOf } from './users.schemas.ts';

/** The ride form's pickers: active drivers, fleets, customers and a client's passengers, paged and searchable. */
export function pickersRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/active-drivers', {
      config: { access: 'pickers.drivers' },
      schema: {
        tags: ['pickers'],
        summary: 'Active drivers (a fleet manager: its own), with online = reported within 2 minutes',
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

    app.get('/active-passengers', {
      config: { access: 'pickers.passengers' },
      schema: {
        tags: ['pickers'],
        summary: "A client's active passengers to choose from (ADMIN and FLEET_MANAGER name the client; a customer: its own)",
        querystring: ZPassengersQuery,
        response: { 200: pageOf(ZPassenger), ...errorResponses(400, 401, 403) },
      },
    }, async (request) => pickers.passengers(request.user!, request.query));
  };
}
