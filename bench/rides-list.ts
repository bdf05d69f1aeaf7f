import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { formatPragueFilterDate } from '@vozka/domain';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { fileMailer } from '../apps/api/src/adapters/mail/mailer.ts';

/**
 * `npm run bench:rides`: `GET /api/orders` on a million rides. Fills a fresh database (a new database on the
 * PostgreSQL server of `DATABASE_URL`, else PGlite in a temporary directory) with 1,000,000 rides of two
 * stops each, in bulk SQL (`INSERT … SELECT generate_series`), then per filter of the rides list:
 *   - the app through HTTP: one request at a time (p50/p95), and autocannon with 10 connections (req/s,
 *     p50/p95/p99 from every response's own latency, so p95 is exact);
 *   - the very SQL statements the app ran for that request (captured from the driver), run directly one
 *     after another (p50/p95 of their sum);
 *   - EXPLAIN ANALYZE of those statements: which index each one uses (full plans in .tmp/).
 * Prints a table; asserts nothing about time. Settings: BENCH_RIDES (1000000), BENCH_SECONDS (8),
 * BENCH_KEEP=1 keeps the PostgreSQL database (its name is printed).
 */
const RIDES = Number(process.env.BENCH_RIDES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const KEEP = process.env.BENCH_KEEP === '1';
const DRIVERS = 200; // 180 in 18 fleets of 10, 20 without a fleet
const FLEETS = 18;
const CUSTOMERS = 2000; // one passenger each
const SLOT_HOURS = 4; // each driver's rides follow each other 4 h apart, so none overlap
const BATCH = 100_000;

// ---------------------------------------------------------------------------------------------------
// A fresh database

interface Fresh {
  database: Database;
  label: string;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<Fresh> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `vozka_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openPostgres(target.toString(), { max: 12 });
    return {
      database,
      label: `PostgreSQL (${name})`,
      async drop() {
        await database.close();
        if (KEEP) return console.log(`kept database ${name}`);
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-rides-'));
  const database = await openPglite({ dataDir: path.join(dir, 'pglite') });
  return {
    database,
    label: 'PGlite',
    async drop() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The driver's query function: the bench runs SQL through it and captures what the app runs

interface Statement {
  text: string;
  params: unknown[];
}
interface QueryClient {
  query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

function driverOf(database: Database) {
  const client = (database.db as unknown as { $client: QueryClient }).$client;
  const original = client.query.bind(client);
  let captured: Statement[] | null = null;
  let pending = 0;
  client.query = async (...args: unknown[]) => {
    if (captured) {
      const [first, params] = args as [string | { text: string }, unknown[] | undefined];
      captured.push({ text: typeof first === 'string' ? first : first.text, params: params ?? [] });
    }
    pending += 1;
    try {
      return await original(...args);
    } finally {
      pending -= 1;
    }
  };
  return {
    run: (text: string, params: unknown[] = []) => original(text, params),
    /** Waits until the app has no query running (autocannon stops before the server has answered everything). */
    async idle(): Promise<void> {
      for (let quiet = 0; quiet < 3; ) {
        await new Promise((r) => setTimeout(r, 50));
        quiet = pending === 0 ? quiet + 1 : 0;
      }
    },
    /** The statements `work` makes the app run. */
    async capture(work: () => Promise<void>): Promise<Statement[]> {
      captured = [];
      try {
        await work();
        return captured;
      } finally {
        captured = null;
      }
    },
  };
}
type Driver = ReturnType<typeof driverOf>;

// ---------------------------------------------------------------------------------------------------
// Bulk data

const ADDRESSES = [
  'Letiště Václava Havla Praha, Terminál 1, Aviatická, 161 00 Praha 6',
  'Letiště Václava Havla Praha, Terminál 2, Aviatická, 161 00 Praha 6',
  'Praha hlavní nádraží, Wilsonova 300/8, 120 00 Praha 2',
  'Václavské náměstí 1, 110 00 Praha 1',
  'Staroměstské náměstí 1, 110 00 Praha 1',
  'Pražský hrad, Hradčany, 119 08 Praha 1',
  'Kongresové centrum Praha, 5. května 1640/65, 140 00 Praha 4',
  'Hotel Paříž, U Obecního domu 1080/1, 110 00 Praha 1',
  'Hotel Hilton Prague, Pobřežní 311/1, 186 00 Praha 8',
  'Hotel InterContinental, Pařížská 43/30, 110 00 Praha 1',
  'O2 arena, Českomoravská 2345/17, 190 00 Praha 9',
  'Národní 339/25, 110 00 Praha 1',
  'Vinohradská 1511/230, 100 00 Praha 10',
  'Grandhotel Pupp, Mírové náměstí 2, 360 01 Karlovy Vary',
  'Výstaviště Brno, Výstaviště 405/1, 603 00 Brno',
];

async function idsOf(driver: Driver, emailPrefix: string): Promise<number[]> {
  const { rows } = await driver.run(`select id from users where email like $1 order by id`, [`${emailPrefix}%`]);
  return rows.map((r) => Number(r.id));
}

/** Indexes and the exclusion constraint are dropped while loading and made again from their own definitions. */
async function withoutIndexes(driver: Driver, work: () => Promise<void>) {
  const { rows: indexes } = await driver.run(`
    select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename in ('rides', 'ride_stops')
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  const { rows: constraints } = await driver.run(`
    select conname as name, conrelid::regclass::text as tbl, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'rides'::regclass and contype = 'x'`);
  for (const c of constraints) await driver.run(`alter table ${String(c.tbl)} drop constraint ${String(c.name)}`);
  for (const i of indexes) await driver.run(`drop index ${String(i.name)}`);
  await work();
  for (const i of indexes) await driver.run(String(i.def));
  // Made again, the constraint checks every loaded ride: no driver holds two overlapping active rides.
  for (const c of constraints) await driver.run(`alter table ${String(c.tbl)} add constraint ${String(c.name)} ${String(c.def)}`);
}

async function load(driver: Driver, now: Date): Promise<{ drivers: number[]; fleets: number[]; customers: number[] }> {
  const hash = `(select password_hash from users where email = 'admin@demo.vozka.cz')`;
  await driver.run(`
    insert into users (name, email, password_hash, roles, status, language, company_name, company_id)
    select 'Flotila ' || g, 'bench-fleet-' || lpad(g::text, 3, '0') || '@bench.vozka.test', ${hash}, '{FLEET_MANAGER}', 'ACTIVE', 'cs',
           'Flotila ' || g || ' s.r.o.', lpad((10000000 + g)::text, 8, '0')
      from generate_series(1, ${FLEETS}) g`);
  const fleets = await idsOf(driver, 'bench-fleet-');
  await driver.run(
    `insert into users (name, email, password_hash, roles, status, language, fleet_manager_id, phone)
     select 'Řidič ' || g, 'bench-driver-' || lpad(g::text, 3, '0') || '@bench.vozka.test', ${hash}, '{DRIVER}', 'ACTIVE', 'cs',
            case when g <= ${FLEETS * 10} then ($1::int[])[1 + (g - 1) / 10] end, '+420 700 ' || lpad(g::text, 6, '0')
       from generate_series(1, ${DRIVERS}) g`,
    [fleets],
  );
  const drivers = await idsOf(driver, 'bench-driver-');
  await driver.run(`
    insert into users (name, email, roles, status, language, type)
    select 'Zákazník ' || g, 'bench-customer-' || lpad(g::text, 4, '0') || '@bench.vozka.test', '{CUSTOMER}', 'ACTIVE', 'cs', 'CUSTOMER_RECURRING'
      from generate_series(1, ${CUSTOMERS}) g`);
  const customers = await idsOf(driver, 'bench-customer-');
  await driver.run(
    `insert into users (name, email, roles, status, language, client_id)
     select 'Cestující ' || g, 'bench-passenger-' || lpad(g::text, 4, '0') || '@bench.vozka.test', '{PASSENGER}', 'ACTIVE', 'cs', ($1::int[])[g]
       from generate_series(1, ${CUSTOMERS}) g`,
    [customers],
  );
  const passengers = await idsOf(driver, 'bench-passenger-');
  const admin = Number((await driver.run(`select id from users where email = 'admin@demo.vozka.cz'`)).rows[0]!.id);

  // Ride g: driver slot g % DRIVERS, every SLOT_HOURS from two years ago (about 100 days ahead at the end).
  const start = new Date(now.getTime() - 730 * 86_400_000);
  await withoutIndexes(driver, async () => {
    for (let from = 1; from <= RIDES; from += BATCH) {
      const to = Math.min(RIDES, from + BATCH - 1);
      const before = Number((await driver.run('select coalesce(max(id), 0) as id from rides')).rows[0]!.id);
      await driver.run(
        `with base as (
           select g, abs(hashint4(g)) as h, abs(hashint4(g + 1000003)) as h2, g % ${DRIVERS} as d,
                  $1::timestamptz + (g / ${DRIVERS}) * interval '${SLOT_HOURS} hours' + (abs(hashint4(g)) % 7) * interval '5 minutes' as date
             from generate_series($3::int, $4::int) g
         ), st as (
           select base.*, h % 100 as p,
                  case when date < $2::timestamptz - interval '4 hours' then
                         case when h % 100 < 85 then 'DONE' when h % 100 < 92 then 'CANCELED_BY_CLIENT' when h % 100 < 95 then 'NOT_ARRIVED'
                              when h % 100 < 97 then 'CANCELED_BY_DRIVER' else 'DELETED' end
                       else
                         case when h % 100 < 40 then 'PLANNED' when h % 100 < 60 then 'ACCEPTED_BY_DRIVER' when h % 100 < 75 then 'NEW'
                              when h % 100 < 85 then 'UNCONFIRMED' else 'FREE' end
                  end as status,
                  65000 + (h2 % 3850) * 100 as client_price
             from base
         )
         insert into rides (secret_ident, status, ride_type, to_and_back, date, busy_until, persons, customer_id, passenger_id,
                            driver_id, fleet_manager_id, driver_price, client_price, payment_type, paid, flight_number,
                            created_by, created_at, updated_at, seen_at)
         select md5('s' || g) || md5('t' || g), status, 'TRANSFER', h2 % 10 = 0, date,
                date + case when h2 % 10 = 0 then interval '180 minutes' else interval '90 minutes' end,
                1 + h2 % 4, ($5::int[])[1 + h2 % ${CUSTOMERS}], ($6::int[])[1 + h2 % ${CUSTOMERS}],
                case when status in ('NEW', 'FREE', 'UNCONFIRMED', 'DELETED') then null else ($7::int[])[d + 1] end,
                case when status in ('NEW', 'FREE', 'DELETED') then null else ($8::int[])[1 + d / 10] end,
                round(client_price * 0.007) * 100, client_price,
                (array['INVOICE', 'CASH_DRIVER', 'CARD', 'ONLINE'])[1 + h % 4], status = 'DONE' and h % 5 <> 0,
                case when h2 % 3 = 0 then (array['OK', 'FR', 'W6', 'QS', 'LH'])[1 + h % 5] || (100 + h2 % 4900) end,
                $9::int, date - interval '2 days', date - interval '1 day', date - interval '47 hours'
           from st`,
        // A driver slot past the 18 fleets reads fleets[19 or 20]: null, a driver without a fleet.
        [start, now, from, to, customers, passengers, drivers, fleets, admin],
      );
      await driver.run(
        `insert into ride_stops (ride_id, position, address)
         select r.id, p.position, ($1::text[])[1 + abs(hashint4(r.id * 2 + p.position)) % ${ADDRESSES.length}]
           from rides r cross join (values (0), (1)) as p(position)
          where r.id > $2`,
        [ADDRESSES, before],
      );
      process.stdout.write(`\r  loaded ${to.toLocaleString('en')} rides`);
    }
    process.stdout.write('\n  indexes and the no-overlap constraint …\n');
  });
  await driver.run('vacuum analyze rides');
  await driver.run('vacuum analyze ride_stops');
  await driver.run('vacuum analyze users');
  return { drivers, fleets, customers };
}

// ---------------------------------------------------------------------------------------------------
// Measuring

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 10 ? v.toFixed(1) : Math.round(v).toString());

/** Runs `once` one call at a time for `seconds` (at least 5 calls, at most `max`); answers sorted durations in ms. */
async function sequential(once: () => Promise<void>, seconds: number, max: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (times.length < 5 || (performance.now() < until && times.length < max)) {
    const t = performance.now();
    await once();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

async function loadTest(url: string, token: string) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, headers: { authorization: `Bearer ${token}` }, connections: 10, duration: SECONDS }, (err, res) =>
      err ? reject(err as Error) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures: result.errors + result.non2xx + result.timeouts,
  };
}

/** Index use of a plan, one line: `Index Scan Backward using rides_date_idx`, `Seq Scan on rides`, sorts. */
function planSummary(plan: string): string {
  const found = new Set<string>();
  for (const line of plan.split('\n')) {
    const m =
      /(Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/.exec(line) ??
      /(Seq Scan) on (\w+)/.exec(line) ??
      /(?:^|->\s+)((?:Incremental )?Sort)\s+\(/.exec(line);
    // The joins to users and vehicles go by primary key, the stops by their (ride, position) index: not shown.
    if (m && !/^(users|vehicles|ride_stops_ride_position_idx)/.test(m[2] ?? '')) found.add(m[2] ? `${m[1]} ${m[2]}` : m[1]!);
  }
  return [...found].join(', ');
}

// ---------------------------------------------------------------------------------------------------

const now = new Date();
const fresh = await freshDatabase();
const driver = driverOf(fresh.database);
console.log(`${fresh.label}; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
await fresh.database.migrate();
await seedDemo(fresh.database.db, now);
const t = performance.now();
console.log(`loading ${RIDES.toLocaleString('en')} rides with 2 stops each …`);
const people = await load(driver, now);
console.log(`  took ${((performance.now() - t) / 1000).toFixed(0)} s`);

const app = await buildApp({
  config: { publicUrl: 'http://127.0.0.1', logLevel: 'silent', webDist: '/nonexistent', trustProxy: false },
  database: fresh.database,
  mailer: fileMailer({ dir: path.join(os.tmpdir(), 'vozka-bench-mail'), from: 'bench@vozka', logger: { info: () => undefined } }),
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${address}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return res.text();
}
const adminToken = await tokenOf('admin@demo.vozka.cz');
const fleetToken = await tokenOf('bench-fleet-001@bench.vozka.test');

const probe = await fetch(`${address}/api/orders?size=1`, { headers: { authorization: `Bearer ${adminToken}` } });
if (probe.status === 404) {
  console.log('GET /api/orders is not there yet: only the bare SQL half could run (see docs/api/rides.md).');
}

const week = (days: number) => formatPragueFilterDate(new Date(now.getTime() + days * 86_400_000));
const scenarios: { name: string; query: string; token?: string }[] = [
  { name: 'no filter (-date)', query: '' },
  { name: 'dateFrom/dateTo: last week', query: `dateFrom=${week(-7)}&dateTo=${week(0)}` },
  { name: 'status=PLANNED', query: 'status=PLANNED' },
  { name: 'status=PLANNED,ACCEPTED_BY_DRIVER', query: 'status=PLANNED,ACCEPTED_BY_DRIVER' },
  { name: 'driverId=X', query: `driverId=${people.drivers[41]}` },
  { name: 'customerId=Y', query: `customerId=${people.customers[17]}` },
  { name: 'page 100 of -date', query: 'page=100&sortBy=-date' },
  { name: 'as FLEET_MANAGER (fleet + pool)', query: '', token: fleetToken },
  { name: 'q=Hilton (search)', query: 'q=Hilton' },
];

const explainFile = path.resolve('.tmp/bench-rides-explain.txt');
fs.mkdirSync(path.dirname(explainFile), { recursive: true });
const explains: string[] = [];
const rows: string[][] = [];
for (const s of scenarios) {
  const url = `${address}/api/orders${s.query ? `?${s.query}` : ''}`;
  const token = s.token ?? adminToken;
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${s.name}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  process.stdout.write(`${s.name} …\n`);
  await driver.idle();
  const statements = (probe.status === 404 ? [] : await driver.capture(get)).filter((st) => /\b(rides|ride_stops)\b/.test(st.text));
  let app1: number[] = [];
  let load10 = { rps: NaN, p50: NaN, p95: NaN, p99: NaN, failures: 0 };
  if (statements.length > 0) {
    app1 = await sequential(get, Math.min(SECONDS, 5), 200);
    load10 = await loadTest(url, token);
    await driver.idle();
  }
  const bare = statements.length > 0 ? await sequential(async () => { for (const st of statements) await driver.run(st.text, st.params); }, Math.min(SECONDS, 5), 500) : [];
  const summaries: string[] = [];
  let matched = '';
  for (const st of statements) {
    const kind = /count\(\*\)/.test(st.text) ? 'count' : /"ride_stops"\."ride_id" in \(/.test(st.text) ? 'stops' : 'list';
    if (kind === 'count') matched = String(Object.values((await driver.run(st.text, st.params)).rows[0] ?? {})[0] ?? '');
    const { rows: plan } = await driver.run(`explain (analyze, buffers) ${st.text}`, st.params);
    const text = plan.map((r) => String(Object.values(r)[0])).join('\n');
    explains.push(`## ${s.name} — ${kind}\n${st.text}\n-- params: ${JSON.stringify(st.params)}\n${text}\n`);
    if (kind !== 'stops') summaries.push(`${kind}: ${planSummary(text)}`);
  }
  rows.push([
    s.name,
    matched === '10001' ? '≥10001' : matched,
    `${ms(percentile(app1, 0.5))} / ${ms(percentile(app1, 0.95))}`,
    Number.isNaN(load10.rps) ? '–' : Math.round(load10.rps).toString(),
    `${ms(load10.p50)} / ${ms(load10.p95)} / ${ms(load10.p99)}`,
    `${ms(percentile(bare, 0.5))} / ${ms(percentile(bare, 0.95))}`,
    summaries.join('; '),
  ]);
  if (load10.failures > 0) console.log(`  ${load10.failures} failed requests`);
}
fs.writeFileSync(explainFile, explains.join('\n'));

const head = ['GET /api/orders', 'matches', 'app 1 conn p50/p95 ms', 'req/s (10 conn)', 'p50/p95/p99 ms (10 conn)', 'bare SQL p50/p95 ms', 'plan'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join(' | ');
console.log(`\n${RIDES.toLocaleString('en')} rides, ${fresh.label}, size 50, ADMIN unless said otherwise`);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(Math.min(w, 60))).join('-|-'));
for (const r of rows) console.log(line(r));
console.log(`\n"bare SQL" = the statements the app ran for the request (count, page, stops) run directly in a row.`);
console.log(`EXPLAIN ANALYZE of every statement: ${explainFile}`);
await app.close();
await fresh.drop();
