import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Which requests get their own log lines (LOG_REQUESTS): every request ('all', Fastify's "incoming
 * request" and "request completed"), none ('off'), or a share of them (0.01: one in a hundred, as one
 * "request completed" line that names the request). Whatever the setting, an answer of 500 or more is
 * logged at warn and a failed response at error; the error handler's own lines (plugins/errors.ts) stay.
 */
export type RequestLog = 'all' | 'off' | number;

/** LOG_REQUESTS: 'all', 'off' or a share between 0 and 1; left out, off in production and all elsewhere. */
export function parseRequestLog(value: string | undefined, production: boolean): RequestLog | undefined {
  if (value === undefined || value === '') return production ? 'off' : 'all';
  if (value === 'all' || value === 'off') return value;
  const share = Number(value);
  return Number.isFinite(share) && share >= 0 && share <= 1 ? share : undefined;
}

/**
 * Fastify's per-request lines under the setting above. A request line costs about 30 µs (two JSON lines
 * through pino), more than the rest of a trivial route: production leaves them out.
 */
export class RequestLogController extends LogController {
  private readonly share: number;

  constructor(
    setting: RequestLog,
    private readonly random: () => number = Math.random,
  ) {
    super();
    this.share = setting === 'all' ? 1 : setting === 'off' ? 0 : setting;
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.share === 1) super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.share === 1 || error) {
      super.requestCompleted(error, request, reply);
    } else if (reply.statusCode >= 500) {
      reply.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    } else if (this.share > 0 && this.random() < this.share) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}
