import { describe, expect, it } from 'vitest';
import { vehicleDrivers, vehicleOffers, vehicles, type NewRideRow } from '../../db/schema/index.ts';
import { buildUser, login, useTestApp } from '../../test/test-app.ts';
import { apiAs, buildRide, nextRideDate, type TestApp } from '../rides/test-support.ts';
import { placeDriver } from './test-support.ts';
import { insertFile } from '../files/files.repository.ts';

let t: TestApp;
let fm: { id: number; api: ReturnType<typeof apiAs> };
let admin: ReturnType<typeof apiAs>;
const ids: Record<string, number> = {};
let plate = 0;

async function driver(name: string, car?: { seats?: number; luggage?: number; insurance?: string; category?: string }) {
  const user = await buildUser(t.database, { role: 'DRIVER', name, fleetManagerId: fm.id });
  ids[name] = user.id;
  if (car) {
    const [v] = await t.database.db
      .insert(vehicles)
      .values({
        brand: 'Skoda',
        model: 'Octavia',
        registrationPlate: `9T${++plate} 0000`,
        numberOfPeople: car.seats ?? 4,
        numberOfLuggage: car.luggage ?? 3,
        insuranceValidUntil: car.insurance ?? '2099-12-31',
        category: car.category ?? 'STANDARD',
        fleetManagerId: fm.id,
      })
      .returning();
    await t.database.db.insert(vehicleDrivers).values({ vehicleId: v!.id, driverId: user.id });
  }
  return user.id;
}

let day: Date;
useTestApp(async (app) => {
  t = app;
  const fmUser = await buildUser(t.database, { role: 'FLEET_MANAGER' });
  fm = { id: fmUser.id, api: apiAs(t, await login(t.app, fmUser.email!)) };
  const adminUser = await buildUser(t.database, { role: 'ADMIN' });
  admin = apiAs(t, await login(t.app, adminUser.email!));
  day = nextRideDate();
  // the pick-up is the airport (50.1079, 14.266)
  await placeDriver(t, await driver('Near Nováková', {}), { lat: 50.1, lng: 14.28 });
  await placeDriver(t, await driver('Far Fiala', {}), { lat: 50.08, lng: 14.43 });
  await driver('Offline Otto', {});
  const busy = await driver('Busy Beneš', {});
  await buildRide(t.database, {
    status: 'ACCEPTED_BY_DRIVER',
    driverId: busy,
    fleetManagerId: fm.id,
    date: new Date(day.getTime() + 30 * 60_000),
  });
  await driver('Walking Wagner');
  await driver('Small Smetana', { seats: 2 });
  await driver('Uninsured Urban', { insurance: '2020-01-01' });
  const licence = await driver('Licence Lukáš', {});
  await insertFile(t.database.db, {
    userId: licence,
    type: 'DRIVING_LICENSE',
    name: 'l.pdf',
    mimeType: 'application/pdf',
    data: Buffer.from('x'),
    validUntil: '2021-05-01',
  });
  // another fleet's driver is not the fleet manager's to suggest
  const other = await buildUser(t.database, { role: 'FLEET_MANAGER' });
  await buildUser(t.database, { role: 'DRIVER', name: 'Other Fleet', fleetManagerId: other.id });
});

const ride = (overrides: Partial<NewRideRow> = {}) =>
  buildRide(t.database, { status: 'UNCONFIRMED', fleetManagerId: fm.id, persons: 3, luggageLarge: 2, date: day, ...overrides });

describe('GET /api/orders/{id}/driver-suggestions', () => {
  it('ranks available drivers by minutes to the pick-up and says why the others are left out', async () => {
    const r = await ride();
    const res = await fm.api.get(`/api/orders/${r.id}/driver-suggestions`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pickup).toEqual({ address: 'Letiště Václava Havla, Terminál 1', latitude: 50.1079, longitude: 14.266 });
    expect(body.suggestions.map((s: { name: string }) => s.name)).toEqual(['Near Nováková', 'Far Fiala', 'Offline Otto']);
    const [near, far, offline] = body.suggestions;
    expect(near).toMatchObject({
      online: true,
      operating: 'AVAILABLE',
      reasons: ['ONLINE', 'NEAR', 'AVAILABLE', 'SAME_FLEET', 'FITS_VEHICLE'],
      vehicle: { numberOfPeople: 4 },
    });
    expect(near.etaMinutes).toBeLessThan(far.etaMinutes);
    expect(offline).toMatchObject({ online: false, operating: 'OFFLINE', etaMinutes: null, distanceKm: null });
    const excluded = Object.fromEntries(body.excluded.map((e: { name: string; reason: string }) => [e.name, e.reason]));
    expect(excluded).toEqual({
      'Busy Beneš': 'BUSY',
      'Walking Wagner': 'NO_VEHICLE',
      'Small Smetana': 'VEHICLE_TOO_SMALL',
      'Uninsured Urban': 'DOCUMENT_EXPIRED',
      'Licence Lukáš': 'DOCUMENT_EXPIRED',
    });
    expect(JSON.stringify(body)).not.toContain('Other Fleet');
  });

  it("suggests a fleet manager its drivers with its fleet's vehicles only, never another fleet's plate (issue 12 §3)", async () => {
    const otherFleet = await buildUser(t.database, { role: 'FLEET_MANAGER' });
    const borrower = await driver('Borrowing Bohouš');
    const [foreign] = await t.database.db
      .insert(vehicles)
      .values({
        brand: 'Audi',
        model: 'A6',
        registrationPlate: '9TX 9999',
        fleetManagerId: otherFleet.id,
        insuranceValidUntil: '2099-12-31',
      })
      .returning();
    // ADMIN paired the fleet's driver with another fleet's car.
    await t.database.db.insert(vehicleDrivers).values({ vehicleId: foreign!.id, driverId: borrower });
    const r = await ride();
    const forFleet = await fm.api.get(`/api/orders/${r.id}/driver-suggestions`);
    expect(forFleet.json().excluded).toContainEqual(expect.objectContaining({ name: 'Borrowing Bohouš', reason: 'NO_VEHICLE' }));
    expect(forFleet.body).not.toContain('9TX 9999');
    const forAdmin = (await admin.get(`/api/orders/${r.id}/driver-suggestions`)).json();
    expect(forAdmin.suggestions.find((x: { name: string }) => x.name === 'Borrowing Bohouš')).toMatchObject({
      vehicle: { registrationPlate: '9TX 9999' },
    });
  });

  it("says why a driver is left out in the caller's language, without an English word for a Czech caller (issue 17 §13)", async () => {
    const r = await ride();
    const details = async (lang: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${r.id}/driver-suggestions`,
        headers: {
          authorization: `Bearer ${await login(t.app, (await buildUser(t.database, { role: 'ADMIN' })).email!)}`,
          'accept-language': lang,
        },
      });
      const body = res.json<{ excluded: { name: string; detail: string }[] }>();
      return Object.fromEntries(body.excluded.map((e) => [e.name, e.detail]));
    };
    const cs = await details('cs-CZ');
    expect(cs).toMatchObject({
      'Busy Beneš': 'v tu dobu má jinou jízdu',
      'Walking Wagner': 'nemá přiřazené aktivní vozidlo',
      'Small Smetana': 'potřeba míst: 3, zavazadel: 2',
      'Uninsured Urban': expect.stringMatching(/^9T\d+ 0000: pojištění: platnost do 1\. 1\. 2020$/),
      'Licence Lukáš': 'Řidičský průkaz: platnost do 1. 5. 2021',
    });
    const english = /\b(no|needs|seats|luggage|another|ride|offer|category|insurance|technical|inspection|valid|until|licence)\b/i;
    for (const detail of Object.values(cs)) expect(detail).not.toMatch(english);
    expect(await details('en')).toMatchObject({
      'Walking Wagner': 'no active paired vehicle',
      'Licence Lukáš': 'Driving licence: valid until 01/05/2021',
    });
    const byCategory = (await admin.get(`/api/orders/${(await ride({ vehicleCategory: 'VAN' })).id}/driver-suggestions`)).json();
    expect(byCategory.excluded).toContainEqual(expect.objectContaining({ name: 'Near Nováková', detail: 'category Van' }));
  });

  it("leaves out vehicles that do not carry the ride's offer or category", async () => {
    const [offer] = await t.database.db.insert(vehicleOffers).values({ name: 'Van', persons: 7, luggage: 6, transfer: true }).returning();
    const res = await admin.get(`/api/orders/${(await ride({ vehicleOfferId: offer!.id })).id}/driver-suggestions`);
    const body = res.json();
    expect(body.suggestions).toEqual([]);
    expect(body.excluded.find((e: { name: string }) => e.name === 'Near Nováková')).toMatchObject({ reason: 'VEHICLE_OFFER' });
    const byCategory = (await admin.get(`/api/orders/${(await ride({ vehicleCategory: 'LUXURY' })).id}/driver-suggestions`)).json();
    expect(byCategory.suggestions).toEqual([]);
  });
});
