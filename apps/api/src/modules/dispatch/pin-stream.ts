import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFinal, translate } from '@vozka/domain';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../shared/errors.ts';
import { openSse } from '../../shared/sse-stream.ts';
import type { StreamGate } from '../../shared/stream-gate.ts';
import type { TrackedRide, TrackingService } from './tracking.service.ts';

const MIN_INTERVAL_MS = 1000;

/**
 * Sent before the server ends the stream of a finished ride: the browser would reconnect after `retry`
 * (3 s) otherwise; this long a wait, and the page closing its EventSource on `end`, keep it from coming
 * back for a ride that will not move again.
 */
const FINISHED_RETRY_MS = 24 * 60 * 60 * 1000;

export interface PinStreamDeps {
  tracking: TrackingService;
  bus: EventBus;
  lifetimeMs: number;
  streams: StreamGate;
}

/**
 * `GET /api/dispatch-map/pin/{slug}/events`: the public pin as server-sent events — `pin` at once and when
 * the driver moves or the ride changes (at most one a second), `unavailable` while no location is given.
 * An unknown or expired slug answers 404 before any stream opens; beyond the open streams one address (or
 * everyone anonymous) may hold, 429. A finished ride (or one that finishes while watched) gets its last
 * state and `end`, and the stream ends (docs/api/dispatch.md §3).
 */
export async function streamPin(request: FastifyRequest, reply: FastifyReply, slug: string, deps: PinStreamDeps) {
  // The slot first: a refused client costs no database query.
  const release = deps.streams.acquire({ kind: 'anonymous', address: request.ip });
  let ride: TrackedRide;
  try {
    ride = await deps.tracking.rideOf(slug);
  } catch (err) {
    release();
    throw err;
  }
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
  const end = () => {
    stream.retry(FINISHED_RETRY_MS);
    stream.send('end', {});
    stream.close();
  };
  const refresh = async (reload = true) => {
    try {
      if (reload) ride = await deps.tracking.rideOf(slug);
      emit('pin', await deps.tracking.pinOf(ride));
    } catch (err) {
      if (!(err instanceof AppError)) {
        request.log.warn({ err }, 'tracking stream refresh failed');
        return;
      }
      emit('unavailable', { code: err.code, message: translate(err.code, request.lang) });
      if (err.code === 'TRACKING_CODE_MISSING' || err.code === 'TRACKING_RIDE_FINISHED') {
        end();
        return;
      }
    }
    if (isFinal(ride.status)) end();
  };
  const schedule = () => {
    if (timer || running) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = refresh().finally(() => (running = null));
    }, MIN_INTERVAL_MS);
  };
  const stop = deps.bus.subscribe(
    (m) => {
      if ((m.t === 'pos' && m.driverId === ride.driverId) || (m.t === 'ride' && m.id === ride.id)) schedule();
    },
    () => {
      stream.close();
    },
  );
  void stream.closed.then(() => {
    stop();
    clearTimeout(timer);
    release();
  });
  await refresh(false);
  if (deps.lifetimeMs === 0) stream.close();
  return reply;
}
