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
