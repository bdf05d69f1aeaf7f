import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startDemoApp } from './demo-app.ts';
import { apiOverheadReport } from './api-overhead/run.ts';
import { webReport } from './web/report.ts';
import { positionsReport } from './positions/run.ts';

/**
 * `npm run bench`: the server on a fresh database (PGlite, or DATABASE_URL), loaded from loopback with
 * autocannon. Prints requests/s and latency per scenario; asserts nothing about time.
 */
const { database, address, token, close } = await startDemoApp({ prefix: 'vozka-bench-' });

const scenarios = [
  { name: 'GET /api/health (process and database ping)', path: '/api/health' },
  { name: 'GET /api/ready (database round trip)', path: '/api/ready' },
  { name: 'GET /api/user-details (session lookup)', path: '/api/user-details', headers: { authorization: `Bearer ${token}` } },
];
console.log(`database: ${database.kind}; ${os.cpus().length} cores`);
for (const s of scenarios) {
  const r = await autocannon({ url: address + s.path, headers: s.headers, connections: 10, duration: 5 });
  console.log(
    `${s.name.padEnd(44)} ${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`,
  );
}
await close();

// Benches with a section of their own, each figure a ratio of a baseline measured in the same run; the last
// run's sections are kept in bench/RESULTS.md.
const sections = [await apiOverheadReport(), await positionsSection()];
sections.push(await webReport());
for (const section of sections) console.log(section);
const results = new URL('RESULTS.md', import.meta.url);
writeFileSync(results, ['# Bench results', '', `Run ${new Date().toISOString()}.`, '', ...sections, ...keptSections()].join('\n'));

/**
 * The sections written by hand from benches this run does not repeat (`npm run bench:import-export`, `npm
 * run bench:scale`: they need a PostgreSQL server and Caddy): kept as they are in bench/RESULTS.md.
 */
function keptSections(): string[] {
  if (!existsSync(results)) return [];
  const kept = ['## Ride import and export', '## Scale'];
  return readFileSync(results, 'utf8')
    .split(/^(?=## )/m)
    .filter((section) => kept.some((heading) => section.startsWith(heading)));
}

/** GPS ingest needs PostgreSQL (DATABASE_URL, default on 127.0.0.1); BENCH_POSITIONS=0 leaves it out. */
async function positionsSection(): Promise<string> {
  if (process.env.BENCH_POSITIONS === '0') return '## GPS ingest\n\nNot run (BENCH_POSITIONS=0).\n';
  try {
    return await positionsReport();
  } catch (err) {
    return `## GPS ingest\n\nNot run: ${err instanceof Error ? err.message : String(err)}.\n`;
  }
}
