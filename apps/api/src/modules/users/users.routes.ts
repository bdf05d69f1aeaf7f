import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUserInput } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { ZUserDetails, errorResponses } from '../../shared/api-schemas.ts';
import { createUsersService } from './users.service.ts';
import { createPassengersService } from './passengers.service.ts';
import { createProfileService } from './profile.service.ts';
import { createPickersService } from './pickers.service.ts';
import { passengersRoutes } from './passengers.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { pickersRoutes } from './pickers.routes.ts';
import {
  ZCreateQuery,
  ZIdParams,
  ZLoginHistoryEntry,
  ZLoginHistoryQuery,
  ZUserPageQuery,
  ZUserRecord,
  ZUsersQuery,
  pageOf,
} from './users.schemas.ts';
import { serviceRoutes, created, ok } from '../../shared/route-plugin.ts';

/** The people calls of docs/api/people.md: users and their login history, passengers, own profile, pickers. */
export function usersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(userRecordRoutes(deps));
    await app.register(passengersRoutes(createPassengersService(deps)));
    await app.register(profileRoutes(createProfileService(deps)));
    await app.register(pickersRoutes(createPickersService(deps)));
  };
}

/** `/api/users…` and `/api/uservos`: ADMIN every user, a FLEET_MANAGER its own drivers. */
const userRecordRoutes = serviceRoutes(['users'], createUsersService, (api, users) => {
  api.get('/users', {
    access: 'users.read',
    summary: 'Users by name (Czech collation), at most 1000; a fleet manager gets only its drivers',
    querystring: ZUsersQuery,
    response: ok(z.array(ZUserDetails), 400, 401, 403),
    handler: (request) => users.list(request.user!, request.query),
  });

  api.get('/uservos', {
    access: 'users.read',
    summary: 'One page of users, searched by name, e-mail, phone or company',
    querystring: ZUserPageQuery,
    response: ok(pageOf(ZUserDetails), 400, 401, 403),
    handler: (request) => users.page(request.user!, request.query),
  });

  api.get('/users/:id', {
    access: 'users.read',
    summary: 'A user with its paired vehicles and client',
    params: ZIdParams,
    response: ok(ZUserRecord, 400, 401, 403, 404),
    handler: (request) => users.get(request.user!, request.params.id),
  });

  api.post('/users', {
    access: 'users.write',
    summary: 'Create a user; without a password a user with an e-mail is e-mailed a link to set one',
    querystring: ZCreateQuery,
    body: ZUserInput,
    response: created(ZUserDetails, 400, 401, 403, 409),
    handler: async (request, reply) => {
      const created = await users.create(request.user!, request.body, { quick: request.query.quick });
      return reply.status(201).send(created);
    },
  });

  api.put('/users/:id', {
    access: 'users.write',
    summary: "Replace a user's data; INACTIVE ends its sessions",
    params: ZIdParams,
    body: ZUserInput,
    response: ok(ZUserDetails, 400, 401, 403, 404, 409),
    handler: (request) => users.update(request.user!, request.params.id, request.body),
  });

  api.delete('/users/:id', {
    access: 'users.write',
    summary: 'Delete a user: anonymised, the row stays for rides, its sessions end',
    params: ZIdParams,
    response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
    handler: (request) => users.remove(request.user!, request.params.id),
  });

  api.get('/login-history', {
    access: 'loginHistory.read',
    summary: 'Sign-ins, newest first, optionally of one user',
    querystring: ZLoginHistoryQuery,
    response: ok(pageOf(ZLoginHistoryEntry), 400, 401, 403),
    handler: (request) => users.loginHistory(request.query),
  });
});
