import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SITUATIONS, ROLES } from '@vozka/domain';
import { usePeople } from '../pricing/test-support.ts';

const [call, admin, driver] = usePeople(['ADMIN', 'DRIVER']);

describe('settings', () => {
  it('rates: defaults, a change everyone signed in reads, and field errors', async () => {
    expect((await call(driver, 'GET', '/api/settings/rates')).json()).toEqual({ vatPercent: 21, exchangeRates: [] });
    const put = await call(admin, 'PUT', '/api/settings/rates', {
      vatPercent: 12.5,
      exchangeRates: [
        { currency: 'eur', czk: 24.35 },
        { currency: 'USD', czk: 22.1 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({
      vatPercent: 12.5,
      exchangeRates: [
        { currency: 'EUR', czk: 24.35 },
        { currency: 'USD', czk: 22.1 },
      ],
    });
    expect((await call(driver, 'GET', '/api/settings/rates')).json()).toEqual(put.json());
    const bad = await call(admin, 'PUT', '/api/settings/rates', {
      vatPercent: 21.001,
      exchangeRates: [
        { currency: 'CZK', czk: 1 },
        { currency: 'EUR', czk: 0 },
        { currency: 'EUR', czk: 25 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      vatPercent: expect.any(String),
      'exchangeRates.0.currency': 'Enter a three-letter currency code other than CZK.',
      'exchangeRates.1.czk': 'Enter a value above 0.',
      'exchangeRates.2.currency': 'This currency is listed twice.',
    });
  });

  it('the VAT rate is what the calculator uses', async () => {
    await call(admin, 'PUT', '/api/settings/rates', { vatPercent: 10, exchangeRates: [] });
    const offer = (await call(admin, 'POST', '/api/vehicle-offers', { name: 'Sedan', persons: 4, transfer: true })).json();
    await call(admin, 'PUT', `/api/distance-prices/${offer.id}`, {
      intervals: [{ fromKm: 0, pricePerKm: 33.33, minimumFare: 0, waitingPerMinute: 0 }],
    });
    const [price] = (await call(admin, 'GET', '/api/prices/calculate?distance=3')).json();
    expect(price).toMatchObject({ price: 99.99, priceWithVat: 110, vatPercent: 10 });
  });

  it('operation area: at least 3 points', async () => {
    expect((await call(admin, 'GET', '/api/settings/operation-area')).json()).toEqual({ points: [] });
    const few = await call(
      admin,
      'PUT',
      '/api/settings/operation-area',
      {
        points: [
          { lat: 50, lng: 14 },
          { lat: 50.1, lng: 14.1 },
        ],
      },
      { 'accept-language': 'cs' },
    );
    expect(few.json()).toMatchObject({ code: 'OPERATION_AREA_TOO_SMALL', fields: { points: 'Oblast potřebuje alespoň 3 body.' } });
    expect(
      (
        await call(admin, 'PUT', '/api/settings/operation-area', {
          points: [
            { lat: 95, lng: 14 },
            { lat: 50, lng: 14 },
            { lat: 50, lng: 15 },
          ],
        })
      ).json().fields,
    ).toHaveProperty(['points.0.lat']);
    const points = [
      { lat: 49.9, lng: 14.2 },
      { lat: 49.9, lng: 14.8 },
      { lat: 50.2, lng: 14.8 },
      { lat: 50.2, lng: 14.2 },
    ];
    expect((await call(admin, 'PUT', '/api/settings/operation-area', { points })).json()).toEqual({ points });
    expect((await call(admin, 'GET', '/api/settings/operation-area')).json()).toEqual({ points });
  });

  it('hourly interval', async () => {
    expect((await call(admin, 'GET', '/api/settings/hourly-interval')).json()).toEqual({ minutes: 60 });
    expect((await call(admin, 'PUT', '/api/settings/hourly-interval', { minutes: 30 })).json()).toEqual({ minutes: 30 });
    expect((await call(admin, 'PUT', '/api/settings/hourly-interval', { minutes: 0 })).json()).toMatchObject({ code: 'MUST_BE_POSITIVE' });
    expect((await call(admin, 'PUT', '/api/settings/hourly-interval', { minutes: 1.5 })).statusCode).toBe(400);
  });

  it('notification table: every situation × role with defaults; cells sent change, the rest stay', async () => {
    const table = (await call(admin, 'GET', '/api/settings/notification')).json();
    expect(table).toHaveLength(NOTIFICATION_SITUATIONS.length * ROLES.length);
    expect(table).toContainEqual({ situation: 'APPROACHING', role: 'PASSENGER', enabled: true });
    expect(table).toContainEqual({ situation: 'APPROACHING', role: 'DRIVER', enabled: false });
    const put = await call(admin, 'PUT', '/api/settings/notification', [
      { situation: 'APPROACHING', role: 'PASSENGER', enabled: false },
      { situation: 'FLEET_ASSIGNED', role: 'DRIVER', enabled: true },
    ]);
    expect(put.statusCode, put.body).toBe(200);
    const after = put.json();
    expect(after).toContainEqual({ situation: 'APPROACHING', role: 'PASSENGER', enabled: false });
    expect(after).toContainEqual({ situation: 'FLEET_ASSIGNED', role: 'DRIVER', enabled: true });
    expect(after).toContainEqual({ situation: 'APPROACHING', role: 'CUSTOMER', enabled: true });
    expect((await call(admin, 'GET', '/api/settings/notification')).json()).toEqual(after);
    expect((await call(admin, 'PUT', '/api/settings/notification', [{ situation: 'NOPE', role: 'ADMIN', enabled: true }])).statusCode).toBe(
      400,
    );
  });
});
