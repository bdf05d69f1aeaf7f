import { describe, expect, it } from 'vitest';
import { buildUser, login, startTestApp } from '../../test/test-app.ts';
import { listen } from './test-support.ts';

describe('shutting down with open event streams', () => {
  it('ends the streams, so the server closes instead of waiting for them', async () => {
    const t = await startTestApp({ eventStreamMs: 600_000 });
    const admin = await buildUser(t.database, { role: 'ADMIN' });
    const token = await login(t.app, admin.email!);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await listen(`${base}/api/events`, { authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);
    const ended = new Promise<void>((resolve) => {
      stream.onEnd(resolve);
    });
    await t.close();
    await ended;
  });
});
