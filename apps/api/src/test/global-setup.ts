import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { installJobSchema } from '../adapters/jobs/queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated template for this test run: a PGlite data-dir dump (file) or a PostgreSQL database name. */
    testTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };
  }
}

async function onAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one template database per test run (docs: "tests" in README); every test file then starts
 * from a copy: `CREATE DATABASE … TEMPLATE` on PostgreSQL, a loaded data-dir dump on PGlite.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `vozka_template_${randomBytes(6).toString('hex')}`;
    await onAdmin(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), { max: 1 });
    await database.migrate();
    await installJobSchema(database);
    await database.close();
    project.provide('testTemplate', { kind: 'postgres', name });
    return () => onAdmin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-template-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openPglite();
  await database.migrate();
  await installJobSchema(database);
  if (!database.dumpDataDir) throw new Error('an embedded database dumps its data directory');
  fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
  await database.close();
  project.provide('testTemplate', { kind: 'pglite', file });
  return () => {
    fs.rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}
