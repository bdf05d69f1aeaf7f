import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../shared/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `stopping`: SIGTERM came (server.ts). The readiness probe answers 503 from then on, while every other
     * request is still served until the app closes (a proxy's health check takes the instance out first).
     */
    readiness: { stopping: boolean };
  }
}

/** What a client is asked to wait after a 503 of a closing instance: the proxy sends it elsewhere by then. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Once the app starts closing (SIGTERM: server.ts), every new request — readiness probes included — is
 * answered 503 `SHUTTING_DOWN` with `Connection: close`, in the caller's language, so the proxy takes this
 * instance out and keep-alive clients reconnect elsewhere; requests already running finish. Register it
 * first: its preClose hook must run before any other (Fastify's own 503, untranslated, is off: app.ts).
 * Answers the check that app.ts's first onRequest hook runs before anything else (one hook for the
 * request's first steps: each hook costs every request its turn through Fastify's hook runner): the
 * error to answer a request with while closing, null otherwise.
 */
export function registerDraining(app: FastifyInstance): (reply: FastifyReply) => AppError | null {
  let draining = false;
  app.decorate('readiness', { stopping: false });
  app.addHook('preClose', (done) => {
    draining = true;
    app.readiness.stopping = true;
    done();
  });
  return (reply) => {
    if (!draining) return null;
    reply.header('connection', 'close');
    return new AppError(503, 'SHUTTING_DOWN', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
  };
}
