import os from 'node:os';
import { measureThroughput } from './throughput.ts';
import { measureStart } from './start.ts';

/**
 * `npm run bench:api-overhead` (and a section of `npm run bench`): the API's overhead per request, its
 * start and its memory, each as a ratio of a bare Fastify baseline measured in the same run (goals and
 * design: docs/performance.md). Asserts nothing; on a loaded machine the ratios are noisy, the absolute
 * figures more so.
 */
export async function apiOverheadReport(): Promise<string> {
  const throughput = await measureThroughput();
  const start = await measureStart();
  const [bare, ...app] = start;
  const lines = [
    `## API overhead, start and memory`,
    '',
    `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the end; database: ${throughput.database}; autocannon ${process.env.BENCH_CLIENT === 'worker' ? 'in a worker thread' : 'in the bench process'}.`,
    '',
    '| Requests (autocannon, 10 connections) | req/s | ratio to bare | goal |',
    '| --- | ---: | ---: | --- |',
    ...throughput.rows.map((r, i) => `| ${r.name} | ${Math.round(r.rps)} | ${r.ratio.toFixed(2)} | ${i === 1 ? '≥ 0.90' : ''} |`),
    '',
    `The trivial route against the bare hello with the same headers: about ${(throughput.rows[1]!.ratio / throughput.rows[2]!.ratio).toFixed(2)} (the ratio of the two medians).`,
    '',
    '| Process | start to healthy | ratio | RSS idle | ratio | goal |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    `| ${bare!.name} | ${bare!.startMs} ms | 1.00 | ${bare!.rssMb} MB | 1.00 | |`,
    ...app.map(
      (r, i) =>
        `| ${r.name} | ${r.startMs} ms | ${(r.startMs / bare!.startMs).toFixed(2)} | ${r.rssMb} MB | ${(r.rssMb / bare!.rssMb).toFixed(2)} | ${i === 0 ? '≤ 800 ms, ≤ 350 MB' : 'documented'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await apiOverheadReport());
