import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { fileMailer, type Mailer } from '../apps/api/src/adapters/mail/mailer.ts';

/**
 * The server of a bench on a fresh database (DATABASE_URL's server, else PGlite in a temporary folder named
 * from `prefix`) with the demo data, listening on a free loopback port, and the demo ADMIN's session token.
 * Mail goes to `mailer`, else to files in the folder. `close` stops the app and the database and removes the
 * folder (the caller closes a mailer of its own).
 */
export async function startDemoApp(options: { prefix: string; mailer?: Mailer }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), options.prefix));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  await seedDemo(database.db);
  const app = await buildApp({
    config: { publicUrl: 'http://127.0.0.1', logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
    database,
    mailer: options.mailer ?? fileMailer({ dir: path.join(dataDir, 'mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${address}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.vozka.cz', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const token = await login.text();
  async function close() {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { database, app, address, token, close };
}
