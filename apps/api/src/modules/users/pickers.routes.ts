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
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** A picker's input and answers: its search query, and one page of `item`s (or 400 for a bad query, 401, 403). */
function pickerPage<const Q extends z.ZodType, const T extends z.ZodType>(querystring: Q, item: T) {
  return { querystring, response: ok(pageOf(item), 400, 401, 403) };
}

/** The ride form's pickers: active drivers, fleets, customers and a client's passengers, paged and searchable. */
export function pickersRoutes(pickers: PickersService): FastifyPluginAsyncZod {
  return apiRoutes(['pickers'], (api) => {
    api.get('/active-drivers', {
      access: 'pickers.drivers',
      summary: 'Active drivers (a fleet manager: its own), with online = reported within 2 minutes',
      ...pickerPage(ZSearchPageQuery, ZDriverOption),
      handler: (request) => pickers.drivers(request.user!, request.query),
    });

    api.get('/active-fleets', {
      access: 'pickers.fleets',
      summary: 'Active fleet managers (a fleet manager: only itself)',
      ...pickerPage(ZSearchPageQuery, ZFleetOption),
      handler: (request) => pickers.fleets(request.user!, request.query),
    });

    api.get('/customers', {
      access: 'pickers.customers',
      summary: "Active customers: ADMIN all; a fleet manager its fleet's rides' customers, id, name and phone only; a customer only itself",
      ...pickerPage(ZCustomersQuery, z.union([ZUserDetails, ZClientContact])),
      handler: (request) => pickers.customers(request.user!, request.query),
    });

    api.get('/active-passengers', {
      access: 'pickers.passengers',
      summary:
        "A client's active passengers to choose from: ADMIN names the client; a fleet manager one of its fleet's and gets its fleet's rides' passengers, id, name and phone only; a customer its own",
      ...pickerPage(ZPassengersQuery, z.union([ZPassenger, ZClientContact])),
      handler: (request) => pickers.passengers(request.user!, request.query),
    });
  });
}
