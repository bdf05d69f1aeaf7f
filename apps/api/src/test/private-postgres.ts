import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian's PostgreSQL 15 keeps its server programs (the machine's and CI's PostgreSQL). */
export const PG15_BIN = '/usr/lib/postgresql/15/bin';

export function hasPostgres15(): boolean {
  return fs.existsSync(path.join(PG15_BIN, 'pg_ctl'));
}

/** A loopback port nothing listens on right now (a server to start later, or one that is down). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/**
 * A PostgreSQL 15 cluster of its own (initdb in a temp dir, a free port on 127.0.0.1, trust auth) that a
 * test may stop and start — a fault test must not stop the machine's server. PostgreSQL refuses to run
 * as root, so as root (CI) the programs run as the `postgres` OS user (`runuser`).
 */
export async function startPrivatePostgres() {
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-pg-'));
  if (root) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const pgRun = (program: string, args: string[]) =>
    root ? run('runuser', ['-u', 'postgres', '--', path.join(PG15_BIN, program), ...args]) : run(path.join(PG15_BIN, program), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pgRun('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Stops the server at once, like a crash (`-m immediate`): clients' connections are cut. */
    stop: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    /** Starts it again; answers once it accepts connections (after crash recovery). */
    start: async () => {
      await start();
    },
    destroy: async () => {
      await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
