import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEventStream } from '../../shared/api-schemas.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { countFreeRides } from '../rides/free-rides.ts';
import { eventNameFor, eventOf, seesPool, type Listener } from './live-audience.ts';
import { openSse, sseEvent } from '../../shared/sse-stream.ts';
import type { BusMessage } from '../../adapters/events/messages.ts';
import type { LiveEventName } from '@vozka/domain';
import { lastEventId, subscribeWithReplay } from './replay.ts';
import { apiRoutes, ok } from '../../shared/route-plugin.ts';

/**
 * The text of a message's event, made once for every stream that sends it (a position goes to each ADMIN
 * and to its fleet's managers): by message, then by event name, since one message may mean `ride.changed`
 * to one user and `ride.deleted` to another.
 */
const texts = new WeakMap<BusMessage, Map<LiveEventName, string>>();
function eventText(message: BusMessage, name: LiveEventName, id: number | undefined): string {
  let byName = texts.get(message);
  if (!byName) texts.set(message, (byName = new Map<LiveEventName, string>()));
  let text = byName.get(name);
  if (text === undefined) {
    const event = eventOf(message, name);
    byName.set(name, (text = sseEvent(event.name, event.data, id)));
  }
  return text;
}

/** `GET /api/events`: the signed-in user's live events (docs/api/dispatch.md §4). */
export function eventsRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const { bus, streamLifetimeMs, streams } = deps.events;
  return apiRoutes(['dispatch'], (api) => {
    api.get('/events', {
      produces: ['text/event-stream'],
      access: 'authenticated',
      summary:
        'Server-sent events: ride.changed, ride.deleted, driver.position, free-rides.count — only what the user may see; 429 beyond the streams a user may hold open',
      response: ok(ZEventStream, 401, 429),
      handler: async (request, reply) => {
        const u = request.user!;
        const listener: Listener = { id: u.id, roles: u.roles, fleetManagerId: u.fleetManagerId };
        // Each tab holds one stream: a user's streams are capped (429 TOO_MANY_STREAMS beyond), freed as they end.
        const release = streams.acquire({ kind: 'user', id: u.id });
        const stream = openSse(reply, { lifetimeMs: streamLifetimeMs });
        void stream.closed.then(release);
        // A reconnecting browser sends the id of the last event it got: it gets what it missed first.
        const { stop, caughtUp } = subscribeWithReplay(
          bus,
          deps.database.db,
          lastEventId(request.headers['last-event-id']),
          (message, id) => {
            const name = eventNameFor(listener, message);
            if (name) stream.sendText(eventText(message, name, id));
          },
          () => {
            stream.close();
          },
        );
        void stream.closed.then(stop);
        // Without its missed events the stream would have a gap: it ends, and the browser tries again.
        await caughtUp.catch((err: unknown) => {
          request.log.warn({ err }, 'live events: could not replay from Last-Event-ID');
          stream.close();
        });
        if (seesPool(listener)) stream.send('free-rides.count', { count: await countFreeRides(deps.database.db, u) });
        if (streamLifetimeMs === 0) stream.close();
        return reply;
      },
    });
  });
}
