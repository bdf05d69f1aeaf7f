import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users, type NewUserRow } from '../schema/index.ts';
import { hashPassword } from '../../shared/password-hasher.ts';
import { seedDemoRides } from './rides.ts';
import { seedDemoPayments } from './payments.ts';
import { seedDemoPricing } from './pricing.ts';

export const DEMO_PASSWORD = 'Vozka-demo-2026';

/** One demo account per role (README lists them). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.vozka.cz', name: 'Alena Dispečerová', roles: ['ADMIN'], phone: '+420 601 000 001' },
  {
    email: 'fleet@demo.vozka.cz',
    name: 'František Flotila',
    roles: ['FLEET_MANAGER'],
    phone: '+420 601 000 002',
    companyName: 'Flotila Praha s.r.o.',
    companyId: '12345678',
  },
  { email: 'driver@demo.vozka.cz', name: 'David Řidič', roles: ['DRIVER'], phone: '+420 601 000 003' },
  { email: 'customer@demo.vozka.cz', name: 'Klára Zákaznice', roles: ['CUSTOMER'], phone: '+420 601 000 004', type: 'CUSTOMER_RECURRING' },
  { email: 'passenger@demo.vozka.cz', name: 'Petr Cestující', roles: ['PASSENGER'], phone: '+420 601 000 005' },
] as const;

/**
 * Seeds the demo data when the database has no users yet; answers whether it seeded. Runs in one
 * transaction, so a failed seed leaves an empty database that the next start seeds again. The rides
 * (and the people and vehicles they need) are a fortnight around `now` (seed/rides.ts).
 */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a): NewUserRow => ({
          ...a,
          roles: [...a.roles],
          passwordHash,
          status: 'ACTIVE',
          language: 'cs',
        })),
      )
      .returning({ id: users.id, email: users.email });
    const fleet = inserted.find((u) => u.email === 'fleet@demo.vozka.cz');
    if (fleet)
      await tx
        .update(users)
        .set({ fleetManagerId: fleet.id })
        .where(sql`${users.email} = 'driver@demo.vozka.cz'`);
    await seedDemoRides(tx, now);
    await seedDemoPayments(tx, now);
    await seedDemoPricing(tx);
  });
  return true;
}
