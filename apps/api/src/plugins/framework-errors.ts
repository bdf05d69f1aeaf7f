import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromHeader, translate, type ErrorBody } from '@vozka/domain';

/**
 * Fastify's router refuses a URL it cannot decode (400) or a path parameter over its length limit (414)
 * before any route or error handler runs; these answers get the API's one error shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  const body: ErrorBody = {
    message: translate('INVALID_INPUT', languageFromHeader(request.headers['accept-language'])),
    code: 'INVALID_INPUT',
  };
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}
