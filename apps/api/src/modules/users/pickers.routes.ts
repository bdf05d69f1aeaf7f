import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserDetails, errorResponses } from '../../shared/api-schemas.ts';
import type { PickersService } from './pickers.service.ts';
import { z } from 'zod';
import {
  ZClientContact,
  ZCustomersQuery,
  ZDriverOption,
  ZFleetOption,
  ZPassenger,
  ZPassengersQuery,
  ZSearchPageQuery,
  pageOf,
} from './users.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** The ride form's pickers: active drivers, fleets, customers and a client's passengers, paged and searchable. */
export function pickersRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/active-drivers',
      {
        config: { access: 'pickers.drivers' },
        schema: {
          tags: ['pickers'],
          summary: 'Active drivers (a fleet manager: its own), with online = reported within 2 minutes',
          querystring: ZSearchPageQuery,
          response: { 200: pageOf(ZDriverOption), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => pickers.drivers(request.user!, request.query),
    );

    app.get(
      '/active-fleets',
      {
        config: { access: 'pickers.fleets' },
        schema: {
          tags: ['pickers'],
          summary: 'Active fleet managers (a fleet manager: only itself)',
          querystring: ZSearchPageQuery,
          response: { 200: pageOf(ZFleetOption), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => pickers.fleets(request.user!, request.query),
    );

    app.get(
      '/customers',
      {
        config: { access: 'pickers.customers' },
        schema: {
          tags: ['pickers'],
          summary:
            "Active customers: ADMIN all; a fleet manager its fleet's rides' customers, id, name and phone only; a customer only itself",
          querystring: ZCustomersQuery,
          // The full record first: a union answers with the first shape that fits (a contact would strip it).
          response: { 200: pageOf(z.union([ZUserDetails, ZClientContact])), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => pickers.customers(request.user!, request.query),
    );

    app.get(
      '/active-passengers',
      {
        config: { access: 'pickers.passengers' },
        schema: {
          tags: ['pickers'],
          summary:
            "A client's active passengers to choose from: ADMIN names the client; a fleet manager one of its fleet's and gets its fleet's rides' passengers, id, name and phone only; a customer its own",
          querystring: ZPassengersQuery,
          response: { 200: pageOf(z.union([ZPassenger, ZClientContact])), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => pickers.passengers(request.user!, request.query),
    );
  });
}
