import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** The public pages (none signed in) and the page module each route loads. */
export const PUBLIC_PAGES: Record<string, string> = {
  'sign-in (/auth/login)': 'src/features/auth/components/LoginPage.tsx',
  'registration (/auth/register)': 'src/features/auth/components/RegisterPage.tsx',
  'tracking (/:slug/track-your-driver)': 'src/features/tracking/components/TrackYourDriverPage.tsx',
  'booking: transport contract (/my-drive/:id)': 'src/features/rides/components/my-drive/MyDrivePage.tsx',
  'payment (/check-payment/…)': 'src/features/payments/components/CheckPaymentPage.tsx',
};

/** The text namespaces a public page loads before it shows (`common` always; app/router.tsx). */
export const PAGE_TEXTS: Record<string, string[]> = {
  'src/features/auth/components/LoginPage.tsx': ['auth'],
  'src/features/auth/components/RegisterPage.tsx': ['auth'],
  'src/features/tracking/components/TrackYourDriverPage.tsx': ['tracking'],
  'src/features/rides/components/my-drive/MyDrivePage.tsx': ['rides', 'vehicles'],
  'src/features/payments/components/CheckPaymentPage.tsx': ['payments', 'rides'],
};

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
  const texts = ['common', ...(PAGE_TEXTS[page] ?? [])].map((ns) => `src/locales/en/${ns}.json`).filter((key) => manifest[key]);
  const roots = [...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), page, ...texts];
  if (!manifest[page]) throw new Error(`${page} is not a chunk of the build`);
  const seen = new Set<string>();
  for (let key = roots.pop(); key !== undefined; key = roots.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    roots.push(...(manifest[key]?.imports ?? []));
  }
  const files = [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
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
