import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isMessageCode, translate, type ErrorBody, type MessageCode } from '@vozka/domain';
import { AppError } from '../shared/errors.ts';
import { isDatabaseUnavailable } from '../db/faults.ts';

/** How long a client is asked to wait while the database is unreachable (`Retry-After`, seconds). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: MessageCode,
  extra: Partial<ErrorBody> = {},
  params = {},
) {
  const body: ErrorBody = { message: translate(code, request.lang, params), code, ...extra };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * One error answer for the whole API: `{ message, code, fields? }`, the message in the caller's
 * language. Client faults are 4xx with a reason; an unreachable database is a 503 with `Retry-After`;
 * anything else is a 500 without internals (logged without data: shared/log-serializers.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      for (const [k, v] of Object.entries(error.options.headers ?? {})) reply.header(k, v);
      const fields = error.options.fields
        ? Object.fromEntries(Object.entries(error.options.fields).map(([k, c]) => [k, translate(c, request.lang)]))
        : undefined;
      return send(reply, request, error.statusCode, error.code, fields ? { fields } : {}, error.options.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      let first: MessageCode | undefined;
      for (const issue of error.validation) {
        const code: MessageCode = isMessageCode(issue.message) ? issue.message : 'INVALID_INPUT';
        first ??= code;
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body';
        fields[key] ??= translate(code, request.lang, { min: 8, max: 256 });
      }
      return send(reply, request, 400, first ?? 'INVALID_INPUT', { fields }, { min: 8, max: 256 });
    }
    if (isDatabaseUnavailable(error)) {
      // Down or restarting: a fault of the moment, not of the request. The pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, request, 503, 'TEMPORARILY_UNAVAILABLE', {}, { seconds: DATABASE_RETRY_AFTER_SECONDS });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, request, 429, 'TOO_MANY_ATTEMPTS', {}, { seconds: Number(reply.getHeader('retry-after') ?? 60) });
    }
    if (status === 413) return send(reply, request, 413, 'PAYLOAD_TOO_LARGE');
    if (status >= 400 && status < 500) {
      return send(reply, request, status, status === 404 ? 'NOT_FOUND' : 'INVALID_INPUT');
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, 'SERVER_ERROR');
  });
}
