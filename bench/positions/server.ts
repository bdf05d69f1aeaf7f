import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, server: ChildProcess) {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

/**
 * The API of `commit` (the baseline: an earlier build of the same code) as files under .tmp, or null for
 * the working tree. Only its sources are taken; it runs on this tree's node_modules.
 */
export function sourcesOf(commit: string | null): string {
  if (!commit) return ROOT;
  const sha = execFileSync('git', ['rev-parse', '--short', commit], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(ROOT, '.tmp', `bench-positions-${sha}`);
  if (!fs.existsSync(path.join(dir, 'apps/api/src/server.ts'))) {
    fs.mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', sha, 'apps/api', 'tsconfig.base.json', 'tsconfig.json', 'package.json'], {
      cwd: ROOT,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    // the API's own (unhoisted) dependencies
    fs.symlinkSync(path.join(ROOT, 'apps/api/node_modules'), path.join(dir, 'apps/api/node_modules'));
  }
  return dir;
}

/**
 * The API server as a process on `databaseUrl` (production settings, warn logs); `stop()` ends it.
 * BENCH_SERVER_ARGS: more node options for it (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startServer(dir: string, databaseUrl: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-pos-'));
  const extra = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_SEED: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitReady(base, server);
  } catch (err) {
    server.kill('SIGTERM');
    throw err;
  }
  return {
    base,
    pid: server.pid!,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
