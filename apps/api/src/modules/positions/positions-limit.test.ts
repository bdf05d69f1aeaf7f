import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { throttleWindows } from '../../db/schema/index.ts';
import { countStatements } from '../auth/test-support.ts';
import { buildUser, login, useTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
useTestApp((app) => (t = app));

const fix = { latitude: 50.08, longitude: 14.42, heading: 45, speed: 30 };

describe('the per-driver limit of POST /api/drivers/me/position', () => {
  it("answers @fastify/rate-limit's headers, counts in the batch's own statement and keeps the window in the shared store", async () => {
    const driver = await buildUser(t.database, { role: 'DRIVER' });
    const token = await login(t.app, driver.email!);
    const post = (body: object = fix) =>
      t.app.inject({ method: 'POST', url: '/api/drivers/me/position', headers: { authorization: `Bearer ${token}` }, payload: body });
    const answers = [];
    // The first post is counted by its batch's statement: no statement of its own for the limit.
    expect(await countStatements(t.database, 'throttle_windows', async () => answers.push(await post()))).toBe(1);
    // A fix from a phone whose clock is ahead is not stored, but it is counted.
    answers.push(await post({ ...fix, recordedAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString() }));
    for (let i = 0; i < 4; i++) answers.push(await post());
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204, 429]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0', '0']);
    for (const a of answers) expect([a.headers['x-ratelimit-limit'], a.headers['x-ratelimit-reset']]).toEqual(['5', '5']);
    expect(answers[4]!.headers['retry-after']).toBeUndefined();
    const limited = answers[5]!;
    expect(limited.headers['retry-after']).toBe('5');
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });

    const [window] = await t.database.db
      .select({ count: throttleWindows.count })
      .from(throttleWindows)
      .where(eq(throttleWindows.key, `rate:POST /api/drivers/me/position:position:${driver.id}`));
    expect(window).toEqual({ count: 6 });

    // The window ends on the app's clock: the driver may post again.
    t.clock.advance(5000);
    const again = await post();
    expect([again.statusCode, again.headers['x-ratelimit-remaining']]).toEqual([204, '4']);
  });
});
