import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './client.ts';
import { openScratchPostgres } from '../test/test-database.ts';

const url = process.env.TEST_DATABASE_URL;
const CHILD = fileURLToPath(new URL('../test/migrate-child.ts', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A child process that runs migrate-child.ts on `dbUrl`; `lines` collects what it says. */
function instance(dbUrl: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, dbUrl], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      for (const w of waiters.filter((w) => line === w.text)) w.resolve();
    }
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      resolve(code);
    }),
  );
  const said = (text: string) =>
    new Promise<void>((resolve) => {
      if (lines.includes(text)) resolve();
      else waiters.push({ text, resolve });
    });
  return { child, lines, exited, said };
}

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('two instances starting together on a fresh database: both succeed, each migration applied once', async () => {
    const scratch = await openScratchPostgres(url!, 'vozka_migrate', 1);
    cleanups.push(scratch.drop);
    const target = new URL(url!);
    target.pathname = `/${scratch.name}`;

    const a = instance(target.toString());
    const b = instance(target.toString());
    await Promise.all([a.said('ready'), b.said('ready')]);
    // Both told at once: without the lock they race through the same missing migrations.
    a.child.stdin!.write('go\n');
    b.child.stdin!.write('go\n');
    const codes = await Promise.all([a.exited, b.exited]);
    expect([codes, a.lines, b.lines]).toEqual([
      [0, 0],
      ['ready', 'done'],
      ['ready', 'done'],
    ]);

    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const client = new pg.Client({ connectionString: target.toString() });
    await client.connect();
    try {
      const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      expect(applied.rowCount).toBe(journal.entries.length);
      expect(new Set(applied.rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  }, 120_000);
});
