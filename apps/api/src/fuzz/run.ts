import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { openPglite } from '../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../db/seed/demo.ts';
import { fileMailer } from '../adapters/mail/mailer.ts';
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../shared/password-hasher.ts';
import { formatReport, fuzz, type Identity } from './fuzz.ts';
import type { FuzzRequest, OpenApiDocument } from './operations.ts';

/**
 * `npm run fuzz`: the whole API on a fresh embedded database with the demo data, every operation of its
 * OpenAPI document called anonymously and as each demo role for FUZZ_SECONDS (default 90), valid and
 * invalid requests alike (seed FUZZ_SEED, default 1). Prints the report; exits 1 on any finding.
 * docs/security.md says what it checks.
 */
async function main(): Promise<void> {
  const seconds = Number(process.env.FUZZ_SECONDS ?? 90);
  const seed = Number(process.env.FUZZ_SEED ?? 1);
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-fuzz-mail-'));
  const database = await openPglite();
  await database.migrate();
  await seedDemo(database.db);
  const mailer = fileMailer({ dir: mailDir, from: 'Vozka <noreply@vozka.test>', logger: { info: () => undefined } });
  const app = await buildApp({
    config: { publicUrl: 'http://vozka.test', logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
    database,
    mailer,
    events: { streamLifetimeMs: 0 },
  });
  await app.ready();
  try {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const identities: Identity[] = [{ name: 'anonymous', token: null }];
    for (const account of DEMO_ACCOUNTS) {
      const role = account.roles[0];
      const throwaway = async () => {
        const [row] = await database.db
          .insert(users)
          .values({
            name: `Fuzz ${role}`,
            email: `fuzz-${randomUUID()}@vozka.test`,
            passwordHash,
            status: 'ACTIVE',
            roles: [role],
            language: 'en',
          })
          .returning({ email: users.email });
        return signIn(app, row!.email!);
      };
      identities.push({ name: role, token: await signIn(app, account.email), throwaway });
    }
    // The demo accounts the fuzzer calls as are not changed or deleted under it (a status INACTIVE would end
    // its sessions); other accounts are fair game.
    const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
    const own = await database.db.select({ id: users.id }).from(users).where(inArray(users.email, demoEmails));
    const ownPaths = new Set(own.map((u) => `/api/users/${u.id}`));
    const skip = (request: FuzzRequest) =>
      (request.method === 'DELETE' || request.method === 'PUT') && ownPaths.has(request.url.split('?')[0]!);
    const report = await fuzz({ app, doc, identities, seconds, seed, skip });
    console.log(formatReport(report));
    process.exitCode = report.findings.length ? 1 : 0;
  } finally {
    await app.close();
    mailer.close();
    await database.close();
    fs.rmSync(mailDir, { recursive: true, force: true });
  }
}

/** Signs in from an address of its own, so the fuzzer's failed sign-ins from 127.0.0.1 do not throttle it. */
async function signIn(app: FastifyInstance, email: string): Promise<string | null> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: '192.0.2.10',
  });
  return res.statusCode === 200 ? res.body : null;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
