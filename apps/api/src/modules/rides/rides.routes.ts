import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  translate,
  ZIdParams,
  ZNotifyQuery,
  ZRide,
  ZRideHistoryEntry,
  ZRideInput,
  ZRideListPage,
  ZRideListPageQuery,
  ZWaitingQuery,
} from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import { answerOf } from '../../shared/json-text.ts';
import { ZWriteConflict } from './rides.schemas.ts';
import { createRidesService, RideVersionConflict } from './rides.service.ts';
import type { RideCaller } from './ride-access.ts';
import { serviceRoutes, created, ok } from '../../shared/route-plugin.ts';

/** `?skipNotification=true` (or 1): this one write sends no e-mail (spec §4). */
const skips = (flag: string | undefined) => flag === 'true' || flag === '1';

/** The signed-in caller with the request's language (the ride's vehicle offer is named in it). */
const callerOf = (request: FastifyRequest): RideCaller => ({ ...request.user!, lang: request.lang });

/** A write whose `version` is stale answers 409 with the ride as it is now, so the form can show it. */
async function orConflict<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof RideVersionConflict)) throw err;
    return reply
      .status(409)
      .send({ message: translate('RIDE_VERSION_CONFLICT', request.lang), code: 'RIDE_VERSION_CONFLICT', ride: err.ride });
  }
}

/**
 * The rides calls of docs/api/rides.md under the spec's `/orders` paths (the public `overview` calls
 * live in the contracts module). Role checks that depend on the ride are the service's: a ride the
 * caller may not see answers 404, one it sees but may not change 403.
 */
export const ridesRoutes = serviceRoutes(['rides'], createRidesService, (api, rides) => {
  api.get('/orders', {
    access: 'authenticated',
    summary: 'A page of the rides the caller sees; dates as yyyy-MM-dd_HH:mm:ss in Prague time, status comma-separated',
    querystring: ZRideListPageQuery,
    response: ok(ZRideListPage, 400, 401),
    handler: async (request) => answerOf(await rides.list(callerOf(request), request.query)),
  });

  api.get('/orders/last', {
    access: 'authenticated',
    summary: 'The newest ride the caller created',
    response: ok(ZRide, 401, 404),
    handler: (request) => rides.last(callerOf(request)),
  });

  api.get('/orders/:id', {
    access: 'authenticated',
    summary: 'One ride the caller sees',
    params: ZIdParams,
    response: ok(ZRide, 400, 401, 404),
    handler: (request) => rides.get(callerOf(request), request.params.id),
  });

  api.get('/orders/:id/history', {
    access: 'authenticated',
    summary: "Every change of the ride, oldest first (ADMIN, the ride's fleet manager, customer and driver)",
    params: ZIdParams,
    response: ok(z.array(ZRideHistoryEntry), 400, 401, 403, 404),
    handler: (request) => rides.history(callerOf(request), request.params.id),
  });

  api.post('/orders', {
    access: 'rides.create',
    summary: "Create a ride: a customer's is NEW and its own, a fleet manager's UNCONFIRMED in its fleet",
    querystring: ZNotifyQuery,
    body: ZRideInput,
    response: created(ZRide, 400, 401, 403, 409),
    handler: (request) => rides.create(callerOf(request), request.body, { notify: !skips(request.query.skipNotification) }),
  });

  api.put('/orders/:id', {
    access: 'authenticated',
    summary: 'Change a ride; fields left out keep their value; a stale version answers 409 with the current ride',
    params: ZIdParams,
    querystring: ZNotifyQuery,
    body: ZRideInput,
    response: { 200: ZRide, ...errorResponses(400, 401, 403, 404), 409: ZWriteConflict },
    handler: (request, reply) =>
      orConflict(request, reply, () =>
        rides.update(callerOf(request), request.params.id, request.body, { notify: !skips(request.query.skipNotification) }),
      ),
  });

  api.put('/orders/:id/undo-step', {
    access: 'authenticated',
    summary:
      'The assigned driver takes back its last step within 2 minutes (409 RIDE_UNDO_UNAVAILABLE after); in the history, e-mails nobody',
    params: ZIdParams,
    response: ok(ZRide, 401, 403, 404, 409),
    handler: (request) => rides.undoStep(callerOf(request), request.params.id),
  });

  api.put('/orders/:id/mark-as-seen', {
    access: 'authenticated',
    summary: "Mark a ride seen (ADMIN, the ride's fleet manager)",
    params: ZIdParams,
    response: { 204: z.null().describe('Marked'), ...errorResponses(400, 401, 403, 404) },
    handler: (request) => rides.markSeen(callerOf(request), request.params.id),
  });

  api.put('/orders/:id/set-waiting-time', {
    access: 'authenticated',
    summary: "Set the waiting time in minutes, 0–1440 (ADMIN, the ride's fleet manager, its driver)",
    params: ZIdParams,
    querystring: ZWaitingQuery,
    response: { 200: ZRide, ...errorResponses(400, 401, 403, 404), 409: ZWriteConflict },
    handler: (request, reply) =>
      orConflict(request, reply, () => rides.setWaiting(callerOf(request), request.params.id, request.query.time)),
  });

  api.get('/orders/:id/duplicate', {
    access: 'rides.create',
    summary: 'A copy of the ride: new secret, NEW (customer) or UNCONFIRMED (dispatch), no driver, not paid',
    params: ZIdParams,
    response: created(ZRide, 400, 401, 403, 404),
    handler: (request) => rides.duplicate(callerOf(request), request.params.id),
  });

  api.delete('/orders/:id', {
    access: 'rides.delete',
    summary: 'Delete a ride: status DELETED through the status machine',
    params: ZIdParams,
    response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404), 409: ZWriteConflict },
    handler: async (request, reply) => {
      await orConflict(request, reply, () => rides.remove(callerOf(request), request.params.id));
      if (!reply.sent) await reply.status(204).send(null);
      return reply;
    },
  });
});
