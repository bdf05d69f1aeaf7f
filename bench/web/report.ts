import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { webSizeReport } from './initial-js.ts';
import { lighthouseReport } from './lighthouse.ts';

/**
 * The web's sections of `npm run bench` (issue 18 §1): builds the portal (`npm run build`, so the figures are
 * of this tree), then the initial JavaScript of the public pages and Lighthouse mobile on the sign-in and
 * the booking page. BENCH_WEB=0 leaves it out; BENCH_WEB_BUILD=0 measures the build that is there.
 */
export async function webReport(): Promise<string> {
  if (process.env.BENCH_WEB === '0') return '## Web\n\nNot run (BENCH_WEB=0).\n';
  try {
    if (process.env.BENCH_WEB_BUILD !== '0') {
      execFileSync('npm', ['run', 'build'], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'ignore', 'inherit'] });
    }
    return [webSizeReport(), await lighthouseReport()].join('\n');
  } catch (err) {
    return `## Web\n\nNot run: ${err instanceof Error ? err.message : String(err)}.\n`;
  }
}
