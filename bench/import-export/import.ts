import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client.ts';
import { rides, users } from '../../apps/api/src/db/schema/index.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { fileMailer } from '../../apps/api/src/adapters/mail/mailer.ts';
import { createRideImportService } from '../../apps/api/src/modules/ride-import/ride-import.service.ts';
import { rideRow, xlsxFile } from '../../apps/api/src/modules/ride-import/test-support.ts';

/**
 * The ride import bench (issue 16: 10,000 rows, goal ≤ 3 s on PostgreSQL): a 10,000-row .xlsx written by
 * exceljs (not timed), imported for a new client — through the running app's `POST /api/orders/import`
 * when run.ts hands over its address and an ADMIN token, else through the import service of an app built
 * on `database` (zip checks, parsing, validation, one transaction with the rides, the record and the
 * e-mail). Answers the rows, the time, the process's peak RSS and CPU time during the import, and the
 * PostgreSQL server's CPU time when it runs on this machine (wall time on a shared machine says little); asserts nothing.
 * Alone: `node --import tsx bench/import-export/import.ts` (PGlite, or DATABASE_URL for PostgreSQL).
 */
export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);

export interface ImportBenchResult {
  rows: number;
  ms: number;
  peakRssMb: number;
  /** CPU time of this process (user + system) during the import: less sensitive to a busy machine than `ms`. */
  cpuMs: number;
  /**
   * CPU time of the PostgreSQL server processes serving this database during the import (read from /proc when
   * the server runs on this machine); undefined for PGlite (inside `cpuMs`) or a server elsewhere.
   */
  serverCpuMs?: number;
}

type Context = Database | { database: Database; address?: string; adminToken?: string };

/** User + system CPU of the server processes (backends) connected to the database, in ms; undefined when unreadable. */
async function serverCpu(database: Database): Promise<Map<number, number> | undefined> {
  if (database.kind !== 'postgres') return undefined;
  const result = (await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as {
    rows: { pid: number }[];
  };
  const ticks = new Map<number, number>();
  for (const { pid } of result.rows) {
    try {
      // /proc/<pid>/stat: fields 14 and 15 (utime, stime) in clock ticks (100 a second on Linux), after the `(comm)`.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      return undefined; // not this machine's process
    }
  }
  return ticks;
}

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function insertUser(database: Database, role: 'ADMIN' | 'CUSTOMER') {
  const [row] = await database.db
    .insert(users)
    .values({
      name: `Bench ${role.toLowerCase()}`,
      email: `bench-import-${role.toLowerCase()}-${stamp()}@vozka.test`,
      roles: [role],
      status: 'ACTIVE',
    })
    .returning();
  if (!row) throw new Error(`no ${role}`);
  return row;
}

/** Over the running app: the multipart upload as a browser sends it. */
async function overHttp(address: string, token: string, customerId: number, file: Buffer): Promise<void> {
  const form = new FormData();
  form.append('customerId', String(customerId));
  form.append('file', new Blob([new Uint8Array(file)]), 'bench-rides.xlsx');
  const res = await fetch(`${address}/api/orders/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`import: ${res.status} ${(await res.text()).slice(0, 500)}`);
}

/** Through the service of an app built on the database (its job queue, no workers). */
async function overService(database: Database, customerId: number, file: Buffer, run: (work: () => Promise<void>) => Promise<void>) {
  const app = await buildApp({
    config: { publicUrl: 'http://127.0.0.1', logLevel: 'error', webDist: '/nonexistent', trustProxy: false },
    database,
    mailer: fileMailer({ dir: path.join(os.tmpdir(), 'vozka-bench-mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
    jobs: { workers: false, maintenance: false },
  });
  try {
    const admin = await insertUser(database, 'ADMIN');
    const service = createRideImportService({ database, jobs: app.jobs, clock: { now: () => new Date() }, publicUrl: 'http://127.0.0.1' });
    await run(async () => {
      await service.importFile(
        { id: admin.id, roles: admin.roles, fleetManagerId: null },
        { customerId: String(customerId), file: { name: 'bench-rides.xlsx', data: file } },
        'en',
      );
    });
  } finally {
    await app.close();
  }
}

export async function benchImport(context: Context): Promise<ImportBenchResult> {
  const database = 'db' in context ? context : context.database;
  const customer = await insertUser(database, 'CUSTOMER');
  const file = await xlsxFile(
    Array.from({ length: IMPORT_ROWS }, (_, i) => rideRow(i, { clientNote: `bench ${stamp()}`, flightNumber: `OK ${i % 1000}` })),
  );

  let peak = 0;
  let ms = 0;
  let cpuMs = 0;
  let serverCpuMs: number | undefined;
  const measure = async (work: () => Promise<void>) => {
    const serverBefore = await serverCpu(database);
    global.gc?.();
    peak = process.memoryUsage.rss();
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
    const started = performance.now();
    const cpu = process.cpuUsage();
    try {
      await work();
    } finally {
      ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      cpuMs = (used.user + used.system) / 1000;
      clearInterval(sampler);
    }
    const serverAfter = await serverCpu(database);
    if (serverBefore && serverAfter) serverCpuMs = [...serverAfter].reduce((sum, [pid, ms]) => sum + ms - (serverBefore.get(pid) ?? 0), 0);
  };
  if (!('db' in context) && context.address && context.adminToken) {
    const { address, adminToken } = context;
    await measure(() => overHttp(address, adminToken, customer.id, file));
  } else {
    await overService(database, customer.id, file, measure);
  }
  const imported = await database.db.select({ id: rides.id }).from(rides).where(eq(rides.customerId, customer.id));
  if (imported.length !== IMPORT_ROWS) throw new Error(`imported ${imported.length} rides, expected ${IMPORT_ROWS}`);
  const result = {
    rows: IMPORT_ROWS,
    ms: Math.round(ms),
    peakRssMb: Math.round(peak / 1024 / 1024),
    cpuMs: Math.round(cpuMs),
    serverCpuMs,
  };
  console.log(
    `\nimport of ${IMPORT_ROWS.toLocaleString('en')} rows (${(file.length / 1024).toFixed(0)} KiB .xlsx): ${(result.ms / 1000).toFixed(2)} s, ` +
      `peak RSS ${result.peakRssMb} MB ${result.ms <= 3000 ? '(within' : '(OVER'} the goal ≤ 3 s); this process's CPU ${(result.cpuMs / 1000).toFixed(2)} s, ` +
      `${serverCpuMs === undefined ? '' : `PostgreSQL's CPU ${(serverCpuMs / 1000).toFixed(2)} s, `}load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-import-'));
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  try {
    await benchImport(database);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
