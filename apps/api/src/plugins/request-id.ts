import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy may hand on: up to 100 letters, digits, dots, underscores and hyphens. */
const SANE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The id of a request (Fastify's `genReqId`): the proxy's `X-Request-ID` when it is a sane token — so one
 * id follows a request through the proxy's and the app's logs — else a new UUID. Anything else a client
 * sends (long, spaces, control characters) is not trusted into the logs.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}
