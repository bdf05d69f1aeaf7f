import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserDetails } from '../../shared/api-schemas.ts';
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
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

const route = routesOf(['pickers']);

/** The ride form's pickers: active drivers, fleets, customers and a client's passengers, paged and searchable. */
export function pickersRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return routePlugin((app) => {
    app.get(
      '/active-drivers',
      route(
        'pickers.drivers',
        'Active drivers (a fleet manager: its own), with online = reported within 2 minutes',
        { querystring: ZSearchPageQuery },
        ok(pageOf(ZDriverOption), 400, 401, 403),
      ),
      async (request) => pickers.drivers(request.user!, request.query),
    );

    app.get(
      '/active-fleets',
      route(
        'pickers.fleets',
        'Active fleet managers (a fleet manager: only itself)',
        { querystring: ZSearchPageQuery },
        ok(pageOf(ZFleetOption), 400, 401, 403),
      ),
      async (request) => pickers.fleets(request.user!, request.query),
    );

    app.get(
      '/customers',
      route(
        'pickers.customers',
        "Active customers: ADMIN all; a fleet manager its fleet's rides' customers, id, name and phone only; a customer only itself",
        { querystring: ZCustomersQuery },
        // The full record first: a union answers with the first shape that fits (a contact would strip it).
        ok(pageOf(z.union([ZUserDetails, ZClientContact])), 400, 401, 403),
      ),
      async (request) => pickers.customers(request.user!, request.query),
    );

    app.get(
      '/active-passengers',
      route(
        'pickers.passengers',
        "A client's active passengers to choose from: ADMIN names the client; a fleet manager one of its fleet's and gets its fleet's rides' passengers, id, name and phone only; a customer its own",
        { querystring: ZPassengersQuery },
        ok(pageOf(z.union([ZPassenger, ZClientContact])), 400, 401, 403),
      ),
      async (request) => pickers.passengers(request.user!, request.query),
    );
  });
}
