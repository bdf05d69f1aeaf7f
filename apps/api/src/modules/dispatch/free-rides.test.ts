import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/test-app.ts';
import { useRideApp, apiAs, buildRide, type RidePeople, type TestApp } from '../rides/test-support.ts';

let t: TestApp;
let p: RidePeople;

useRideApp((app, people) => ((t = app), (p = people)));

describe('the free-rides pool', () => {
  it('of 10 pool drivers taking one FREE ride at once, exactly one gets it; the others 409 RIDE_ALREADY_TAKEN', async () => {
    const ride = await buildRide(t.database, { status: 'FREE' });
    const takers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const user = await buildUser(t.database, { role: 'DRIVER' });
        return { id: user.id, api: apiAs(t, await login(t.app, user.email!)) };
      }),
    );
    const answers = await Promise.all(takers.map((d) => d.api.put(`/api/orders/${ride.id}`, { status: 'PLANNED', driverId: d.id })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, ...Array(9).fill(409)]);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    expect(winner).toMatchObject({ status: 'PLANNED' });
    for (const lost of answers.filter((r) => r.statusCode === 409)) {
      expect(lost.json()).toMatchObject({ code: 'RIDE_ALREADY_TAKEN', message: 'Someone else has already taken this ride.' });
    }
  });

  it('fleet managers racing for one FREE ride for their drivers: exactly one wins', async () => {
    const ride = await buildRide(t.database, { status: 'FREE' });
    const answers = await Promise.all([
      p.fm.api.put(`/api/orders/${ride.id}`, { status: 'PLANNED', driverId: p.driver.id }),
      p.otherFm.api.put(`/api/orders/${ride.id}`, { status: 'PLANNED', driverId: p.otherDriver.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('GET /api/orders/free-count counts the FREE rides the caller sees', async () => {
    const count = async (api: typeof p.fm.api) => (await api.get('/api/orders/free-count')).json().count as number;
    const before = await count(p.fm.api);
    await buildRide(t.database, { status: 'FREE' });
    expect(await count(p.fm.api)).toBe(before + 1);
    expect(await count(p.poolDriver.api)).toBe(before + 1);
    expect(await count(p.admin.api)).toBe(before + 1);
    expect(await count(p.driver.api)).toBe(0);
    expect(await count(p.passenger.api)).toBe(0);
  });
});
