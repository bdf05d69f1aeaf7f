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
import { takeTurns } from './pglite-turns.ts';

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

/** The newest migration's time in the journal: drizzle applies each migration newer than the newest applied one. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether the database has every migration of the journal — drizzle's own rule, so a start on an existing
 * database skips reading and hashing every migration file (and, on PostgreSQL, the lock's connection).
 * Any doubt (no migrations table yet) answers false: drizzle's migrate runs as before.
 */
async function migrated(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  try {
    const { rows } = await query('select max(created_at) as newest from drizzle.__drizzle_migrations');
    return Number((rows[0] as { newest: unknown } | undefined)?.newest) >= newestMigrationMillis();
  } catch {
    return false;
  }
}

/**
 * What PGlite's open otherwise reads and compiles itself, when the start preloaded it (boot/pglite-preload.ts)
 * or a test worker holds it (test/pglite-parts.ts): its WebAssembly modules, compiled, and its file-system
 * bundle (PGlite's options of these names).
 */
export interface PgliteParts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}

/** PGlite's shared buffers: the embedded database's page cache inside the process. */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined; with `parts`, PGlite
 * reads and compiles none of its own.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; parts?: PgliteParts } = {}): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // btree_gist backs the rides' no-overlap constraint, pg_trgm the rides search's trigram indexes
  // (PostgreSQL ships both in contrib).
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...options.parts,
    extensions: { btree_gist, pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers are all resident in PGlite's WebAssembly memory; one
    // embedded connection needs far less, and pages it evicts are re-read from the OS's file cache
    // (docs/performance.md, "Memory").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  takeTurns(client);
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
      if (await migrated((text) => client.query(text))) return;
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
async function migrateLocked(config: pg.ClientConfig): Promise<void> {
  const client = new pg.Client(config);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // Closing the session also drops the lock if unlocking failed.
    await client.end().catch(() => undefined);
  }
}

/**
 * How the API talks to PostgreSQL when a connection or the server goes away (a failover, a cut network):
 * TCP keep-alive finds a dead peer that never said goodbye, and no query waits for ever.
 */
export interface PostgresOptions {
  /** Connections in the pool. */
  max: number;
  /** Giving up on opening a connection (or on waiting for a free one in the pool), ms. */
  connectTimeoutMs: number;
  /** The server cancels a statement running longer (PostgreSQL's `statement_timeout`), ms; 0: never. */
  statementTimeoutMs: number;
  /**
   * The client gives up on a query with no answer after this long (node-postgres's `query_timeout`), ms;
   * 0: never. Longer than the statement timeout: it catches a server that no longer answers at all.
   */
  queryTimeoutMs: number;
  /** Idle time before the first TCP keep-alive probe, ms. */
  keepAliveDelayMs: number;
}

export const DEFAULT_POSTGRES_OPTIONS: PostgresOptions = {
  max: 10,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
  queryTimeoutMs: 35_000,
  keepAliveDelayMs: 10_000,
};

/** The node-postgres settings of a pool's connections (also the LISTEN connection's, adapters/events). */
export function postgresClientConfig(url: string, options: Partial<PostgresOptions> = {}): pg.PoolConfig {
  const o = { ...DEFAULT_POSTGRES_OPTIONS, ...options };
  return {
    connectionString: url,
    max: o.max,
    connectionTimeoutMillis: o.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: o.keepAliveDelayMs,
    // 0 leaves each off (node-postgres sends or sets nothing for a falsy value).
    ...(o.statementTimeoutMs > 0 ? { statement_timeout: o.statementTimeoutMs } : {}),
    ...(o.queryTimeoutMs > 0 ? { query_timeout: o.queryTimeoutMs } : {}),
  };
}

/**
 * PostgreSQL 15+ over a node-postgres pool (a promise like openPglite, though nothing here waits).
 * Migrations run on a connection of their own without the timeouts: waiting for another instance's
 * migrations, or a long one, is no failure.
 */
export function openPostgres(url: string, options: Partial<PostgresOptions> = {}): Promise<Database> {
  const pool = new pg.Pool(postgresClientConfig(url, options));
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
    migrate: async () => {
      if (await migrated((text) => pool.query(text))) return;
      await migrateLocked(postgresClientConfig(url, { ...options, statementTimeoutMs: 0, queryTimeoutMs: 0 }));
    },
    close: async () => {
      await pool.end();
    },
  });
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  postgres?: Partial<PostgresOptions>;
  /** PGlite's parts preloaded by the start (boot/pglite-preload.ts): used by the embedded database only. */
  pglite?: Promise<PgliteParts | undefined>;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.postgres);
  const parts = await config.pglite;
  return openPglite({ dataDir: path.join(config.dataDir, 'pglite'), ...(parts ? { parts } : {}) });
}
