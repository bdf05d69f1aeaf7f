import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { eq } from 'drizzle-orm';
import { emailSchema, newPasswordSchema, translate } from '@vozka/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../shared/password-hasher.ts';
import { findUserByEmail } from '../modules/auth/auth.repository.ts';

/**
 * `npm run create-admin -- --email you@company.cz --name "Your Name"` makes the first ADMIN on a
 * production database (the password is read from ADMIN_PASSWORD or asked for). An existing account with
 * that e-mail is made an active ADMIN with the new password.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const email = emailSchema.parse(values.email ?? (await rl.question('E-mail: ')));
  const name = (values.name ?? (await rl.question('Name: '))).trim() || 'Administrator';
  const passwordInput = process.env.ADMIN_PASSWORD ?? (await rl.question('Password (at least 8 characters): '));
  rl.close();
  const password = newPasswordSchema.safeParse(passwordInput);
  if (!password.success) throw new Error(translate('PASSWORD_TOO_SHORT', 'en', { min: 8 }));

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const passwordHash = await hashPassword(password.data);
    const id = await database.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        const roles = [...new Set([...existing.roles, 'ADMIN'])];
        await tx.update(users).set({ passwordHash, status: 'ACTIVE', roles, updatedAt: new Date() }).where(eq(users.id, existing.id));
        return existing.id;
      }
      const [row] = await tx
        .insert(users)
        .values({ email, name, passwordHash, roles: ['ADMIN'], status: 'ACTIVE' })
        .returning({ id: users.id });
      return row?.id;
    });
    console.log(`Admin ${email} is ready (user id ${id}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(process.env.DEBUG ? err : err instanceof Error ? err.message : err);
  process.exit(1);
});
