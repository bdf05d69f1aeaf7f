import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_KEY_RATE_LIMIT, apiKeyRouteKind } from '@vozka/domain';
import { apiKeys } from '../../db/schema/index.ts';
import { buildUser, login, setStatus, useTestApp, type TestApp } from '../../test/test-app.ts';
import { apiAs, buildRide } from '../rides/test-support.ts';

let t: TestApp;
let adminToken: string;
let customer: Awaited<ReturnType<typeof buildUser>>;
let otherCustomer: Awaited<ReturnType<typeof buildUser>>;
let customerToken: string;

useTestApp(async (app) => {
  t = app;
  const admin = await buildUser(t.database, { role: 'ADMIN' });
  adminToken = await login(t.app, admin.email!);
  customer = await buildUser(t.database, { role: 'CUSTOMER', type: 'CUSTOMER_RECURRING' });
  otherCustomer = await buildUser(t.database, { role: 'CUSTOMER', type: 'CUSTOMER_RECURRING' });
  customerToken = await login(t.app, customer.email!);
});

const withKey = (key: string, headers: Record<string, string> = {}) => apiAs(t, key, headers);
const withHeader = (key: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } }),
});

async function createKey(token: string, body: object): Promise<{ id: number; key: string; prefix: string; scopes: string[] }> {
  const res = await apiAs(t, token).post('/api/api-keys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('a customer key', () => {
  let key: string;
  let ownRideId: number;
  let otherRideId: number;
  beforeAll(async () => {
    ownRideId = (await buildRide(t.database, { customerId: customer.id, status: 'UNCONFIRMED' })).id;
    otherRideId = (await buildRide(t.database, { customerId: otherCustomer.id, status: 'UNCONFIRMED' })).id;
    ({ key } = await createKey(adminToken, { name: 'Booking tool', scopes: ['rides:read'], userId: customer.id }));
  });

  it('is shown once in the vzk_ format, and the table keeps only its SHA-256', async () => {
    expect(key).toMatch(/^vzk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    const rows = await t.database.db.select().from(apiKeys);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(13));
    const { createHash } = await import('node:crypto');
    expect(rows.map((r) => r.keyHash)).toContain(createHash('sha256').update(key).digest('hex'));
    const listed = await apiAs(t, adminToken).get(`/api/api-keys?userId=${customer.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key.slice(13));
    expect(listed.json()[0]).toMatchObject({
      name: 'Booking tool',
      prefix: key.slice(0, 12),
      owner: { id: customer.id, role: 'CUSTOMER' },
    });
  });

  it("reads the customer's rides and not another customer's (bearer and X-API-Key)", async () => {
    const list = await withKey(key).get('/api/orders?size=50');
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().objects.map((r: { id: number }) => r.id);
    expect(ids).toContain(ownRideId);
    expect(ids).not.toContain(otherRideId);
    expect((await withHeader(key).get(`/api/orders/${ownRideId}`)).statusCode).toBe(200);
    expect([403, 404]).toContain((await withKey(key).get(`/api/orders/${otherRideId}`)).statusCode);
    const me = await withKey(key).get('/api/user-details');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(customer.id);
  });

  it('is refused outside its scopes and on person-only routes', async () => {
    const write = await withKey(key).post('/api/orders', {});
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'API_KEY_SCOPE_MISSING' });
    expect(write.json().message).toContain('rides:write');
    expect((await withKey(key).get('/api/invoices')).json()).toMatchObject({ code: 'API_KEY_SCOPE_MISSING' });
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile/password'],
      ['GET', '/api/sessions'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['POST', '/api/logout'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}` },
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'API_KEY_PERSON_ONLY' });
    }
    const cs = await withKey(key, { 'accept-language': 'cs' }).get('/api/sessions');
    expect(cs.json().message).toContain('API klíčem');
  });

  it("never exceeds its user's role: a customer key with every customer scope cannot read users", async () => {
    const all = await createKey(customerToken, {
      name: 'All',
      scopes: ['rides:read', 'rides:write', 'invoices:read', 'payments:read', 'reports:read'],
    });
    expect((await withKey(all.key).get('/api/invoices')).statusCode).toBe(200);
    const refused = await apiAs(t, customerToken).post('/api/api-keys', { name: 'Users', scopes: ['users:read'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'API_KEY_SCOPE_NOT_ALLOWED' });
  });

  it('answers 401 once revoked, and for an unknown key', async () => {
    const k = await createKey(customerToken, { name: 'Short-lived', scopes: ['rides:read'] });
    expect((await withKey(k.key).get('/api/orders')).statusCode).toBe(200);
    const revoked = await apiAs(t, customerToken).del(`/api/api-keys/${k.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    for (const res of [await withKey(k.key).get('/api/orders'), await withHeader(k.key).get('/api/health')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'API_KEY_INVALID', message: 'The API key is unknown or has been revoked.' });
    }
    expect((await withKey(`vzk_00000000_${'x'.repeat(43)}`).get('/api/orders')).statusCode).toBe(401);
    expect((await withHeader('nonsense').get('/api/orders')).statusCode).toBe(401);
  });

  it('stops working when its user is no longer active', async () => {
    const inactive = await buildUser(t.database, { role: 'CUSTOMER' });
    const k = await createKey(adminToken, { name: 'Deactivated', scopes: ['rides:read'], userId: inactive.id });
    expect((await withKey(k.key).get('/api/orders')).statusCode).toBe(200);
    await setStatus(t.database, inactive.id, 'INACTIVE');
    expect((await withKey(k.key).get('/api/orders')).json()).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it('records its last use at most once a minute', async () => {
    const k = await createKey(customerToken, { name: 'Touch', scopes: ['rides:read'] });
    const lastUsed = async () => (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, k.id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await withKey(k.key).get('/api/user-details');
    const first = await lastUsed();
    expect(first).toEqual(t.clock.now());
    t.clock.advance(30_000);
    await withKey(k.key).get('/api/user-details');
    expect(await lastUsed()).toEqual(first);
    t.clock.advance(31_000);
    await withKey(k.key).get('/api/user-details');
    expect(await lastUsed()).toEqual(t.clock.now());
  });
});

describe('rate limit', () => {
  it(`answers 429 with Retry-After beyond ${API_KEY_RATE_LIMIT.max} requests a minute of one key`, async () => {
    const k = await createKey(customerToken, { name: 'Busy', scopes: ['rides:read'] });
    // Spend the minute's budget in the shared store, as other instances' requests would.
    await t.database.db.execute(
      sql`insert into throttle_windows (key, count, reset_at) values (${`api-key:${k.id}`}, ${API_KEY_RATE_LIMIT.max}, ${new Date(t.clock.now().getTime() + 20_000).toISOString()}::timestamptz)`,
    );
    const res = await withKey(k.key).get('/api/user-details');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('20');
    expect(res.json()).toMatchObject({ code: 'API_KEY_RATE_LIMITED' });
    const other = await createKey(customerToken, { name: 'Calm', scopes: ['rides:read'] });
    expect((await withKey(other.key).get('/api/user-details')).statusCode).toBe(200);
    // Every request of a key counts once in its window, whatever the route.
    await withKey(other.key).get('/api/orders');
    await withHeader(other.key).get('/api/health');
    const counted = (await t.database.db.execute(sql`select count from throttle_windows where key = ${`api-key:${other.id}`}`)) as {
      rows: { count: number }[];
    };
    expect(counted.rows[0]!.count).toBe(3);
    t.clock.advance(20_000);
    expect((await withKey(k.key).get('/api/user-details')).statusCode).toBe(200);
  });
});

describe('management', () => {
  it('ADMIN creates an admin-integration key that acts as the admin', async () => {
    const k = await createKey(adminToken, { name: 'Accounting', scopes: ['invoices:read', 'users:read'] });
    const me = await withKey(k.key).get('/api/user-details');
    expect(me.json().roles).toContainEqual({ name: 'ADMIN' });
    const users = await withKey(k.key).get('/api/users');
    expect(users.statusCode, users.body).toBe(200);
    expect((await withKey(k.key).get('/api/orders')).statusCode).toBe(403);
  });

  it("a customer lists and revokes only its own keys; another customer's key is 404", async () => {
    const mine = await createKey(customerToken, { name: 'Mine', scopes: ['rides:read'] });
    const otherToken = await login(t.app, otherCustomer.email!);
    const theirs = await createKey(otherToken, { name: 'Theirs', scopes: ['rides:read'] });
    const list: { id: number }[] = (await apiAs(t, customerToken).get(`/api/api-keys?userId=${otherCustomer.id}`)).json();
    expect(list.map((k) => k.id)).toContain(mine.id);
    expect(list.map((k) => k.id)).not.toContain(theirs.id);
    expect((await apiAs(t, customerToken).del(`/api/api-keys/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await apiAs(t, customerToken).post('/api/api-keys', { name: 'X', scopes: ['rides:read'], userId: otherCustomer.id })).statusCode,
    ).toBe(403);
    expect((await withKey(theirs.key).get('/api/orders')).statusCode).toBe(200);
  });

  it('refuses a bad owner or input with 400', async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const bad = await apiAs(t, adminToken).post('/api/api-keys', { name: 'Driver', scopes: ['rides:read'], userId: driver.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'API_KEY_OWNER_INVALID' });
    expect((await apiAs(t, adminToken).post('/api/api-keys', { name: '', scopes: [] })).statusCode).toBe(400);
    expect((await apiAs(t, adminToken).post('/api/api-keys', { name: 'x', scopes: ['rides:admin'] })).statusCode).toBe(400);
  });
});

describe('route kinds', () => {
  it('every API route is an area, person-only or open to any key (a new path must be placed: decision 0043)', () => {
    expect(t.app.apiRoutes.filter((r) => apiKeyRouteKind(r.split(' ')[1]!) === null)).toEqual([]);
  });
});

describe('/api/docs', () => {
  it('documents the API key scheme and the integrations section', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKeyHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.info.description).toContain('Authentication for integrations');
    expect(doc.info.description).toContain(`${API_KEY_RATE_LIMIT.max} requests a minute`);
  });
});
