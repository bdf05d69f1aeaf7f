import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { invoiceLines, rides, rideStops, users } from '../../apps/api/src/db/schema/index.ts';
import { createInvoicesService } from '../../apps/api/src/modules/invoices/invoices.service.ts';

/**
 * `npm run bench:billing:monthly` (issue 15): the monthly consolidated invoices for CUSTOMERS recurring
 * customers with RIDES finished rides each in October 2026, through the invoices service (one transaction
 * per customer, as `POST /api/invoices/monthly`). Prints the time and memory; asserts nothing about time.
 * PGlite by default, DATABASE_URL for PostgreSQL.
 */
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 200);
const RIDES = Number(process.env.RIDES ?? 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-bench-billing-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await database.migrate();
const { db } = database;

const [admin] = await db
  .insert(users)
  .values({ name: 'Bench Admin', email: `bench-admin-${Date.now()}@vozka.test`, roles: ['ADMIN'], status: 'ACTIVE' })
  .returning();
if (!admin) throw new Error('no admin');
const customers = await db
  .insert(users)
  .values(
    Array.from({ length: CUSTOMERS }, (_, i) => ({
      name: `Zákazník ${i + 1}`,
      email: `bench-customer-${Date.now()}-${i}@vozka.test`,
      roles: ['CUSTOMER'],
      status: 'ACTIVE',
      type: 'CUSTOMER_RECURRING',
      companyName: `Firma ${i + 1} s.r.o.`,
      companyId: String(10_000_000 + i),
      companyTin: `CZ${10_000_000 + i}`,
      street: `Dlouhá ${i + 1}`,
      city: 'Praha 1',
      zipCode: '110 00',
    })),
  )
  .returning({ id: users.id });
for (const [c, customer] of customers.entries()) {
  const rows = await db
    .insert(rides)
    .values(
      Array.from({ length: RIDES }, (_, r) => {
        const date = new Date(Date.UTC(2026, 9, 1 + ((c + r) % 30), 8 + (r % 10)));
        return {
          secretIdent: `bench-${c}-${r}-${Date.now()}`,
          status: r % 7 === 6 ? 'NOT_ARRIVED' : 'DONE',
          date,
          busyUntil: new Date(date.getTime() + 3_600_000),
          customerId: customer.id,
          clientPrice: 50_000 + ((c * 31 + r * 17) % 200) * 1_00 + (r % 3),
          paymentType: 'INVOICE',
        };
      }),
    )
    .returning({ id: rides.id });
  await db.insert(rideStops).values(
    rows.flatMap((ride) => [
      { rideId: ride.id, position: 0, address: 'Letiště Václava Havla, Praha 6' },
      { rideId: ride.id, position: 1, address: 'Náměstí Míru 15, Praha 2' },
    ]),
  );
}

const service = createInvoicesService({ database, clock: { now: () => new Date('2026-11-02T08:00:00Z') } });
global.gc?.();
const before = process.memoryUsage();
const t0 = performance.now();
const { objects } = await service.issueMonthly({ id: admin.id, roles: ['ADMIN'] }, '2026-10');
const ms = performance.now() - t0;
const after = process.memoryUsage();
const [lines] = await db.select({ n: count() }).from(invoiceLines);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(`database: ${database.kind}; ${os.cpus().length} cores; ${CUSTOMERS} recurring customers × ${RIDES} rides`);
console.log(
  `monthly run: ${objects.length} invoices, ${lines?.n ?? 0} lines, ${objects[0]?.number ?? '-'} … ${objects.at(-1)?.number ?? '-'}`,
);
console.log(`time: ${Math.round(ms)} ms (${(ms / Math.max(1, objects.length)).toFixed(1)} ms per invoice)`);
console.log(
  `memory: heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB, rss ${mb(before.rss)} → ${mb(after.rss)} MB, peak rss ${mb(process.resourceUsage().maxRSS * 1024)} MB`,
);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
