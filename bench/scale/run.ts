import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { rides } from '../../apps/api/src/db/schema/index.ts';
import { openScratchPostgres } from '../../apps/api/src/test/test-database.ts';
import { buildUser, TEST_PASSWORD } from '../../apps/api/src/test/test-app.ts';
import { buildRide, rideBody } from '../../apps/api/src/modules/rides/test-support.ts';

/**
 * Two API instances on one PostgreSQL database behind Caddy (issue 19 item 5), processes without Docker:
 * rides-list throughput through the proxy with one upstream and with two; a GPS fix posted to B reaching a
 * dispatcher's stream on A; SIGKILL of B under a write load (acknowledged writes vs rows); a rolling
 * restart (SIGTERM, start, ready) of both under load, counting 5xx. `npm run bench:scale`; needs `caddy`
 * (Debian: `apt-get install caddy`) and PostgreSQL at DATABASE_URL (default the local test server).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const URL_PG = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORTS = { a: 4190, b: 4191, proxyOne: 4180, proxyTwo: 4181 };
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-scale-'));

const sleep = (ms: number) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
/** One HTTP request (keep-alive): status and body; a failed connection is status 0. */
function request(port: number, method: string, url: string, token?: string, body?: object): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text });
        });
        res.on('error', () => {
          resolve({ status: 0, body: '' });
        });
      },
    );
    req.on('error', () => {
      resolve({ status: 0, body: '' });
    });
    req.end(payload);
  });
}

async function waitReady(port: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await request(port, 'GET', '/api/health/ready')).status === 200) return;
    await sleep(200);
  }
  throw new Error(`instance on ${port} not ready`);
}

let databaseUrl = '';
const instances: Record<'a' | 'b', ChildProcess | null> = { a: null, b: null };
function startInstance(name: 'a' | 'b'): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORTS[name]),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // As deploy/compose.yaml: readiness 503 for 3 s after SIGTERM while still serving (the proxy checks every 2 s).
      SHUTDOWN_DELAY_MS: '3000',
      DATA_DIR: path.join(TMP, name),
      WEB_DIST: '/nonexistent',
      PUBLIC_URL: `http://127.0.0.1:${PORTS.proxyTwo}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instances[name] = child;
  return child;
}
async function stopInstance(name: 'a' | 'b', signal: NodeJS.Signals): Promise<void> {
  const child = instances[name];
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  instances[name] = null;
}

function startCaddy(port: number, upstreams: number[]): ChildProcess {
  const file = path.join(TMP, `Caddyfile-${port}`);
  fs.writeFileSync(
    file,
    `{\n  admin off\n  auto_https off\n}\n:${port} {\n  reverse_proxy ${upstreams.map((p) => `127.0.0.1:${p}`).join(' ')} {\n` +
      `    lb_policy round_robin\n    lb_try_duration 5s\n    health_uri /api/health/ready\n    health_interval 1s\n` +
      `    fail_duration 5s\n    max_fails 1\n    unhealthy_status 503\n    flush_interval -1\n  }\n}\n`,
  );
  return spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], { stdio: ['ignore', 'ignore', 'ignore'] });
}

/**
 * An event stream through `port`: resolves once its first event came (free-rides.count), with a promise
 * of its end (the server closing it or its connection breaking) and a way to close it.
 */
function openStream(port: number, token: string): Promise<{ ended: Promise<void>; close: () => void }> {
  return new Promise((resolve, reject) => {
    let onEnd!: () => void;
    const ended = new Promise<void>((r) => (onEnd = r));
    const req = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`stream ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (chunk.includes('free-rides.count')) resolve({ ended, close: () => req.destroy() });
      });
      res.on('close', onEnd);
      res.on('error', onEnd);
    });
    req.on('error', (err) => {
      onEnd();
      reject(err);
    });
  });
}

/** `workers` loops calling `call` until `ms` have passed: answers by status. */
async function load(
  ms: number,
  workers: number,
  call: () => Promise<number>,
  done: () => boolean = () => false,
): Promise<{ total: number; byStatus: Map<number, number> }> {
  const byStatus = new Map<number, number>();
  const until = Date.now() + ms;
  let total = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < until && !done()) {
        const status = await call();
        total += 1;
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      }
    }),
  );
  return { total, byStatus };
}
const fmt = (m: Map<number, number>) => [...m].map(([s, n]) => `${s}×${n}`).join(' ');
const fivexx = (m: Map<number, number>) => [...m].filter(([s]) => s >= 500 || s === 0).reduce((a, [, n]) => a + n, 0);

async function main(): Promise<void> {
  if (spawnSync('caddy', ['version']).status !== 0) throw new Error('caddy is not installed (apt-get install caddy)');
  const scratch = await openScratchPostgres(URL_PG, 'bench_scale', 4);
  const target = new URL(URL_PG);
  target.pathname = `/${scratch.name}`;
  databaseUrl = target.toString();
  const caddies: ChildProcess[] = [];
  try {
    await scratch.database.migrate();
    const admin = await buildUser(scratch.database, { role: 'ADMIN' });
    const fm = await buildUser(scratch.database, { role: 'FLEET_MANAGER' });
    const driver = await buildUser(scratch.database, { role: 'DRIVER', fleetManagerId: fm.id });
    for (let i = 0; i < 300; i += 1) await buildRide(scratch.database, { status: 'PLANNED', fleetManagerId: fm.id, driverId: driver.id });

    // One after the other: two first starts on a fresh database together once ended in "deadlock detected"
    // (see bench/RESULTS.md).
    startInstance('a');
    await waitReady(PORTS.a);
    startInstance('b');
    await waitReady(PORTS.b);
    caddies.push(startCaddy(PORTS.proxyOne, [PORTS.a]), startCaddy(PORTS.proxyTwo, [PORTS.a, PORTS.b]));
    await Promise.all([waitReady(PORTS.proxyOne), waitReady(PORTS.proxyTwo)]);
    const token = async (email: string) => {
      const res = await request(PORTS.a, 'POST', '/api/login', undefined, { email, password: TEST_PASSWORD });
      if (res.status !== 200) throw new Error(`login ${res.status} ${res.body}`);
      return res.body;
    };
    const adminToken = await token(admin.email!);
    const fmToken = await token(fm.email!);
    const driverToken = await token(driver.email!);
    const list = '/api/orders';
    const lines: string[] = [];
    const log = (line: string) => {
      lines.push(line);
      console.log(line);
    };
    log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );

    // 1. Throughput: one upstream vs two.
    const rps: number[] = [];
    for (const port of [PORTS.proxyOne, PORTS.proxyTwo]) {
      await load(2000, CONCURRENCY, async () => (await request(port, 'GET', list, adminToken)).status); // warm-up
      const r = await load(SECONDS * 1000, CONCURRENCY, async () => (await request(port, 'GET', list, adminToken)).status);
      rps.push(r.total / SECONDS);
      log(
        `rides list via proxy, ${port === PORTS.proxyOne ? 'one instance ' : 'two instances'}: ${(r.total / SECONDS).toFixed(0)} req/s (${fmt(r.byStatus)})`,
      );
    }
    log(`two / one: ${(rps[1]! / rps[0]!).toFixed(2)}×`);

    // 2. A GPS fix posted to B, seen by a dispatcher's stream on A.
    const latencies: number[] = [];
    await new Promise<void>((resolve, reject) => {
      let waiting: { at: number; lat: number } | null = null;
      let buffer = '';
      const req = http.get(
        { host: '127.0.0.1', port: PORTS.a, path: '/api/events', headers: { authorization: `Bearer ${fmToken}` } },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            if (waiting && buffer.includes(`"latitude":${waiting.lat}`)) {
              latencies.push(performance.now() - waiting.at);
              waiting = null;
            }
          });
          void (async () => {
            await sleep(500);
            for (let i = 0; i < 10; i += 1) {
              const lat = 50 + (i + 1) / 1000;
              buffer = '';
              waiting = { at: performance.now(), lat };
              const posted = await request(PORTS.b, 'POST', '/api/drivers/me/position', driverToken, {
                latitude: lat,
                longitude: 14.4,
                heading: 0,
                speed: 0,
              });
              if (posted.status !== 204) return reject(new Error(`position ${posted.status} ${posted.body}`));
              const until = performance.now() + 3000;
              while (waiting && performance.now() < until) await sleep(10);
              if (waiting) latencies.push(Infinity);
              await sleep(1100); // a driver may post 5 fixes per 5 s
            }
            req.destroy();
            resolve();
          })();
        },
      );
      req.on('error', () => undefined);
    });
    const sorted = [...latencies].sort((x, y) => x - y);
    log(`GPS fix on B → dispatcher stream on A: median ${sorted[5]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (10 fixes)`);

    // 3. SIGKILL of B under a write load through the proxy.
    const acked: number[] = [];
    const writes = load(SECONDS * 1000, 8, async () => {
      const res = await request(PORTS.proxyTwo, 'POST', '/api/orders', adminToken, { ...rideBody(), status: 'UNCONFIRMED' });
      if (res.status === 201) acked.push((JSON.parse(res.body) as { id: number }).id);
      return res.status;
    });
    // Four dispatcher streams through the proxy (two on each instance; a user may hold 5 per instance): each
    // that ends reconnects at once.
    const streams = await Promise.all(Array.from({ length: 4 }, () => openStream(PORTS.proxyTwo, fmToken)));
    let killedAt = 0;
    let closing = false;
    const reconnects: number[] = [];
    const reopened: { close: () => void }[] = [];
    const reconnecting = streams.map(async (st) => {
      await st.ended;
      if (!killedAt || closing) return;
      for (;;) {
        try {
          reopened.push(await openStream(PORTS.proxyTwo, fmToken));
          reconnects.push(performance.now() - killedAt);
          return;
        } catch {
          await sleep(100);
        }
      }
    });
    await sleep((SECONDS * 1000) / 3);
    killedAt = performance.now();
    await stopInstance('b', 'SIGKILL');
    const w = await writes;
    closing = true;
    for (const st of streams) st.close();
    await Promise.all(reconnecting);
    for (const st of reopened) st.close();
    log(
      `SIGKILL of B: ${reconnects.length} of 4 streams ended and were open again through the proxy within ${reconnects.length ? Math.max(...reconnects).toFixed(0) : '–'} ms`,
    );
    const found = acked.length ? await scratch.database.db.select({ id: rides.id }).from(rides).where(inArray(rides.id, acked)) : [];
    log(
      `SIGKILL of B under writes: ${acked.length} acknowledged, ${found.length} in the database, ${acked.length - found.length} lost; answers ${fmt(w.byStatus)}`,
    );
    startInstance('b');
    await waitReady(PORTS.b);
    await sleep(2000); // Caddy's health check sees B again

    // 4. Rolling restart of both under a read and write load.
    let restarting = true;
    const stopped = () => !restarting;
    const reads = load(300_000, 8, async () => (await request(PORTS.proxyTwo, 'GET', list, adminToken)).status, stopped);
    const rollingWrites = load(
      300_000,
      4,
      async () => (await request(PORTS.proxyTwo, 'POST', '/api/orders', adminToken, { ...rideBody(), status: 'UNCONFIRMED' })).status,
      stopped,
    );
    const started = performance.now();
    for (const name of ['a', 'b'] as const) {
      await stopInstance(name, 'SIGTERM');
      startInstance(name);
      await waitReady(PORTS[name]);
      await sleep(2000);
    }
    restarting = false;
    const [r, wr] = await Promise.all([reads, rollingWrites]);
    log(
      `rolling restart (${((performance.now() - started) / 1000).toFixed(0)} s): reads ${fmt(r.byStatus)}; writes ${fmt(wr.byStatus)}; 5xx or failed: ${fivexx(r.byStatus) + fivexx(wr.byStatus)}`,
    );
    fs.writeFileSync(path.join(TMP, 'figures.txt'), lines.join('\n') + '\n');
  } finally {
    await stopInstance('a', 'SIGTERM');
    await stopInstance('b', 'SIGTERM');
    for (const c of caddies) c.kill('SIGTERM');
    agent.destroy();
    await scratch.drop();
  }
}

await main();
