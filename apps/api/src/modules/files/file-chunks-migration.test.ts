import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPglite, type Database } from '../../db/client.ts';
import { openScratchPostgres } from '../../test/test-database.ts';
import { FILE_CHUNK_BYTES, readFileBytes } from './files.repository.ts';
import { fileChunks } from './files.service.ts';

const url = process.env.TEST_DATABASE_URL;
const TAG = '20261128000428_file_chunks';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A copy of the migrations folder that ends just before `TAG`: the database as the previous release left it. */
function migrationsBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-migrations-'));
  cleanups.push(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  });
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

async function migrateTo(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
}

/** Files stored whole in `files.data` by the previous release: empty, small, exactly one chunk, 2.5 chunks. */
const OLD_FILES = [
  Buffer.alloc(0),
  Buffer.from('%PDF-1.4 small'),
  randomBytes(FILE_CHUNK_BYTES),
  randomBytes(Math.floor(FILE_CHUNK_BYTES * 2.5)),
];

async function check(database: Database) {
  await migrateTo(database, migrationsBefore());
  const ids: number[] = [];
  for (const data of OLD_FILES) {
    const result = await database.executor.executeSql(
      `insert into files (type, name, mime_type, size, data) values ('CONTRACT', 'old.pdf', 'application/pdf', $1, decode($2, 'hex')) returning id`,
      [data.length, data.toString('hex')],
    );
    ids.push(Number((result.rows[0] as { id: number | string }).id));
  }

  await migrateTo(database, MIGRATIONS_DIR);

  for (const [i, data] of OLD_FILES.entries()) {
    const streamed: Buffer[] = [];
    for await (const chunk of fileChunks(database.db, ids[i]!, data.length)) {
      expect(chunk.length).toBeLessThanOrEqual(FILE_CHUNK_BYTES);
      streamed.push(chunk);
    }
    expect(streamed).toHaveLength(Math.ceil(data.length / FILE_CHUNK_BYTES));
    expect(sha256(Buffer.concat(streamed))).toBe(sha256(data));
    expect(sha256((await readFileBytes(database.db, ids[i]!))!)).toBe(sha256(data));
  }
}

describe('migration 20261128000428_file_chunks: files.data moves into 256 kB chunks', () => {
  it('on PGlite, an old file downloads byte-identical', async () => {
    const database = await openPglite();
    cleanups.push(() => database.close());
    await check(database);
  }, 120_000);

  it.skipIf(!url)(
    'on PostgreSQL, an old file downloads byte-identical',
    async () => {
      const scratch = await openScratchPostgres(url!, 'vozka_chunks', 2);
      cleanups.push(scratch.drop);
      await check(scratch.database);
    },
    120_000,
  );
});
