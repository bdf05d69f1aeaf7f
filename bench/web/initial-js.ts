import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC_PAGES as APP_PAGES } from '../../apps/web/src/app/public-pages.ts';

/**
 * What a page loads before it shows: the entry chunk of the web build, the page's own chunk, every chunk
 * they import statically (the Vite manifest's graph), and the page's texts in one language (each text
 * namespace is a chunk the route loads with the page: apps/web/src/lib/i18n.ts), in bytes as sent — gzip
 * and brotli, as the server sends the build's precompressed copies. `npm run bench:web` prints it for the public pages; the
 * size guard of `.ci/run` uses it for the sign-in page (issue 18: ≤ 150 kB gzipped).
 */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The public pages (none signed in), by the page module each route loads (apps/web/src/app/public-pages.ts). */
export const PUBLIC_PAGES: Record<string, string> = {
  'sign-in (/auth/login)': APP_PAGES.login.module,
  'registration (/auth/register)': APP_PAGES.register.module,
  'tracking (/:slug/track-your-driver)': APP_PAGES.tracking.module,
  'booking: transport contract (/my-drive/:id)': APP_PAGES.contract.module,
  'payment (/check-payment/…)': APP_PAGES.payment.module,
};

/** The text namespaces a public page loads before it shows, by its module (`common` always). */
const PAGE_TEXTS = new Map<string, readonly string[]>(Object.values(APP_PAGES).map((page) => [page.module, page.texts]));

export interface PageWeight {
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The size of a file as sent: its precompressed copy when the build wrote one, else compressed here. */
function sent(full: string, ext: 'gz' | 'br', body: Buffer): number {
  if (fs.existsSync(`${full}.${ext}`)) return fs.statSync(`${full}.${ext}`).size;
  return ext === 'gz' ? zlib.gzipSync(body, { level: 9 }).length : zlib.brotliCompressSync(body).length;
}

export function pageWeight(page: string, dist = DIST): PageWeight {
  const manifest = readManifest(dist);
  // English, the language of a first visit from anywhere but a Czech locale (Lighthouse's too).
  const texts = ['common', ...(PAGE_TEXTS.get(page) ?? [])].map((ns) => `src/locales/en/${ns}.json`).filter((key) => manifest[key]);
  const roots = [...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), page, ...texts];
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const seen = new Set<string>();
  for (let key = roots.pop(); key !== undefined; key = roots.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    roots.push(...(manifest[key]?.imports ?? []));
  }
  // The scripts of the HTML that are no chunks (the route preload: apps/web/vite-route-preload.ts).
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const chunkFiles = [...seen].map((key) => manifest[key]?.file ?? key);
  const files = [...new Set([...chunkFiles, ...scripts])].filter((file) => file.endsWith('.js'));
  const weight: PageWeight = { files: files.sort(), raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const full = path.join(dist, file);
    const body = fs.readFileSync(full);
    weight.raw += body.length;
    weight.gzip += sent(full, 'gz', body);
    weight.brotli += sent(full, 'br', body);
  }
  return weight;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function webSizeReport(dist = DIST): string {
  const rows = Object.entries(PUBLIC_PAGES).map(([name, page]) => {
    const w = pageWeight(page, dist);
    return `| ${name} | ${w.files.length} | ${kB(w.raw)} | ${kB(w.gzip)} | ${kB(w.brotli)} |`;
  });
  return [
    '## Web: initial JavaScript of the public pages',
    '',
    'Goal (issue 18): ≤ 150 kB gzipped on the sign-in page and the booking page (the transport contract). The',
    "chunks: the entry, the page's and their static imports, and the page's texts in English.",
    '',
    '| page | chunks | raw | gzip | brotli |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.filename === process.argv[1]) console.log(webSizeReport());
