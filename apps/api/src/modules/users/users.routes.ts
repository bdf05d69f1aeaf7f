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
import { loginHistoryRoutes } from './login-history.routes.ts';
import { ZCreateQuery, ZIdParams, ZUserPageQuery, ZUserRecord, ZUsersQuery, pageOf } from './users.schemas.ts';
import { routePlugin } from '../../shared/route-plugin.ts';

/** The people calls of docs/api/people.md: users, passengers, own profile, pickers, login history. */
export function usersRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const pickers = createPickersService(deps);
    await app.register(userRecordRoutes(deps));
    await app.register(passengersRoutes(createPassengersService(deps)));
    await app.register(profileRoutes(createProfileService(deps)));
    await app.register(pickersRoutes(pickers));
    await app.register(loginHistoryRoutes(pickers));
  };
}

/** `/api/users…` and `/api/uservos`: ADMIN every user, a FLEET_MANAGER its own drivers. */
function userRecordRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const users = createUsersService(deps);
  return routePlugin((app) => {
    app.get(
      '/users',
      {
        config: { access: 'users.read' },
        schema: {
          tags: ['users'],
          summary: 'Users by name (Czech collation), at most 1000; a fleet manager gets only its drivers',
          querystring: ZUsersQuery,
          response: { 200: z.array(ZUserDetails), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => users.list(request.user!, request.query),
    );

    app.get(
      '/uservos',
      {
        config: { access: 'users.read' },
        schema: {
          tags: ['users'],
          summary: 'One page of users, searched by name, e-mail, phone or company',
          querystring: ZUserPageQuery,
          response: { 200: pageOf(ZUserDetails), ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => users.page(request.user!, request.query),
    );

    app.get(
      '/users/:id',
      {
        config: { access: 'users.read' },
        schema: {
          tags: ['users'],
          summary: 'A user with its paired vehicles and client',
          params: ZIdParams,
          response: { 200: ZUserRecord, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => users.get(request.user!, request.params.id),
    );

    app.post(
      '/users',
      {
        config: { access: 'users.write' },
        schema: {
          tags: ['users'],
          summary: 'Create a user; without a password a user with an e-mail is e-mailed a link to set one',
          querystring: ZCreateQuery,
          body: ZUserInput,
          response: { 201: ZUserDetails, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const created = await users.create(request.user!, request.body, { quick: request.query.quick });
        return reply.status(201).send(created);
      },
    );

    app.put(
      '/users/:id',
      {
        config: { access: 'users.write' },
        schema: {
          tags: ['users'],
          summary: "Replace a user's data; INACTIVE ends its sessions",
          params: ZIdParams,
          body: ZUserInput,
          response: { 200: ZUserDetails, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => users.update(request.user!, request.params.id, request.body),
    );

    app.delete(
      '/users/:id',
      {
        config: { access: 'users.write' },
        schema: {
          tags: ['users'],
          summary: 'Delete a user: anonymised, the row stays for rides, its sessions end',
          params: ZIdParams,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await users.remove(request.user!, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
