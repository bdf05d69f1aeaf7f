// The flakiness check (README, "Tests"): the Vitest suites RUNS times in a row (default 5) while LOAD
// busy processes (default one per core) keep the machine loaded. Arguments go to `vitest run`, e.g.
// `npm run test:repeat -- --project api --project web`. Every run is made; the exit code is 1 if any failed.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.env.RUNS ?? 5);
const burners = Number(process.env.LOAD ?? os.availableParallelism());
const vitest = path.resolve(import.meta.dirname, '../node_modules/.bin/vitest');
const args = process.argv.slice(2);

const load = Array.from({ length: burners }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoad = () => {
  for (const p of load) p.kill();
};
process.on('exit', stopLoad);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const failed = [];
for (let i = 1; i <= runs; i++) {
  console.log(`\n== run ${i} of ${runs} (load: ${burners} busy processes) ==`);
  const started = Date.now();
  const result = spawnSync(vitest, ['run', ...args], { stdio: 'inherit' });
  console.log(`== run ${i}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ==`);
  if (result.status !== 0) failed.push(i);
}
stopLoad(); // the busy processes would keep this one alive
console.log(failed.length ? `\n${failed.length} of ${runs} runs failed: ${failed.join(', ')}` : `\nAll ${runs} runs passed under load.`);
process.exitCode = failed.length ? 1 : 0;
