import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnavailable } from './faults.ts';
import { openPglite, openPostgres } from './client.ts';
import { AppError } from '../shared/errors.ts';

const servers: net.Server[] = [];
afterAll(() => {
  servers.forEach((s) => s.close());
});

/** A port on loopback: listening and silent (`listen`), or closed (nothing listens). */
async function port(listen: boolean): Promise<number> {
  const server = net.createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: p } = server.address() as net.AddressInfo;
  if (listen) servers.push(server);
  else await new Promise((resolve) => server.close(resolve));
  return p;
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (err: unknown) => err,
  );
}

describe('database unavailable', () => {
  it('recognises a refused connection behind drizzle', async () => {
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${await port(false)}/postgres`, { max: 1 });
    const err = await failureOf(database.db.execute(sql`select 1`));
    expect(err).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(err)).toBe(true);
    await database.close();
  });

  it('recognises the pool giving up on a server that does not answer', async () => {
    // The app's pool waits 5 s; the same pool settings with a shorter wait.
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${await port(true)}/postgres`,
      max: 1,
      connectionTimeoutMillis: 300,
    });
    const err = await failureOf(pool.query('select 1'));
    expect(isDatabaseUnavailable(err)).toBe(true);
    await pool.end();
  });

  // The pool's own timeouts (DATABASE_*_TIMEOUT_MS), on a real server: a query the server never answers
  // is the database being unavailable; a statement cancelled for running too long is not.
  const url = process.env.TEST_DATABASE_URL;
  it.skipIf(!url)('recognises a query left unanswered past the query timeout, not a statement timeout', async () => {
    const silent = await openPostgres(url!, { max: 1, queryTimeoutMs: 300, statementTimeoutMs: 0 });
    expect(isDatabaseUnavailable(await failureOf(silent.db.execute(sql`select pg_sleep(3)`)))).toBe(true);
    await silent.close();
    const strict = await openPostgres(url!, { max: 1, statementTimeoutMs: 300 });
    const err = await failureOf(strict.db.execute(sql`select pg_sleep(3)`));
    expect(JSON.stringify(err, ['code', 'cause'])).toContain('57014'); // query_canceled
    expect(isDatabaseUnavailable(err)).toBe(false);
    const { rows } = await strict.executor.executeSql('show statement_timeout', []);
    expect(rows).toEqual([{ statement_timeout: '300ms' }]);
    await strict.close();
  });

  it('leaves bugs and bad input alone', async () => {
    const database = await openPglite();
    expect(isDatabaseUnavailable(await failureOf(database.db.execute(sql`selec 1`)))).toBe(false);
    expect(isDatabaseUnavailable(await failureOf(database.db.execute(sql`select ${'x'}::int`)))).toBe(false);
    await database.close();
    expect(isDatabaseUnavailable(new AppError(404, 'NOT_FOUND'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('recognises PostgreSQL shutting down and connection exceptions by SQLSTATE', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001']) {
      expect([code, isDatabaseUnavailable(Object.assign(new Error('x'), { code }))]).toEqual([code, true]);
    }
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});
