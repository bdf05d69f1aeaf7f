import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { rides, rideStops, users } from '../../apps/api/src/db/schema/index.ts';
import { createReportsService } from '../../apps/api/src/modules/reports/reports.service.ts';

/**
 * `npm run bench:billing` (issue 15): a customer report over RIDES finished rides (October 2026) through the
 * reports service, as `POST /api/reports` makes it (one transaction: the rides read, the report and its lines
 * written), then its PDF and its xlsx as the downloads render them. Prints the time and the memory of each
 * step; asserts nothing about time. PGlite by default, DATABASE_URL for PostgreSQL.
 */
const RIDES = Number(process.env.RIDES ?? 10_000);
const BATCH = 1000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-report-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await database.migrate();
const { db } = database;
const stamp = Date.now();

const [admin, customer, driver] = await db
  .insert(users)
  .values([
    { name: 'Bench Admin', email: `bench-admin-${stamp}@vozka.test`, roles: ['ADMIN'], status: 'ACTIVE' },
    { name: 'Zákazník Čeněk Šťastný', email: `bench-customer-${stamp}@vozka.test`, roles: ['CUSTOMER'], status: 'ACTIVE' },
    { name: 'Řidič Jiří Dvořák', email: `bench-driver-${stamp}@vozka.test`, roles: ['DRIVER'], status: 'ACTIVE' },
  ])
  .returning();
if (!admin || !customer || !driver) throw new Error('no bench users');

const seeded = performance.now();
for (let start = 0; start < RIDES; start += BATCH) {
  const rows = await db
    .insert(rides)
    .values(
      Array.from({ length: Math.min(BATCH, RIDES - start) }, (_, k) => {
        const r = start + k;
        // Spread over October: one ride every ~4 minutes, the driver never double-booked.
        const date = new Date(Date.UTC(2026, 9, 1) + r * 260_000);
        return {
          secretIdent: `bench-report-${stamp}-${r}`,
          status: r % 9 === 8 ? 'NOT_ARRIVED' : 'DONE',
          date,
          busyUntil: new Date(date.getTime() + 240_000),
          customerId: customer.id,
          driverId: driver.id,
          clientPrice: 45_000 + ((r * 37) % 300) * 100 + (r % 7),
          driverPrice: 35_000 + ((r * 37) % 300) * 80,
          paymentType: r % 4 === 0 ? 'CASH_DRIVER' : 'INVOICE',
        };
      }),
    )
    .returning({ id: rides.id });
  await db.insert(rideStops).values(
    rows.flatMap((ride) => [
      { rideId: ride.id, position: 0, address: 'Letiště Václava Havla, Terminál 1, Praha 6' },
      { rideId: ride.id, position: 1, address: 'Náměstí Míru 15, Praha 2 – Vinohrady' },
    ]),
  );
}
console.log(`${RIDES.toLocaleString('en')} rides seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const service = createReportsService({
  database,
  // Notify is not measured: nothing is queued.
  jobs: { send: () => Promise.resolve(null) },
  clock: { now: () => new Date('2026-11-02T08:00:00Z') },
});
const caller = { id: admin.id, roles: ['ADMIN'] };
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function step<T>(name: string, work: () => Promise<T>, size: (value: T) => string): Promise<T> {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const t0 = performance.now();
  const value = await work();
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peak = Math.max(peak, after.rss);
  console.log(
    `${name.padEnd(28)} ${ms.toFixed(0).padStart(7)} ms   heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB   rss peak ${mb(peak)} MB   ${size(value)}`,
  );
  return value;
}

console.log(`${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${os.cpus().length} cores; node ${process.version}`);
const report = await step(
  'POST /api/reports (customer)',
  () => service.create(caller, { type: 'CUSTOMER_TYPE', userId: customer.id, from: '2026-10-01', to: '2026-10-31' }),
  (r) => `${r.lines.length.toLocaleString('en')} lines, ${r.priceWithVat.toLocaleString('en', { minimumFractionDigits: 2 })} Kč with VAT`,
);
await step(
  'GET /api/reports/{id}',
  () => service.get(caller, report.id),
  (r) => `${(JSON.stringify(r).length / 1024).toFixed(0)} KB of JSON`,
);
await step(
  'GET /api/reports/{id}/pdf',
  () => service.pdf(caller, report.id, 'cs'),
  (f) => `${(f.bytes.length / 1024).toFixed(0)} KB`,
);
await step(
  'GET /api/reports/{id}/xlsx',
  () => service.xlsx(caller, report.id, 'cs'),
  (f) => `${(f.bytes.length / 1024).toFixed(0)} KB`,
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
