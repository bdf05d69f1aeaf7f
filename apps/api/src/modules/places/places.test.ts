import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoConfigFromEnv } from '../../adapters/geo/index.ts';
import { startFakeMapy } from '../../test/fake-mapy.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { caller, person, usePeople } from '../pricing/test-support.ts';
import { SUGGESTIONS_PER_MINUTE } from './places.routes.ts';

let t: TestApp;
const [call, admin, customer] = usePeople(['ADMIN', 'CUSTOMER'], (app) => (t = app));

const suggest = (query: string, ip = '198.51.100.1') =>
  t.app.inject({ method: 'GET', url: `/api/address-suggestions?${query}`, remoteAddress: ip });

describe('address suggestions', () => {
  it('answers bundled places without a login, and [] for an empty term', async () => {
    const res = await suggest('term=leti&limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(3);
    expect(res.json()[0]).toMatchObject({
      fullName: expect.stringContaining('Letiště Václava Havla Praha – Terminál 1'),
      placeId: 'builtin:letiste-vaclava-havla-praha-terminal-1',
    });
    expect((await suggest('term=')).json()).toEqual([]);
    expect((await suggest('term=%20%20')).json()).toEqual([]);
    expect((await suggest('term=x&limit=16')).statusCode).toBe(400);
  });

  it('offers the company places first, and sees a new one at once', async () => {
    const before = (await suggest('term=Vozka depo')).json();
    expect(before.some((s: { placeId: string }) => s.placeId.startsWith('local:'))).toBe(false);
    const loc = (
      await call(admin, 'POST', '/api/locations', { name: 'Vozka depo Karlín', address: 'Pernerova 1, Praha 8', lat: 50.094, lng: 14.449 })
    ).json();
    expect((await suggest('term=Vozka depo')).json()[0]).toMatchObject({ placeId: `local:location:${loc.id}`, lat: 50.094 });
    const fua = (
      await call(admin, 'POST', '/api/frequently-used-addresses', { name: 'Vozka kancelář', fullAddress: 'Na Poříčí 12, Praha 1' })
    ).json();
    expect((await suggest('term=Vozka kancel')).json()[0]).toMatchObject({ placeId: `local:address:${fua.id}` });
    await call(admin, 'PUT', `/api/locations/${loc.id}`, { name: 'Vozka depo Karlín', address: 'Pernerova 1, Praha 8', active: false });
    expect((await suggest('term=Vozka depo')).json().some((s: { placeId: string }) => s.placeId === `local:location:${loc.id}`)).toBe(
      false,
    );
  });

  it(`allows one IP ${SUGGESTIONS_PER_MINUTE} suggestions a minute`, async () => {
    for (let i = 0; i < SUGGESTIONS_PER_MINUTE; i++) expect((await suggest('term=a', '203.0.113.9')).statusCode).toBe(200);
    const limited = await suggest('term=a', '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await suggest('term=a', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('address suggestions with a failing Mapy.com', () => {
  let fake: Awaited<ReturnType<typeof startFakeMapy>>;
  let m: TestApp;
  beforeAll(async () => {
    fake = await startFakeMapy();
    m = await startTestApp({
      geo: geoConfigFromEnv({ GEO_PROVIDER: 'mapy', MAPY_API_KEY: fake.apiKey, MAPY_API_URL: fake.url, GEO_TIMEOUT_MS: '500' }),
    });
    const mAdmin = await person(m.app, m.database, 'ADMIN');
    await caller(m.app)(mAdmin, 'POST', '/api/frequently-used-addresses', {
      name: 'Karlín kancelář',
      fullAddress: 'Thámova 1, Praha 8',
      lat: 50.09,
      lng: 14.45,
    });
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });
  const mSuggest = (term: string) =>
    m.app.inject({ method: 'GET', url: `/api/address-suggestions?term=${encodeURIComponent(term)}`, headers: { 'accept-language': 'cs' } });

  it("answers the provider's suggestions after the company's", async () => {
    const list = (await mSuggest('karl')).json();
    expect(list[0].placeId).toMatch(/^local:address:/);
    expect(list.some((s: { placeId: string }) => s.placeId.startsWith('mapy:'))).toBe(true);
  });

  it('falls back to the company places when the provider fails, else 503', async () => {
    fake.failNext(500);
    const local = await mSuggest('karl');
    expect(local.statusCode).toBe(200);
    expect(local.json().map((s: { placeId: string }) => s.placeId.split(':')[0])).toEqual(['local']);
    fake.failNext(403, { detail: 'denied' });
    const down = await mSuggest('brno');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'GEO_UNAVAILABLE', message: 'Mapová služba teď není dostupná, zkuste to prosím později' });
  });
});

describe('locations', () => {
  it('creates, pages, reads, replaces and deletes; simple locations are the active ones by position', async () => {
    const make = async (body: object) => {
      const res = await call(admin, 'POST', '/api/locations', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const t2 = await make({ name: 'Letiště T2', address: 'Aviatická, Praha 6', airport: true, position: 2 });
    const t1 = await make({
      name: 'Letiště T1',
      address: 'Aviatická, Praha 6',
      airport: true,
      position: 1,
      placeId: 'builtin:letiste-vaclava-havla-praha-terminal-1',
      lat: 50.1072,
      lng: 14.2665,
    });
    const off = await make({ name: 'Zavřené', address: 'Praha 9', active: false, position: 0 });
    expect(t1).toEqual({
      id: t1.id,
      name: 'Letiště T1',
      address: 'Aviatická, Praha 6',
      placeId: 'builtin:letiste-vaclava-havla-praha-terminal-1',
      lat: 50.1072,
      lng: 14.2665,
      airport: true,
      trainStation: false,
      active: true,
      position: 1,
    });
    const simple = (await call(customer, 'GET', '/api/simple-locations')).json();
    const ids = simple.map((s: { id: number }) => s.id);
    expect(ids.indexOf(t1.id)).toBeLessThan(ids.indexOf(t2.id));
    expect(ids).not.toContain(off.id);
    expect(simple.find((s: { id: number }) => s.id === t1.id)).toEqual({
      id: t1.id,
      name: 'Letiště T1',
      placeId: `local:location:${t1.id}`,
    });
    const page = (await call(admin, 'GET', '/api/locations?page=0&size=2')).json();
    expect(page.objects).toHaveLength(2);
    expect(page.totalPages).toBeGreaterThanOrEqual(2);
    expect((await call(admin, 'GET', `/api/locations/${t2.id}`)).json()).toEqual(t2);
    expect(
      (await call(admin, 'PUT', `/api/locations/${t2.id}`, { name: 'Letiště T2 (odlety)', address: 'Aviatická, Praha 6' })).json(),
    ).toMatchObject({ name: 'Letiště T2 (odlety)', airport: false });
    expect((await call(admin, 'DELETE', `/api/locations/${off.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/locations/${off.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/api/locations/999999', { name: 'X', address: 'Y' })).statusCode).toBe(404);
  });

  it('answers field errors', async () => {
    const res = await call(admin, 'POST', '/api/locations', { lat: 91 }, { 'accept-language': 'cs' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'Povinný údaj', address: 'Povinný údaj', lat: expect.any(String) });
  });
});

describe('flight numbers', () => {
  it('serves the whole list with an ETag whatever page and size, 304 when unchanged', async () => {
    for (const n of ['ok 123', 'W6 4321', 'EZY1234A'])
      expect((await call(admin, 'POST', '/api/flight-numbers', { number: n })).statusCode).toBe(201);
    const first = await call(customer, 'GET', '/api/flight-numbers?page=0&size=1000000');
    expect(first.statusCode).toBe(200);
    expect(first.json().totalPages).toBe(1);
    expect(first.json().objects.map((f: { number: string }) => f.number)).toEqual(['EZY1234A', 'OK123', 'W64321']);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await call(customer, 'GET', '/api/flight-numbers?size=1')).json().objects).toHaveLength(3);
    const cached = await call(customer, 'GET', '/api/flight-numbers', undefined, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    const id = first.json().objects[0].id;
    const patched = await call(admin, 'PATCH', `/api/flight-numbers/${id}`, { number: 'EZY 9' });
    expect(patched.json()).toEqual({ id, number: 'EZY9' });
    const changed = await call(customer, 'GET', '/api/flight-numbers', undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await call(customer, 'GET', `/api/flight-numbers/${id}`)).json()).toEqual({ id, number: 'EZY9' });
    expect((await call(admin, 'DELETE', `/api/flight-numbers/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/flight-numbers/${id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate (409) and a malformed number (400)', async () => {
    await call(admin, 'POST', '/api/flight-numbers', { number: 'QS 1010' });
    const dup = await call(admin, 'POST', '/api/flight-numbers', { number: 'qs1010' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'FLIGHT_NUMBER_TAKEN', fields: { number: 'This flight number is already listed.' } });
    const other = (await call(admin, 'POST', '/api/flight-numbers', { number: 'QS 2020' })).json();
    expect((await call(admin, 'PATCH', `/api/flight-numbers/${other.id}`, { number: 'QS1010' })).statusCode).toBe(409);
    const bad = await call(admin, 'POST', '/api/flight-numbers', { number: 'hello world' });
    expect(bad.json()).toMatchObject({ code: 'FLIGHT_NUMBER_INVALID' });
    expect((await call(admin, 'POST', '/api/flight-numbers', {}, { 'accept-language': 'cs' })).json().fields).toEqual({
      number: 'Povinný údaj',
    });
    expect((await call(admin, 'PATCH', '/api/flight-numbers/999999', { number: 'OK1' })).statusCode).toBe(404);
  });
});

describe('frequently used addresses', () => {
  it('pages by name, searches name and address with q, patches and deletes', async () => {
    const made = [];
    for (const [name, fullAddress] of [
      ['Hotel Paříž', 'U Obecního domu 1, Praha 1'],
      ['Kancelář Anděl', 'Nádražní 32, Praha 5'],
      ['Zoo Praha', 'U Trojského zámku 3, Praha 7'],
    ]) {
      const res = await call(admin, 'POST', '/api/frequently-used-addresses', { name, fullAddress });
      expect(res.statusCode).toBe(201);
      made.push(res.json());
    }
    expect(made[0]).toEqual({
      id: made[0].id,
      name: 'Hotel Paříž',
      fullAddress: 'U Obecního domu 1, Praha 1',
      placeId: `local:address:${made[0].id}`,
      lat: null,
      lng: null,
    });
    const page = (await call(customer, 'GET', '/api/frequently-used-addresses?page=0&size=2')).json();
    expect(page.objects).toHaveLength(2);
    expect(page.totalPages).toBeGreaterThanOrEqual(2);
    expect(
      (await call(customer, 'GET', '/api/frequently-used-addresses?q=praha 5')).json().objects.map((a: { name: string }) => a.name),
    ).toEqual(['Kancelář Anděl']);
    expect((await call(customer, 'GET', '/api/frequently-used-addresses?q=100%25')).json().objects).toEqual([]);
    const patched = await call(admin, 'PATCH', `/api/frequently-used-addresses/${made[2].id}`, {
      name: 'ZOO Praha',
      lat: 50.117,
      lng: 14.406,
    });
    expect(patched.json()).toMatchObject({ name: 'ZOO Praha', fullAddress: 'U Trojského zámku 3, Praha 7', lat: 50.117 });
    expect((await call(customer, 'GET', `/api/frequently-used-addresses/${made[2].id}`)).json()).toEqual(patched.json());
    expect((await call(admin, 'PATCH', `/api/frequently-used-addresses/${made[2].id}`, { name: '' })).json()).toMatchObject({
      code: 'REQUIRED',
    });
    expect((await call(admin, 'DELETE', `/api/frequently-used-addresses/${made[2].id}`)).statusCode).toBe(204);
    expect((await call(admin, 'PATCH', `/api/frequently-used-addresses/${made[2].id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/frequently-used-addresses', { name: 'X' })).json().fields).toMatchObject({
      fullAddress: 'Required',
    });
  });
});
