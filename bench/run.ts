import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { fileMailer } from '../apps/api/src/adapters/mail/mailer.ts';

/**
 * `npm run bench`: the server on a fresh database (PGlite, or DATABASE_URL), loaded from loopback with
 * autocannon. Prints requests/s and latency per scenario; asserts nothing about time.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({
  config: { publicUrl: 'http://127.0.0.1', logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
  database,
  mailer: fileMailer({ dir: path.join(dataDir, 'mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.vozka.cz', password: DEMO_PASSWORD }),
});
const token = await login.text();

const scenarios = [
  { name: 'GET /api/health (process and database ping)', path: '/api/health' },
  { name: 'GET /api/ready (database round trip)', path: '/api/ready' },
  { name: 'GET /api/user-details (session lookup)', path: '/api/user-details', headers: { authorization: `Bearer ${token}` } },
];
console.log(`database: ${database.kind}; ${os.cpus().length} cores`);
for (const s of scenarios) {
  const r = await autocannon({ url: address + s.path, headers: s.headers, connections: 10, duration: 5 });
  console.log(
    `${s.name.padEnd(44)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`,
  );
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
