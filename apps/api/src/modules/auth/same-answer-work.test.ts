import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveries, users, userTokens } from '../../db/schema/index.ts';
import { buildUser, PUBLIC_URL } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createAuthService } from './auth.service.ts';
import { hashPassword } from '../../shared/password-hasher.ts';
import { LoginThrottle } from './login-throttle.ts';

/**
 * Registration and password reset must not tell by their answer time whether an e-mail has an account
 * (issue 12 item 6). Rather than timing them, this records the work each does before it answers: the same
 * steps for every kind of e-mail, with no database call and no e-mail on the answer's path.
 */
let database: Database;
let events: string[];
let jobs: (() => Promise<void>)[];
/** The deliveries whose jobs were sent (in the real transaction). */
let mails: number[];
let auth: ReturnType<typeof createAuthService>;

const DB_CALLS = new Set(['select', 'insert', 'update', 'delete', 'transaction', 'execute']);

beforeAll(async () => {
  database = await openTestDatabase();
  const realHash = await hashPassword('Registration-pass-1');
  // Every database call the service makes is recorded (the database itself is real).
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function' || !DB_CALLS.has(String(prop))) return value;
      return (...args: unknown[]) => {
        events.push(`db.${String(prop)}`);
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  auth = createAuthService({
    database: { ...database, db },
    jobs: {
      send: (_tx, _name, data) => {
        events.push('mail');
        mails.push((data as { id: number }).id);
        return Promise.resolve('job');
      },
    },
    publicUrl: PUBLIC_URL,
    throttle: new LoginThrottle({}, () => 0),
    work: {
      defer: (label, job) => {
        events.push(`defer ${label}`);
        jobs.push(job);
      },
      idle: () => Promise.resolve(),
    },
    logger: { error: () => undefined },
    hashPassword: () => {
      events.push('hash');
      return Promise.resolve(realHash);
    },
  });
});
afterAll(async () => {
  await database.close();
});

/** Runs `call` and answers the work done before it answered; the deferred jobs are left for `finish`. */
async function answerPath(call: () => Promise<void>): Promise<string[]> {
  events = [];
  jobs = [];
  mails = [];
  await call();
  return [...events];
}

async function finish(): Promise<void> {
  for (const job of jobs.splice(0)) await job();
}

async function subjects(ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await database.db.select({ subject: deliveries.subject }).from(deliveries).where(inArray(deliveries.id, ids));
  return rows.map((r) => r.subject ?? '');
}

const userCount = async () => (await database.db.select({ n: count() }).from(users))[0]!.n;
const tokenCount = async () => (await database.db.select({ n: count() }).from(userTokens))[0]!.n;

describe('registration answers with the same work for a new and a taken e-mail', () => {
  it('hashes and defers, nothing else, whatever the e-mail', async () => {
    const verified = await buildUser(database, { email: 'taken@example.test' });
    const unverified = await buildUser(database, { email: 'pending@example.test', status: 'NEW' });
    const cases = { fresh: 'fresh@example.test', verified: verified.email!, unverified: unverified.email! };
    const before = await userCount();
    const results: Record<string, { path: string[]; mails: string[] }> = {};
    for (const [name, email] of Object.entries(cases)) {
      const usersBefore = await userCount();
      const path = await answerPath(() => auth.register({ email, password: 'Registration-pass-1', name: 'Someone', language: 'en' }));
      expect(mails).toEqual([]);
      expect(await userCount()).toBe(usersBefore);
      await finish();
      results[name] = { path, mails: await subjects(mails) };
    }
    for (const { path } of Object.values(results)) expect(path).toEqual(['hash', 'defer registration']);
    // After the answer each case did its own work.
    expect(results.fresh!.mails).toEqual(['Confirm your Vozka registration']);
    expect(results.verified!.mails).toEqual(['Someone tried to register with your e-mail']);
    expect(results.unverified!.mails).toEqual(['Confirm your Vozka registration']);
    expect(await userCount()).toBe(before + 1);
  });
});

describe('password reset answers with the same work for any e-mail', () => {
  it('defers the lookup, the link and the mail for known, unknown and deactivated e-mails', async () => {
    const known = await buildUser(database, { email: 'reset-known@example.test' });
    const gone = await buildUser(database, { email: 'reset-gone@example.test', status: 'INACTIVE' });
    const paths: string[][] = [];
    for (const email of [known.email!, 'reset-nobody@example.test', gone.email!]) {
      const tokensBefore = await tokenCount();
      paths.push(await answerPath(() => auth.requestPasswordReset(email)));
      expect(await tokenCount()).toBe(tokensBefore);
      await finish();
      expect(mails.length).toBe(email === known.email ? 1 : 0);
    }
    expect(paths).toEqual([['defer password reset'], ['defer password reset'], ['defer password reset']]);
    const [token] = await database.db.select().from(userTokens).where(eq(userTokens.userId, known.id));
    expect(token?.purpose).toBe('RESET');
  });
});
