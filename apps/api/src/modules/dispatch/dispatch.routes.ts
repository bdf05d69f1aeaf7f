import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDriverPin, ZDriverSuggestions, ZFreeCount, ZIdParams, ZPublicPin, ZRideNotification, ZSlugParams } from '@vozka/domain';
import { ZEventStream } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { createMapService } from './map.service.ts';
import { createTrackingService } from './tracking.service.ts';
import { createSuggestionsService } from './suggestions.service.ts';
import { createNotificationsService } from './notifications.service.ts';
import { countFreeRides } from '../rides/free-rides.ts';
import { streamPin } from './pin-stream.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/** The dispatch calls of docs/api/dispatch.md §2, §3, §5, §6. */
export function dispatchRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const map = createMapService(deps);
  const tracking = createTrackingService(deps);
  const suggestions = createSuggestionsService(deps);
  const notifications = createNotificationsService(deps);
  return apiRoutes(['dispatch'], (api) => {
    const publicPin = { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

    api.get('/dispatch-map/drivers', {
      access: 'dispatch.map',
      summary: 'Pins of the online drivers: ADMIN all, a fleet manager its fleet',
      response: ok(z.array(ZDriverPin), 401, 403),
      handler: (request) => map.drivers(request.user!),
    });

    api.get('/dispatch-map/pin/:slug', {
      access: publicPin,
      summary:
        "Public: the driver pin of a ride's tracking link; 404 TRACKING_CODE_MISSING, TRACKING_RIDE_FINISHED or DRIVER_LOCATION_UNKNOWN",
      params: ZSlugParams,
      response: ok(ZPublicPin, 404, 429),
      handler: (request) => tracking.pin(request.params.slug),
    });

    api.get('/dispatch-map/pin/:slug/events', {
      produces: ['text/event-stream'],
      access: publicPin,
      summary:
        'Public: the pin as server-sent events (`pin`, `unavailable`, `end` for a finished ride); 404 for an unknown or expired link; 429 beyond the open streams per address and in all',
      params: ZSlugParams,
      response: ok(ZEventStream, 404, 429),
      handler: (request, reply) =>
        streamPin(request, reply, request.params.slug, {
          tracking,
          bus: deps.events.bus,
          lifetimeMs: deps.events.streamLifetimeMs,
          streams: deps.events.streams,
        }),
    });

    api.get('/orders/free-count', {
      access: 'authenticated',
      summary: 'How many FREE rides the caller sees (the free-rides badge)',
      response: ok(ZFreeCount, 401),
      handler: async (request) => ({ count: await countFreeRides(deps.database.db, request.user!) }),
    });

    api.get('/orders/:id/driver-suggestions', {
      access: 'dispatch.suggest',
      summary: "★ Available drivers ranked by minutes to the pick-up, with reasons and the excluded ones (ADMIN, the ride's fleet manager)",
      params: ZIdParams,
      response: ok(ZDriverSuggestions, 400, 401, 403, 404),
      handler: (request) => suggestions.suggest(request.user!, request.params.id, request.lang),
    });

    api.get('/orders/:id/notifications', {
      access: 'rides.notifications',
      summary: "The ride's notification events (FLEET_ASSIGNED, APPROACHING, DRIVEWAY_CHANGE), oldest first",
      params: ZIdParams,
      response: ok(z.array(ZRideNotification), 400, 401, 403, 404),
      handler: (request) => notifications.list(request.user!, request.params.id),
    });
  });
}
