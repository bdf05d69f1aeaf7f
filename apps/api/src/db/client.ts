import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take this first, so they work inside a transaction too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What pg-boss needs of a database (its `db` option): one statement with values, or a batch without. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * Raw SQL outside any transaction for pg-boss (adapters/jobs): one statement with values, or a batch of
   * statements without.
   */
  executor: SqlExecutor;
  /** Answers when the database answers a query; throws otherwise. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests copy a migrated template from it). */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** PGlite's shared buffers: the embedded database's page cache inside the process. */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // btree_gist backs the rides' no-overlap constraint, pg_trgm the rides search's trigram indexes
  // (PostgreSQL ships both in contrib).
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers are all resident in PGlite's WebAssembly memory; one
    // embedded connection needs far less, and pages it evicts are re-read from the OS's file cache
    // (docs/performance.md, "Memory").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    executor: {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        // A batch (pg-boss installs its schema so): exec, and end a transaction it left open by failing.
        try {
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (err) {
          await client.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      },
    },
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** The advisory lock key of migrating ("vozka" in ASCII): one number every instance agrees on. */
export const MIGRATION_LOCK_KEY = 0x766f7a6b61;

/**
 * Migrates under a session advisory lock held on one dedicated connection, which also runs the
 * migrations: instances starting together on one PostgreSQL take turns — the first applies what is
 * missing, the next waits on the lock and then finds nothing to do. Without the lock both saw the same
 * missing migrations and both ran them. The lock goes with the connection if the process dies.
 */
async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    // A connection that failed is not given back to the pool (its session may still hold the lock).
    client.release(failure);
  }
}

/** PostgreSQL 15+ over a node-postgres pool (a promise like openPglite, though nothing here waits). */
export function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return Promise.resolve({
    kind: 'postgres',
    db,
    executor: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: () => migrateLocked(pool),
    close: async () => {
      await pool.end();
    },
  });
}

export async function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
