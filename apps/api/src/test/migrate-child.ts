import { openPostgres } from '../db/client.ts';

/**
 * One "instance start" of the migration lock test (db/migrate-lock.test.ts): opens the database of
 * argv[2], says `ready`, migrates when told `go` on stdin, says `done` and exits 0 (1 on failure).
 */
const database = await openPostgres(process.argv[2]!, { max: 2 });
await database.ping();
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
try {
  await database.migrate();
  process.stdout.write('done\n');
} catch (err) {
  process.stdout.write(`failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  process.stdin.destroy();
}
