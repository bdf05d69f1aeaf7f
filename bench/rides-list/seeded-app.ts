import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/db/seed/demo.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { fileMailer } from '../../apps/api/src/adapters/mail/mailer.ts';
import { driverOf, freshDatabase } from './database.ts';
import { load, peopleOf, type People } from './generation.ts';

/**
 * The start of a rides bench (bench:rides, bench:import-export): a fresh database (DATABASE_URL's server, else
 * PGlite; BENCH_KEEP=1 keeps it, BENCH_DATABASE=<kept name> runs on it again) with the demo data and `rides` generated rides, and the app listening on a
 * free port. `tokenOf` signs a seeded user in (the demo password).
 */
export async function seededApp(rides: number, logLevel: 'silent' | 'error' = 'silent') {
  const now = new Date();
  const fresh = await freshDatabase(process.env.DATABASE_URL, process.env.BENCH_KEEP === '1', process.env.BENCH_DATABASE);
  const driver = driverOf(fresh.database);
  const load1 = os.loadavg().map((l) => l.toFixed(1));
  console.log(`${fresh.label}; ${os.cpus().length} cores, load average ${load1.join(' ')}`);
  await fresh.database.migrate();
  let people: People;
  if (fresh.reused) {
    people = await peopleOf(driver);
    const count = Number((await driver.run('select count(*) as n from rides')).rows[0]!.n);
    console.log(`  ${count.toLocaleString('en')} rides there already (loaded relative to that run's day)`);
  } else {
    await seedDemo(fresh.database.db, now);
    const started = performance.now();
    console.log(`loading ${rides.toLocaleString('en')} rides with 2 stops each …`);
    people = await load(driver, now, rides);
    console.log(`  took ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  // Production settings (config.ts with NODE_ENV=production): no request log lines, answers serialized by the
  // compiled serializers alone.
  const app = await buildApp({
    config: {
      publicUrl: 'http://127.0.0.1',
      logLevel,
      webDist: '/nonexistent',
      trustProxy: false,
      requestLog: 'off',
      checkResponses: false,
    },
    database: fresh.database,
    mailer: fileMailer({ dir: path.join(os.tmpdir(), 'vozka-bench-mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  async function tokenOf(email: string): Promise<string> {
    const res = await fetch(`${address}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    return res.text();
  }
  return { now, fresh, driver, people, app, address, tokenOf };
}
