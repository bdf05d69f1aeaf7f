import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';
import { ridePeople, type RidePeople } from '../modules/rides/test-support.ts';
import { listen, type Listening } from '../modules/events/test-support.ts';

/**
 * A test file's app with live event streams (60 s), its ride people and its address on loopback, started
 * before the file's tests (`live.t`, `live.p`, `live.base`); `stream(token)` opens `GET /api/events` as the
 * token's holder (by the bearer header or the session cookie; `null`: anonymous). Every stream in `open` (those
 * it opened, and any the test adds) is closed after the tests, then the app.
 */
export function useLiveApp() {
  const live = {} as { t: TestApp; p: RidePeople; base: string };
  const open: Listening[] = [];
  beforeAll(async () => {
    live.t = await startTestApp({ eventStreamMs: 60_000 });
    live.p = await ridePeople(live.t);
    live.base = await live.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const l of open) l.close();
    await live.t.close();
  });
  async function stream(token: string | null, via: 'bearer' | 'cookie' = 'bearer') {
    const headers: Record<string, string> = token
      ? via === 'bearer'
        ? { authorization: `Bearer ${token}` }
        : { cookie: `vozka_session=${token}` }
      : {};
    const l = await listen(`${live.base}/api/events`, headers);
    open.push(l);
    return l;
  }
  return { live, stream, open };
}
