import { beforeAll, describe, expect, it } from 'vitest';
import { rides } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/test-app.ts';
import { usePeople } from './test-support.ts';
import { insertFile } from '../files/files.repository.ts';

let t: TestApp;
const [call, admin, client, otherClient, driver] = usePeople(
  ['ADMIN', ['CUSTOMER', { name: 'Zdeněk Klient' }], ['CUSTOMER', { name: 'Anna Klientka' }], 'DRIVER'],
  (app) => (t = app),
);

async function createOffer(body: object = {}) {
  const res = await call(admin, 'POST', '/api/vehicle-offers', { name: 'Business sedan', persons: 3, transfer: true, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function picture(mimeType = 'image/png') {
  const row = await insertFile(t.database.db, {
    userId: admin.id,
    type: 'PICTURE',
    name: 'car.png',
    mimeType,
    data: Buffer.from([1, 2, 3]),
  });
  return row.id;
}

describe('vehicle offers', () => {
  it('creates, reads, replaces and deletes an offer; money in CZK, allowed clients by name', async () => {
    const photo = await picture();
    const created = await createOffer({
      rent: true,
      rentPricePerHour: 750.5,
      allowedClientIds: [client.id, { id: otherClient.id }, 0, client.id],
      photoFileId: photo,
      description: 'Mercedes E',
    });
    expect(created).toMatchObject({
      name: 'Business sedan',
      persons: 3,
      luggage: 0,
      rent: true,
      rentPricePerHour: 750.5,
      public: false,
      photoFileId: photo,
      photoUrl: `/api/vehicle-offers/${created.id}/photo?v=${photo}`,
      allowedClients: [
        { id: otherClient.id, name: 'Anna Klientka' },
        { id: client.id, name: 'Zdeněk Klient' },
      ],
    });
    expect((await call(admin, 'GET', `/api/vehicle-offers/${created.id}`)).json()).toEqual(created);
    const replaced = await call(admin, 'PUT', `/api/vehicle-offers/${created.id}`, {
      name: 'Business sedan',
      persons: 4,
      transfer: true,
      public: true,
    });
    expect(replaced.json()).toMatchObject({
      persons: 4,
      rent: false,
      rentPricePerHour: null,
      public: true,
      photoUrl: null,
      allowedClients: [],
    });
    expect((await call(admin, 'GET', '/api/vehicle-offers')).json().map((o: { id: number }) => o.id)).toContain(created.id);
    expect((await call(admin, 'DELETE', `/api/vehicle-offers/${created.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/vehicle-offers/${created.id}`)).statusCode).toBe(404);
  });

  it('answers field errors: name, persons, the hourly price of a rent offer, clients, photo', async () => {
    const res = await call(admin, 'POST', '/api/vehicle-offers', { rent: true }, { 'accept-language': 'cs' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: 'Povinný údaj', persons: 'Povinný údaj' });
    const rent = await call(admin, 'POST', '/api/vehicle-offers', { name: 'Van', persons: 7, rent: true });
    expect(rent.json()).toMatchObject({ code: 'REQUIRED', fields: { rentPricePerHour: 'Required' } });
    const notClient = await call(admin, 'POST', '/api/vehicle-offers', { name: 'Van', persons: 7, allowedClientIds: [driver.id] });
    expect(notClient.statusCode).toBe(400);
    expect(notClient.json()).toMatchObject({
      code: 'CLIENT_INVALID',
      fields: { allowedClientIds: 'The chosen client is not an active client.' },
    });
    const pdf = await call(admin, 'POST', '/api/vehicle-offers', {
      name: 'Van',
      persons: 7,
      photoFileId: await picture('application/pdf'),
    });
    expect(pdf.json()).toMatchObject({ code: 'PHOTO_INVALID', fields: { photoFileId: expect.any(String) } });
    expect((await call(admin, 'PUT', '/api/vehicle-offers/999999', { name: 'Van', persons: 7 })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/api/vehicle-offers/999999')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/vehicle-offers/abc')).statusCode).toBe(400);
  });

  it('refuses to delete an offer that rides use (409)', async () => {
    const offer = await createOffer();
    const date = new Date(t.clock.now().getTime() + 86_400_000);
    await t.database.db
      .insert(rides)
      .values({ secretIdent: `offer-${offer.id}`, date, busyUntil: new Date(date.getTime() + 3_600_000), vehicleOfferId: offer.id });
    const res = await call(admin, 'DELETE', `/api/vehicle-offers/${offer.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'VEHICLE_OFFER_IN_USE' });
  });

  it('lists the public offers without prices or clients, and serves their photos to anyone', async () => {
    const photo = await picture();
    const shown = await createOffer({
      name: 'Minibus',
      persons: 8,
      public: true,
      rent: true,
      rentPricePerHour: 1200,
      allowedClientIds: [client.id],
      photoFileId: photo,
    });
    const hidden = await createOffer({ name: 'Hidden', photoFileId: await picture() });
    const res = await t.app.inject({ method: 'GET', url: '/api/vehicle-offers/public' });
    expect(res.statusCode).toBe(200);
    const mine = res.json().find((o: { id: number }) => o.id === shown.id);
    expect(mine).toEqual({
      id: shown.id,
      name: 'Minibus',
      persons: 8,
      luggage: 0,
      transfer: true,
      rent: true,
      congress: false,
      description: null,
      photoUrl: `/api/vehicle-offers/${shown.id}/photo?v=${photo}`,
    });
    expect(res.json().some((o: { id: number }) => o.id === hidden.id)).toBe(false);
    const image = await t.app.inject({ method: 'GET', url: `/api/vehicle-offers/${shown.id}/photo` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(Buffer.from([1, 2, 3]));
    expect((await t.app.inject({ method: 'GET', url: `/api/vehicle-offers/${hidden.id}/photo` })).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/vehicle-offers/${hidden.id}/photo`)).statusCode).toBe(200);
  });
});

describe('distance prices', () => {
  it('replaces the whole table (metres kept exactly) and reads it back', async () => {
    const offer = await createOffer();
    const empty = await call(admin, 'GET', `/api/distance-prices?vehicleOfferId=${offer.id}`);
    expect(empty.json()).toEqual({ vehicleOfferId: offer.id, intervals: [] });
    const intervals = [
      { fromKm: 0, toKm: 12.345, pricePerKm: 45.5, minimumFare: 900, waitingPerMinute: 10 },
      { fromKm: 12.345, toKm: null, pricePerKm: 40, minimumFare: 900, waitingPerMinute: 10 },
    ];
    const put = await call(admin, 'PUT', `/api/distance-prices/${offer.id}`, { intervals });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ vehicleOfferId: offer.id, intervals });
    const again = await call(admin, 'PUT', `/api/distance-prices/${offer.id}`, {
      intervals: [intervals[0]!, { ...intervals[1]!, toKm: 100 }],
    });
    expect(again.json().intervals).toHaveLength(2);
    expect((await call(admin, 'GET', `/api/distance-prices?vehicleOfferId=${offer.id}`)).json().intervals[1].toKm).toBe(100);
  });

  it('answers the interval errors at their rows, and 404 for an unknown offer', async () => {
    const offer = await createOffer();
    const res = await call(admin, 'PUT', `/api/distance-prices/${offer.id}`, {
      intervals: [
        { fromKm: 1, toKm: 10, pricePerKm: 35, minimumFare: 500, waitingPerMinute: 8 },
        { fromKm: 12, toKm: null, pricePerKm: 30, minimumFare: 500, waitingPerMinute: 8 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'intervals.0.fromKm': 'The first interval starts at 0 km.',
      'intervals.1.fromKm': 'The interval must start where the previous one ends.',
    });
    const money = await call(admin, 'PUT', `/api/distance-prices/${offer.id}`, { intervals: [{ fromKm: 0 }] }, { 'accept-language': 'cs' });
    expect(money.json().fields).toMatchObject({ 'intervals.0.pricePerKm': 'Povinný údaj' });
    expect((await call(admin, 'PUT', '/api/distance-prices/999999', { intervals: [] })).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/distance-prices?vehicleOfferId=999999')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/distance-prices')).statusCode).toBe(400);
  });
});

describe('fixed prices', () => {
  let locationId: number;
  beforeAll(async () => {
    const res = await call(admin, 'POST', '/api/locations', {
      name: 'Hlavní nádraží',
      address: 'Wilsonova 300/8, 120 00 Praha 2',
      trainStation: true,
    });
    locationId = res.json().id;
  });

  it('creates, filters, replaces and deletes; a location end drops its address', async () => {
    const offer = await createOffer();
    const body = {
      from: { locationId, address: 'ignored' },
      to: { address: 'Letiště Václava Havla Praha – Terminál 2', placeId: 'builtin:letiste-vaclava-havla-praha-terminal-2' },
      direction: 'BOTH_WAYS',
      driverPrice: 650,
      clientPrice: 890.5,
      clientId: client.id,
      vehicleOfferId: offer.id,
    };
    const created = await call(admin, 'POST', '/api/fixed-prices', body);
    expect(created.statusCode, created.body).toBe(201);
    const fp = created.json();
    expect(fp).toEqual({
      id: fp.id,
      from: { locationId, locationName: 'Hlavní nádraží', address: null, placeId: null },
      to: { locationId: null, locationName: null, address: body.to.address, placeId: body.to.placeId },
      direction: 'BOTH_WAYS',
      active: true,
      driverPrice: 650,
      clientPrice: 890.5,
      clientId: client.id,
      client: { id: client.id, name: 'Zdeněk Klient' },
      vehicleOfferId: offer.id,
      vehicleOffer: { id: offer.id, name: 'Business sedan' },
    });
    const page = await call(admin, 'GET', `/api/fixed-prices?clientId=${client.id}&vehicleOfferId=${offer.id}&active=true&size=5`);
    expect(page.json()).toEqual({ totalPages: 1, objects: [fp] });
    expect((await call(admin, 'GET', `/api/fixed-prices?clientId=${otherClient.id}`)).json()).toEqual({ totalPages: 0, objects: [] });
    const put = await call(admin, 'PUT', `/api/fixed-prices/${fp.id}`, { ...body, active: false, clientId: null });
    expect(put.json()).toMatchObject({ active: false, clientId: null, client: null });
    expect((await call(admin, 'GET', `/api/fixed-prices/${fp.id}`)).json()).toMatchObject({ active: false });
    expect((await call(admin, 'DELETE', `/api/fixed-prices/${fp.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', `/api/fixed-prices/${fp.id}`)).statusCode).toBe(404);
  });

  it('answers field errors for missing ends, the same end twice, unknown location, client and offer', async () => {
    const missing = await call(admin, 'POST', '/api/fixed-prices', { driverPrice: 1, clientPrice: 2 }, { 'accept-language': 'cs' });
    expect(missing.json().fields).toEqual({ from: 'Povinný údaj', to: 'Povinný údaj' });
    const same = await call(admin, 'POST', '/api/fixed-prices', {
      from: { locationId },
      to: { locationId },
      driverPrice: 1,
      clientPrice: 2,
    });
    expect(same.json()).toMatchObject({ code: 'FIXED_PRICE_SAME_ENDS', fields: { to: 'Start and destination must differ.' } });
    const ends = { from: { locationId }, to: { address: 'Praha 1' }, driverPrice: 1, clientPrice: 2 };
    expect((await call(admin, 'POST', '/api/fixed-prices', { ...ends, from: { locationId: 999999 } })).json()).toMatchObject({
      code: 'LOCATION_INVALID',
      fields: { 'from.locationId': expect.any(String) },
    });
    expect((await call(admin, 'POST', '/api/fixed-prices', { ...ends, clientId: driver.id })).json()).toMatchObject({
      code: 'CLIENT_INVALID',
      fields: { clientId: expect.any(String) },
    });
    expect((await call(admin, 'POST', '/api/fixed-prices', { ...ends, vehicleOfferId: 999999 })).json()).toMatchObject({
      code: 'VEHICLE_OFFER_INVALID',
    });
    expect((await call(admin, 'PUT', '/api/fixed-prices/999999', ends)).statusCode).toBe(404);
  });

  it('keeps a location that fixed prices use (409), and deletes it once they are gone', async () => {
    const loc = (await call(admin, 'POST', '/api/locations', { name: 'Masarykovo nádraží', address: 'Havlíčkova 2, Praha 1' })).json();
    const fp = (
      await call(admin, 'POST', '/api/fixed-prices', {
        from: { address: 'Praha 5' },
        to: { locationId: loc.id },
        driverPrice: 1,
        clientPrice: 2,
      })
    ).json();
    const refused = await call(admin, 'DELETE', `/api/locations/${loc.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOCATION_IN_USE' });
    await call(admin, 'DELETE', `/api/fixed-prices/${fp.id}`);
    expect((await call(admin, 'DELETE', `/api/locations/${loc.id}`)).statusCode).toBe(204);
  });
});
