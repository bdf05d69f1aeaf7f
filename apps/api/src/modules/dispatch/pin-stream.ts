import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@vozka/domain';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../shared/errors.ts';
import { openSse } from '../events/sse-stream.ts';
import type { TrackingService } from './tracking.service.ts';

const MIN_INTERVAL_MS = 1000;

/**
 * `GET /api/dispatch-map/pin/{slug}/events`: the public pin as server-sent events — `pin` at once and when
 * the driver moves or the ride changes (at most one a second), `unavailable` while no location is given.
 * An unknown or expired slug answers 404 before any stream opens.
 */
export async function streamPin(request: FastifyRequest, reply: FastifyReply, slug: string, deps: { tracking: TrackingService; bus: EventBus; lifetimeMs: number }) {
  let ride = await deps.tracking.rideOf(slug);
  const stream = openSse(reply, { lifetimeMs: deps.lifetimeMs });
  let last = '';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const emit = (event: string, data: unknown) => {
    const text = `${event}:${JSON.stringify(data)}`;
    if (text === last) return;
    last = text;
    stream.send(event, data);
  };
  const refresh = async () => {
    try {
      ride = await deps.tracking.rideOf(slug);
      emit('pin', await deps.tracking.pinOf(ride));
    } catch (err) {
      if (!(err instanceof AppError)) {
        request.log.warn({ err }, 'tracking stream refresh failed');
        return;
      }
      emit('unavailable', { code: err.code, message: translate(err.code, request.lang) });
      if (err.code === 'TRACKING_CODE_MISSING') stream.close();
    }
  };
  const schedule = () => {
    if (timer || running) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = refresh().finally(() => (running = null));
    }, MIN_INTERVAL_MS);
  };
  const stop = deps.bus.subscribe((m) => {
    if ((m.t === 'pos' && m.driverId === ride.driverId) || (m.t === 'ride' && m.id === ride.id)) schedule();
  }, stream.close);
  void stream.closed.then(() => {
    stop();
    clearTimeout(timer);
  });
  await refresh();
  if (deps.lifetimeMs === 0) stream.close();
  return reply;
}
