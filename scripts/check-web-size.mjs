// The web's size guard (issue 18, run by .ci/run after the build): fails when the sign-in page's initial
// JavaScript — the entry, the page's chunk and every chunk they import statically, gzipped as the server
// sends it — grows past the limit. Reuses bench/web/initial-js.ts's walk of the Vite manifest (run with
// `node --import tsx`). WEB_SIZE_LIMIT_KB overrides the limit (e.g. a low one shows that the guard fails).
import { PUBLIC_PAGES, pageWeight } from '../bench/web/initial-js.ts';

// The goal, 150 kB, reached on 2026-11-28 with Preact in place of React (121.3 kB; 179.8 kB before,
// docs/decisions/0046): the guard is the goal itself.
const LIMIT_KB = Number(process.env.WEB_SIZE_LIMIT_KB ?? 150);
const GOAL_KB = 150;
const page = 'sign-in (/auth/login)';

const weight = pageWeight(PUBLIC_PAGES[page]);
const kB = weight.gzip / 1000;
const line = `${page}: ${kB.toFixed(1)} kB gzipped initial JS in ${weight.files.length} chunks (limit ${LIMIT_KB} kB, goal ${GOAL_KB} kB)`;
if (kB > LIMIT_KB) {
  console.error(`FAIL: ${line}`);
  process.exit(1);
}
console.log(`OK: ${line}`);
