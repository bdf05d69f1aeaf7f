import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite } from './client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { DEMO_PEOPLE } from './seed/rides-data.ts';
import { users } from './schema/index.ts';
import { verifyPassword } from '../shared/password-hasher.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vozka-pglite-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('migrates, seeds the demo once, and keeps every row across a restart', async () => {
    const first = await openPglite({ dataDir: path.join(dir, 'pglite') });
    await first.migrate();
    expect(await seedDemo(first.db)).toBe(true);
    await first.db.insert(users).values({ name: 'Kept Row', email: 'kept@example.test', roles: ['CUSTOMER'] });
    await first.close();

    const second = await openPglite({ dataDir: path.join(dir, 'pglite') });
    await second.migrate(); // applying migrations again is a no-op
    expect(await seedDemo(second.db)).toBe(false);
    const rows = await second.db.select().from(users).orderBy(users.id);
    expect(rows.map((r) => r.email)).toEqual([
      ...DEMO_ACCOUNTS.map((a) => a.email),
      ...DEMO_PEOPLE.map((p) => p.email),
      'kept@example.test',
    ]);
    const admin = rows.find((r) => r.email === 'admin@demo.vozka.cz')!;
    expect(admin).toMatchObject({ status: 'ACTIVE', roles: ['ADMIN'] });
    expect(await verifyPassword(admin.passwordHash!, DEMO_PASSWORD)).toBe(true);
    const driver = rows.find((r) => r.email === 'driver@demo.vozka.cz')!;
    const fleet = rows.find((r) => r.email === 'fleet@demo.vozka.cz')!;
    expect(driver.fleetManagerId).toBe(fleet.id);
    const [counted] = await second.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(counted?.n).toBe(DEMO_ACCOUNTS.length + DEMO_PEOPLE.length + 1);
    await second.close();
  }, 90_000); // two PGlite starts and the demo seed: slow on a busy 2-core machine
});
