import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { DestinationStream } from 'pino';
import { eq } from 'drizzle-orm';
import type { Role } from '@vozka/domain';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { smtpMailer } from '../adapters/mail/mailer.ts';
import { hashPassword } from '../shared/password-hasher.ts';
import { type LoginThrottle } from '../modules/auth/login-throttle.ts';
import { openSession } from '../modules/auth/sessions.service.ts';
import type { PaymentProvider } from '../adapters/payments/provider.ts';
import type { GeoConfig } from '../adapters/geo/index.ts';
import type { StreamGate } from '../shared/stream-gate.ts';
import { openTestDatabase } from './test-database.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { createTestClock, type TestClock } from './test-clock.ts';
import type { JobQueueOptions } from '../adapters/jobs/queue.ts';
import type { SmsSender } from '../adapters/sms/sms.ts';

export const TEST_PASSWORD = 'Test-password-1';
export const PUBLIC_URL = 'http://vozka.test';

/** The whole app on a fresh database, talking to a real SMTP server on loopback. */
export async function startTestApp(
  options: {
    throttle?: LoginThrottle;
    /** The payment provider, made on the test's database and clock (default: the sandbox). */
    payments?: (database: Database, clock: TestClock) => PaymentProvider;
    geo?: GeoConfig;
    eventStreamMs?: number;
    /** The gate of open event streams (default: the production limits). */
    streams?: StreamGate;
    /** Log lines at `level` into `stream` (default: silent). */
    log?: { level: 'info' | 'warn' | 'error'; stream: DestinationStream };
    /** A migrated database of the test's own (default: a fresh test database); `close()` closes it. */
    database?: Database;
    /** The app's clock (default: a test clock at TEST_START); `t.clock` moves it. */
    clock?: TestClock;
    /**
     * The job queue (default: workers polling every 0.5 s, the first retry after 1 s, no maintenance);
     * `{ workers: false }` leaves jobs queued until the test calls `t.app.jobs.drain()`.
     */
    jobs?: JobQueueOptions;
    /** The SMS adapter (default: the app's file outbox in the temp directory). */
    sms?: SmsSender;
    /** METRICS_TOKEN: `/metrics` answers with it (default: off, 404). */
    metricsToken?: string;
    /** The web build it serves (default: none; `testWebDist()` is one page). */
    webDist?: string;
  } = {},
) {
  const clock = options.clock ?? createTestClock();
  const database = options.database ?? (await openTestDatabase());
  const mail = await startMailCatcher();
  const mailer = smtpMailer({ url: mail.url, from: 'Vozka <noreply@vozka.test>' });
  const app = await buildApp({
    config: {
      publicUrl: PUBLIC_URL,
      logLevel: options.log?.level ?? 'silent',
      webDist: options.webDist ?? '/nonexistent',
      trustProxy: false,
      geo: options.geo,
      metricsToken: options.metricsToken,
    },
    logStream: options.log?.stream,
    database,
    mailer,
    throttle: options.throttle,
    payments: options.payments?.(database, clock),
    // Event streams end right after their first events, so `inject` answers; live tests set a lifetime.
    events: { streamLifetimeMs: options.eventStreamMs ?? 0, streams: options.streams },
    clock,
    sms: options.sms,
    jobs: { pollingSeconds: 0.5, retryDelaySeconds: 1, maintenance: false, ...options.jobs },
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    clock,
    async close() {
      await app.close();
      mailer.close();
      await mail.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * A test app started before the tests of the file (or of the describe block it is called in) and closed
 * after them. `ready` receives it and may prepare more with it:
 * `useTestApp(async (app) => { t = app; admin = await signIn(t, 'ADMIN'); })`.
 */
export function useTestApp(ready: (app: TestApp) => unknown, options?: Parameters<typeof startTestApp>[0]): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
    await ready(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

let passwordHash: Promise<string> | undefined;

/** Factory: a user row with sensible defaults (ACTIVE, password TEST_PASSWORD). */
export async function buildUser(database: Database, overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const { role = 'CUSTOMER', ...rest } = overrides;
  const n = Math.random().toString(36).slice(2, 10);
  const [row] = await database.db
    .insert(users)
    .values({
      name: `User ${n}`,
      email: `${role.toLowerCase()}-${n}@example.test`,
      passwordHash: await passwordHash,
      status: 'ACTIVE',
      roles: [role],
      language: 'en',
      ...rest,
    })
    .returning();
  return row!;
}

/**
 * A session of `userId`, opened as a sign-in opens one but without its password check (argon2, about 25 ms
 * of CPU each): for tests of what a session may do, such as the authorization matrix's thousand calls. The
 * sign-in itself is tested through `login`.
 */
export async function openTestSession(t: { database: Database; clock: TestClock }, userId: number): Promise<string> {
  return t.database.db.transaction((tx) => openSession(tx, userId, t.clock.now(), { ip: '127.0.0.1', userAgent: 'vozka-test' }));
}

/** Signs a user in through the API; answers the bearer token. */
export async function login(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.body;
}

export async function setStatus(database: Database, id: number, status: string) {
  await database.db.update(users).set({ status }).where(eq(users.id, id));
}
