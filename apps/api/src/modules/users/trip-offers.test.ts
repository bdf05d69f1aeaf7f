import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { signIn, userRow, type TestApp } from './test-helpers.ts';

let t: TestApp;

useTestApp((app) => (t = app));

describe('hideTripOffers (spec §6: a fleet-managed driver may not see the trip-offers tab)', () => {
  it('is set by the fleet manager or ADMIN, kept when left out, and read on the user and /api/user-details', async () => {
    const fm = await signIn(t, 'FLEET_MANAGER');
    const driver = await signIn(t, 'DRIVER', { fleetManagerId: fm.user.id, phone: '+420 600 000 000' });
    const body = (extra: object) => ({
      name: driver.user.name,
      email: driver.user.email,
      phone: '+420 600 000 000',
      roles: ['DRIVER'],
      status: 'ACTIVE',
      ...extra,
    });
    expect((await driver.api.get('/api/user-details')).json()).toMatchObject({ hideTripOffers: false });
    const set = await fm.api.put(`/api/users/${driver.user.id}`, body({ hideTripOffers: true }));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ hideTripOffers: true });
    expect((await userRow(t, driver.user.id))!.hideTripOffers).toBe(true);
    // a form that does not know the field keeps it
    expect((await fm.api.put(`/api/users/${driver.user.id}`, body({ city: 'Praha' }))).json()).toMatchObject({ hideTripOffers: true });
    expect((await driver.api.get('/api/user-details')).json()).toMatchObject({ hideTripOffers: true });
    expect((await fm.api.get(`/api/users/${driver.user.id}`)).json()).toMatchObject({ hideTripOffers: true });
    const admin = await signIn(t, 'ADMIN');
    expect((await admin.api.put(`/api/users/${driver.user.id}`, body({ hideTripOffers: false }))).json()).toMatchObject({
      hideTripOffers: false,
    });
  });

  it("/api/user-details names the fleet manager of a fleet's driver (issue 17 §7), so it is not a pool driver", async () => {
    const fm = await signIn(t, 'FLEET_MANAGER');
    const driver = await signIn(t, 'DRIVER', { fleetManagerId: fm.user.id });
    const own = await driver.api.get('/api/user-details');
    expect(own.statusCode).toBe(200);
    expect(own.json().fleetManager).toEqual({ id: fm.user.id, name: fm.user.name });
    expect((await driver.api.get('/api/orders/free-count')).json()).toEqual({ count: 0 });
    const alone = await signIn(t, 'DRIVER');
    expect((await alone.api.get('/api/user-details')).json().fleetManager).toBeNull();
    expect((await fm.api.get('/api/user-details')).json().fleetManager).toBeNull();
  });
});
