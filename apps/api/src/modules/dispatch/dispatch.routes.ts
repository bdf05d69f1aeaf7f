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
import { ok, routePlugin, routesOf } from '../../shared/route-plugin.ts';

/** The dispatch calls of docs/api/dispatch.md §2, §3, §5, §6. */
export function dispatchRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const map = createMapService(deps);
  const tracking = createTrackingService(deps);
  const suggestions = createSuggestionsService(deps);
  const notifications = createNotificationsService(deps);
  return routePlugin((app) => {
    const route = routesOf(['dispatch']);
    const publicPin = { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } } as const;

    app.get(
      '/dispatch-map/drivers',
      route('dispatch.map', 'Pins of the online drivers: ADMIN all, a fleet manager its fleet', {}, ok(z.array(ZDriverPin), 401, 403)),
      async (request) => map.drivers(request.user!),
    );

    app.get(
      '/dispatch-map/pin/:slug',
      route(
        publicPin,
        "Public: the driver pin of a ride's tracking link; 404 TRACKING_CODE_MISSING, TRACKING_RIDE_FINISHED or DRIVER_LOCATION_UNKNOWN",
        { params: ZSlugParams },
        ok(ZPublicPin, 404, 429),
      ),
      async (request) => tracking.pin(request.params.slug),
    );

    app.get(
      '/dispatch-map/pin/:slug/events',
      route(
        publicPin,
        'Public: the pin as server-sent events (`pin`, `unavailable`, `end` for a finished ride); 404 for an unknown or expired link; 429 beyond the open streams per address and in all',
        { params: ZSlugParams, produces: ['text/event-stream'] },
        ok(ZEventStream, 404, 429),
      ),
      async (request, reply) =>
        streamPin(request, reply, request.params.slug, {
          tracking,
          bus: deps.events.bus,
          lifetimeMs: deps.events.streamLifetimeMs,
          streams: deps.events.streams,
        }),
    );

    app.get(
      '/orders/free-count',
      route('authenticated', 'How many FREE rides the caller sees (the free-rides badge)', {}, ok(ZFreeCount, 401)),
      async (request) => ({ count: await countFreeRides(deps.database.db, request.user!) }),
    );

    app.get(
      '/orders/:id/driver-suggestions',
      route(
        'dispatch.suggest',
        "★ Available drivers ranked by minutes to the pick-up, with reasons and the excluded ones (ADMIN, the ride's fleet manager)",
        { params: ZIdParams },
        ok(ZDriverSuggestions, 400, 401, 403, 404),
      ),
      async (request) => suggestions.suggest(request.user!, request.params.id),
    );

    app.get(
      '/orders/:id/notifications',
      route(
        'rides.notifications',
        "The ride's notification events (FLEET_ASSIGNED, APPROACHING, DRIVEWAY_CHANGE), oldest first",
        { params: ZIdParams },
        ok(z.array(ZRideNotification), 400, 401, 403, 404),
      ),
      async (request) => notifications.list(request.user!, request.params.id),
    );
  });
}
