import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes, created, deleted, ok, serviceRoutes, type ResourceRoutes } from './route-plugin.ts';

const ZId = z.object({ id: z.coerce.number().int() });
const ZItem = z.object({ id: z.number() });

/** An app with the routes of one resource, as a module declares them, and what each route's options became. */
function appWith(declare: (api: ResourceRoutes) => void) {
  return appOf(apiRoutes(['things'], declare));
}

/** An app with one plugin of routes, and what each route's options became. */
async function appOf(plugin: FastifyPluginAsyncZod) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const options: { config?: unknown; schema?: unknown }[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') options.push({ config: route.config, schema: route.schema });
  });
  await app.register(plugin);
  return { app, options };
}

describe('resourceRoutes', () => {
  it('declares the access rule as the config and the tags, summary and schemas as the schema', async () => {
    const { options } = await appWith((api) => {
      api.get('/things/:id', { access: 'authenticated', summary: 'One', params: ZId, response: ok(ZItem, 400), handler: (r) => r.params });
    });
    const response = ok(ZItem, 400);
    expect(options).toEqual([{ config: { access: 'authenticated' }, schema: { tags: ['things'], summary: 'One', params: ZId, response } }]);
  });

  it('keeps a whole config (a rate limit) as it is', async () => {
    const config = { access: 'public', rateLimit: { max: 5, timeWindow: 1000 } } as const;
    const { options } = await appWith((api) => {
      api.post('/things', { access: config, summary: 'Make', response: ok(ZItem), handler: () => ({ id: 1 }) });
    });
    expect(options[0]?.config).toEqual(config);
  });

  it.each(['GET', 'PATCH'] as const)(
    '%s: answers 200 with what the handler returns, validated and serialized by the schemas',
    async (method) => {
      const { app } = await appWith((api) => {
        api[method === 'GET' ? 'get' : 'patch']('/things/:id', {
          access: 'public',
          summary: 'One',
          params: ZId,
          response: ok(ZItem, 400),
          handler: (r) => ({ id: r.params.id }),
        });
      });
      const res = await app.inject({ method, url: '/things/7' });
      expect([res.statusCode, res.json()]).toEqual([200, { id: 7 }]);
      expect((await app.inject({ method, url: '/things/x' })).statusCode).toBe(400);
    },
  );

  it('answers 201 for a route that creates, and 204 without a body for one that deletes', async () => {
    let removed = 0;
    const { app } = await appWith((api) => {
      api.post('/things', { access: 'public', summary: 'Make', response: created(ZItem), handler: () => Promise.resolve({ id: 3 }) });
      api.delete('/things/:id', {
        access: 'public',
        summary: 'Remove',
        params: ZId,
        response: deleted(404),
        handler: (r) => Promise.resolve((removed = r.params.id)),
      });
    });
    const made = await app.inject({ method: 'POST', url: '/things' });
    expect([made.statusCode, made.json()]).toEqual([201, { id: 3 }]);
    const gone = await app.inject({ method: 'DELETE', url: '/things/5' });
    expect([gone.statusCode, gone.body, removed]).toEqual([204, '', 5]);
  });

  it('fails the start when a route cannot be declared', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    await expect(
      app.register(
        apiRoutes(['things'], () => {
          throw new Error('no access rule');
        }),
      ),
    ).rejects.toThrow('no access rule');
  });

  it('keeps the answer a handler sent itself (a 409 of a route that would answer 204)', async () => {
    const { app } = await appWith((api) => {
      api.delete('/things/:id', {
        access: 'public',
        summary: 'Remove',
        params: ZId,
        response: { ...deleted(), 409: z.object({ code: z.string() }) },
        handler: (_r, reply) => reply.status(409).send({ code: 'CONFLICT' }),
      });
    });
    const res = await app.inject({ method: 'DELETE', url: '/things/1' });
    expect([res.statusCode, res.json()]).toEqual([409, { code: 'CONFLICT' }]);
  });
});

describe('serviceRoutes', () => {
  it('makes the service once from the deps and declares the routes over it, with the deps', async () => {
    let made = 0;
    const createThings = (deps: { base: number }) => {
      made += 1;
      return { one: (id: number) => ({ id: id + deps.base }) };
    };
    const thingsRoutes = serviceRoutes(['things'], createThings, (api, things, _app, deps) => {
      api.get('/things/:id', {
        access: 'public',
        summary: 'One',
        params: ZId,
        response: ok(ZItem),
        handler: (r) => things.one(r.params.id),
      });
      api.get('/base', { access: 'public', summary: 'Base', response: ok(ZItem), handler: () => ({ id: deps.base }) });
    });
    const { app, options } = await appOf(thingsRoutes({ base: 10 }));
    expect(options.map((o) => o.schema)).toMatchObject([{ tags: ['things'] }, { tags: ['things'] }]);
    expect((await app.inject({ method: 'GET', url: '/things/5' })).json()).toEqual({ id: 15 });
    expect((await app.inject({ method: 'GET', url: '/base' })).json()).toEqual({ id: 10 });
    expect(made).toBe(1);
  });
});
