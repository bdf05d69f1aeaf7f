import os from 'node:os';
import { and, count, eq, inArray, not } from 'drizzle-orm';
import { deliveries, rides } from '../../apps/api/src/db/schema/index.ts';
import { smtpMailer } from '../../apps/api/src/adapters/mail/mailer.ts';
import { startMailCatcher } from '../../apps/api/src/test/mail-catcher.ts';
import { startDemoApp } from '../demo-app.ts';

/**
 * `npm run bench:notifications` (issue 14): CHANGES ride saves through the API within a minute, each one
 * queueing e-mails to the ride's people; the queue's workers deliver them to a real SMTP server on
 * loopback. Prints the time to drain and the API's p99 while the queue drains against the p99 before it.
 * Asserts nothing about time. PGlite by default, DATABASE_URL for PostgreSQL.
 */
const CHANGES = Number(process.env.CHANGES ?? 1000);
const PROBE_SECONDS = Number(process.env.PROBE_SECONDS ?? 10);

const catcher = await startMailCatcher();
const mailer = smtpMailer({ url: catcher.url, from: 'Vozka <bench@vozka.test>' });
const { database, address, token, close } = await startDemoApp({ prefix: 'vozka-bench-mail-', mailer });
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

// The rides to change: the demo's open rides (every save notifies their customer and passenger at least).
const open = await database.db
  .select({ id: rides.id })
  .from(rides)
  .where(not(inArray(rides.status, ['DONE', 'NOT_ARRIVED', 'CANCELED_BY_CLIENT', 'CANCELED_BY_DRIVER', 'DELETED'])));
const ids = open.map((r) => r.id);
if (ids.length === 0) throw new Error('the demo seed has no open ride');

/** Latencies of a read every screen makes (a page of rides), 4 at a time, until `stop()` says so. */
function probe() {
  const latencies: number[] = [];
  let running = true;
  const loops = Array.from({ length: 4 }, async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${address}/api/orders?page=0&size=20`, { headers: { authorization: headers.authorization } });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return { n: sorted.length, p50: at(0.5), p99: at(0.99) };
    },
  };
}

const pending = async () => (await database.db.select({ n: count() }).from(deliveries).where(eq(deliveries.status, 'PENDING')))[0]?.n ?? 0;

console.log(`database: ${database.kind}; ${os.cpus().length} cores; ${ids.length} open rides; ${CHANGES} changes`);
const idle = probe();
await new Promise((resolve) => setTimeout(resolve, PROBE_SECONDS * 1000));
const before = await idle.stop();
console.log(`API p99 before: ${before.p99} ms (p50 ${before.p50} ms, ${before.n} requests in ${PROBE_SECONDS} s)`);

// The API while the saves are made and the queue delivers.
const busy = probe();

// CHANGES saves spread over (at most) a minute, 8 at a time.
const started = Date.now();
let next = 0;
let failed = 0;
const interval = 60_000 / CHANGES;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < CHANGES) {
      const i = next++;
      const wait = started + i * interval - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const id = ids[i % ids.length]!;
      const res = await fetch(`${address}/api/orders/${id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ clientNote: `Bench change ${i}`, dispatchingNote: `Bench ${i}` }),
      });
      if (!res.ok) failed++;
    }
  }),
);
const written = Date.now();
const saving = await busy.stop();
const draining = probe();
const queued = (await database.db.select({ n: count() }).from(deliveries))[0]?.n ?? 0;
console.log(`${CHANGES} saves in ${((written - started) / 1000).toFixed(1)} s (${failed} failed); ${queued} deliveries queued so far`);

let drained: number;
for (;;) {
  const left = await pending();
  const jobsLeft = (
    await database.executor.executeSql(
      `select count(*)::int as n from pgboss.job where name in ('ride-event', 'deliver') and state in ('created', 'retry', 'active')`,
    )
  ).rows[0] as { n: number };
  if (left === 0 && jobsLeft.n === 0) {
    drained = Date.now();
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
const during = await draining.stop();
const sent =
  (
    await database.db
      .select({ n: count() })
      .from(deliveries)
      .where(and(eq(deliveries.status, 'SENT')))
  )[0]?.n ?? 0;
console.log(
  `drained ${sent} e-mails ${((drained - written) / 1000).toFixed(1)} s after the last save (${((drained - started) / 1000).toFixed(1)} s from the first); SMTP server received ${catcher.messages.length}`,
);
const change = (p99: number) => (before.p99 > 0 ? `${p99 >= before.p99 ? '+' : ''}${Math.round((p99 / before.p99 - 1) * 100)} %` : 'n/a');
console.log(
  `API p99 while saving (queue delivering meanwhile): ${saving.p99} ms (p50 ${saving.p50} ms, ${saving.n} requests), ${change(saving.p99)} against before`,
);
console.log(
  `API p99 while the queue drains after the saves: ${during.p99} ms (p50 ${during.p50} ms, ${during.n} requests), ${change(during.p99)} against before`,
);
await close();
mailer.close();
await catcher.close();
