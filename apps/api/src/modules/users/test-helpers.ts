import type { Role } from '@vozka/domain';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import { buildUser, login, type TestApp } from '../../test/test-app.ts';

export type { TestApp };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as the holder of `token` (anonymous without one). */
export function caller(t: TestApp, token?: string, headers: Record<string, string> = {}) {
  const send = (method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: object) => send('POST', url, payload ?? {}),
    put: (url: string, payload?: object) => send('PUT', url, payload ?? {}),
    del: (url: string, payload?: object) => send('DELETE', url, payload),
  };
}

/** A new user of the role, signed in: its row, its token and an API caller. */
export async function signIn(t: TestApp, role: Role, overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.database, { role, ...overrides });
  const token = await login(t.app, user.email!);
  return { user, token, api: caller(t, token) };
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function sessionCount(t: TestApp, userId: number): Promise<number> {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

/** A user input every role accepts on create and update. */
export function fullUser(overrides: Record<string, unknown> = {}) {
  const n = Math.random().toString(36).slice(2, 10);
  return {
    name: `Person ${n}`,
    email: `person-${n}@example.test`,
    phone: '+420 777 000 000',
    roles: ['DRIVER'],
    status: 'ACTIVE',
    ...overrides,
  };
}
