import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '@vozka/domain';
import type { Database } from '../../db/client.ts';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';

export interface Person {
  id: number;
  token: string;
}

export async function person(
  app: FastifyInstance,
  database: Database,
  role: Role,
  overrides: Parameters<typeof buildUser>[1] = {},
): Promise<Person> {
  const row = await buildUser(database, { role, ...overrides });
  return { id: row.id, token: await login(app, row.email!) };
}

/** An API call as a signed-in person (or anonymous), with an optional language. */
export function caller(app: FastifyInstance) {
  return (
    who: Person | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

export type Call = ReturnType<typeof caller>;
/** Who `usePeople` signs in: a role, or a role and fields of the user row. */
export type PersonSpec = Role | readonly [Role, Parameters<typeof buildUser>[1]];

/**
 * A test app (useTestApp) with a person signed in per spec, in order, after `call` (caller of the app):
 * `const [call, admin, driver] = usePeople(['ADMIN', 'DRIVER'], (app) => (t = app));`. The people are
 * filled in when the app is ready; `ready` runs after that and may prepare more.
 */
export function usePeople<const S extends readonly PersonSpec[]>(
  specs: S,
  ready?: (app: TestApp) => unknown,
): [Call, ...{ [K in keyof S]: Person }] {
  let started: TestApp | undefined;
  const people = specs.map((): Person => ({ id: 0, token: '' }));
  useTestApp(async (app) => {
    started = app;
    for (const [i, spec] of specs.entries()) {
      const [role, overrides] = typeof spec === 'string' ? [spec, {}] : spec;
      Object.assign(people[i]!, await person(app.app, app.database, role, overrides));
    }
    await ready?.(app);
  });
  const call: Call = (...args) => caller(started!.app)(...args);
  return [call, ...people] as unknown as [Call, ...{ [K in keyof S]: Person }];
}

/**
 * A small price list through the API: Economy (transfer and rent, everyone; 35 Kč/km to 10 km, then 30 Kč;
 * at least 500 Kč; waiting 8 Kč/min; rent 600 Kč/h), Business (transfer, only `restrictedTo`; 45 Kč/km,
 * at least 900 Kč, waiting 10 Kč/min), the airport T1 location, and fixed prices airport → Praha 1:
 * 890 Kč for everyone, 790 Kč for `restrictedTo`.
 */
export async function seedPriceList(app: FastifyInstance, admin: Person, restrictedTo: number) {
  const call = caller(app);
  const ok = (res: Awaited<ReturnType<typeof call>>, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json<{ id: number }>();
  };
  const economy = ok(
    await call(admin, 'POST', '/api/vehicle-offers', {
      name: 'Economy',
      persons: 4,
      luggage: 2,
      transfer: true,
      rent: true,
      rentPricePerHour: 600,
      public: true,
    }),
    201,
  );
  const business = ok(
    await call(admin, 'POST', '/api/vehicle-offers', { name: 'Business', persons: 3, transfer: true, allowedClientIds: [restrictedTo] }),
    201,
  );
  ok(
    await call(admin, 'PUT', `/api/distance-prices/${economy.id}`, {
      intervals: [
        { fromKm: 0, toKm: 10, pricePerKm: 35, minimumFare: 500, waitingPerMinute: 8 },
        { fromKm: 10, toKm: null, pricePerKm: 30, minimumFare: 500, waitingPerMinute: 8 },
      ],
    }),
  );
  ok(
    await call(admin, 'PUT', `/api/distance-prices/${business.id}`, {
      intervals: [{ fromKm: 0, pricePerKm: 45, minimumFare: 900, waitingPerMinute: 10 }],
    }),
  );
  const airport = ok(
    await call(admin, 'POST', '/api/locations', {
      name: 'Letiště T1',
      address: 'Aviatická, 161 08 Praha 6',
      lat: 50.1072,
      lng: 14.2665,
      airport: true,
    }),
    201,
  );
  const to = { address: 'Praha 1', placeId: 'builtin:praha-1' };
  const general = ok(
    await call(admin, 'POST', '/api/fixed-prices', {
      from: { locationId: airport.id },
      to,
      direction: 'BOTH_WAYS',
      driverPrice: 650,
      clientPrice: 890,
    }),
    201,
  );
  const own = ok(
    await call(admin, 'POST', '/api/fixed-prices', {
      from: { locationId: airport.id },
      to,
      driverPrice: 600,
      clientPrice: 790,
      clientId: restrictedTo,
    }),
    201,
  );
  return {
    economy: economy.id,
    business: business.id,
    airport: airport.id,
    general: general.id,
    own: own.id,
  };
}
