import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { heldPgliteParts } from './pglite-parts.ts';

/**
 * A new, empty database `<prefix>_<random>` on the PostgreSQL server of `url` (tests, benches); `drop()`
 * closes it and drops it again.
 */
export async function openScratchPostgres(
  url: string,
  prefix: string,
  max: number,
  template?: string,
): Promise<{ database: Database; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), { max });
  return {
    database,
    name,
    drop: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The run's migrated template (test/global-setup.ts), if this file runs under the api test project. */
function template() {
  try {
    return inject('testTemplate');
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL is set —
 * a new database on that PostgreSQL server, dropped again by `close()`. Both are copies of the run's
 * migrated template when there is one (much faster than migrating), and migrated afresh otherwise.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const copy = template();
  if (!url) {
    const { parts, template: dump } = await heldPgliteParts(copy?.kind === 'pglite' ? copy.file : undefined);
    const database = await openPglite({ parts, ...(dump ? { loadDataDir: dump } : {}) });
    await database.migrate();
    return database;
  }
  const scratch = await openScratchPostgres(url, 'vozka_test', 4, copy?.kind === 'postgres' ? copy.name : undefined);
  await scratch.database.migrate();
  return { ...scratch.database, close: scratch.drop };
}

/**
 * A test database (openTestDatabase) opened before the tests of the file (or of the describe block it is
 * called in) and closed after them; `ready` receives it: `useTestDatabase((db) => (database = db))`.
 */
export function useTestDatabase(ready: (database: Database) => unknown): void {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await ready(database);
  });
  afterAll(async () => {
    await database?.close();
  });
}
