import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFlightTrackingInput, ZFlightTrackingSettings, ZIdParams, ZRideFlight } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';
import { readFlightSettings, writeFlightSettings } from './flight-settings.ts';
import type { FlightsService } from './flights.service.ts';

/** Flight tracking of airport pickups (docs/api/integrations.md): ADMIN's settings and "check flight now". */
export function flightsRoutes(deps: ModuleDeps, flights: FlightsService): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return apiRoutes(['flights'], (api) => {
    api.get('/settings/flight-tracking', {
      access: 'settings.manage',
      summary: 'Flight tracking: the provider, whether a key is stored (its last 4 characters), the buffer and the limits',
      response: ok(ZFlightTrackingSettings, 401, 403),
      handler: () => readFlightSettings(db),
    });

    api.put('/settings/flight-tracking', {
      access: 'settings.manage',
      summary: 'Set flight tracking; `apiKey` left out keeps the stored key, null removes it',
      body: ZFlightTrackingInput,
      response: ok(ZFlightTrackingSettings, 400, 401, 403),
      handler: (request) => writeFlightSettings(db, request.body, request.user!.id),
    });

    api.post('/orders/:id/flight/check', {
      access: 'flights.check',
      summary:
        "Check flight now: asks the provider about the ride's flight at once (ADMIN); the pickup follows as the job's checks do. 409 FLIGHT_NOT_TRACKED without a flight number and arrival, FLIGHT_TRACKING_OFF with the provider `none`",
      params: ZIdParams,
      response: ok(ZRideFlight, 400, 401, 403, 404, 409),
      handler: (request) => flights.checkNow(request.params.id),
    });
  });
}
