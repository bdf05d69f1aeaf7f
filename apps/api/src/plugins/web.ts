import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  LANGUAGE_COOKIE,
  type Language,
  PRERENDER_MANIFEST,
  SSR_RENDERER,
  languageFromLocale,
  normalizeLanguage,
  translate,
} from '@vozka/domain';
import { type DataPage, dataPageRenderer } from './page-render.ts';
import { cookieOf } from './cookies.ts';

/**
 * Serves the built React app: each file of the build at its own path, and every other GET/HEAD outside
 * /api — the site root `/` too — gets index.html (client-side routes; the app renders its own not-found
 * page). Unknown /api paths and other methods answer a JSON 404.
 */
/** `/api`, `/api/…` or `/api?…`: the API's paths, never the web app's (`/apis` is a page). */
const API_PATH = /^\/api(\/|\?|$)/;

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    // The build's hashed files (`/assets/…`, most of its ~900 files with their .br, .gz and .map copies):
    // one wildcard route, not a route per file, which took a quarter of the server's start (issue 18 §5).
    // A directory path (`/assets/`) is no file: it reaches the not-found handler below (the app's page).
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes a brotli and a gzip copy of every text asset (apps/web/vite-precompress.ts): a
      // browser that accepts one gets it, with no compression work per request.
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The few files at the build's top (index.html and whatever the web's public folder holds): a route per
    // file, listed at start, so `/` — no file — reaches the not-found handler too (a wildcard answered
    // the root directory with 403, which became a JSON INVALID_INPUT).
    await app.register(fastifyStatic, {
      root: webDist,
      decorateReply: false,
      wildcard: false,
      // Not the hashed files (above), nor the build-time pages and the renderer (the folders of
      // PRERENDER_MANIFEST and SSR_RENDERER), which the server reads: they are no addresses of the site.
      globIgnore: ['assets/**', ...[PRERENDER_MANIFEST, SSR_RENDERER].map((file) => `${path.posix.dirname(file)}/**`)],
      index: false,
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'no-cache');
      },
    });
  }
  const pages = hasWeb ? prerenderedPages(webDist) : [];
  const dataPages = dataPageRenderer(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url) && hasWeb;
    if (wantsPage) {
      const pathname = request.url.split('?', 1)[0]!;
      const page = pages.find((candidate) => candidate.path.test(pathname));
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!page) return reply.send(fs.createReadStream(index));
      const language = visitorLanguage(request);
      // A page that shows an API answer is rendered with it (decision 0050); else, or when it cannot be, the
      // page's build-time HTML in the visitor's language, in the compressed copy the browser accepts
      // (vite-precompress.ts).
      if (page.data && request.method === 'GET' && (await dataPages.send(page.data, pathname, language, request, reply))) return reply;
      const file = page.files[language];
      const accepted = request.headers['accept-encoding'] ?? '';
      const encoding = file.encodings.find((candidate) => accepted.includes(candidate));
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      if (!encoding) return reply.send(fs.createReadStream(file.path));
      return reply.header('content-encoding', encoding).send(fs.createReadStream(`${file.path}.${ENCODING_SUFFIX[encoding]}`));
    }
    return reply.status(404).send({ message: translate('NOT_FOUND', request.lang), code: 'NOT_FOUND' });
  });
}

const ENCODING_SUFFIX = { br: 'br', gzip: 'gz' } as const;
type Encoding = keyof typeof ENCODING_SUFFIX;

interface PrerenderedFile {
  path: string;
  /** The compressed copies the build wrote beside it, best first. */
  encodings: Encoding[];
}

interface PrerenderedPage {
  path: RegExp;
  files: Record<Language, PrerenderedFile>;
  /** Rendered with the API's answer per request (decision 0050). */
  data?: DataPage;
}

interface ManifestEntry {
  path: string;
  files: Record<Language, string>;
  data?: string;
  shells?: Record<Language, string>;
}

/**
 * The language the web app will show (apps/web lib/i18n.ts): the one it keeps in its cookie, else — a first
 * visit — Czech for a browser whose first language is Czech (spec §9), as the app decides from the browser.
 */
function visitorLanguage(request: FastifyRequest): Language {
  const chosen = normalizeLanguage(cookieOf(request, LANGUAGE_COOKIE));
  if (chosen) return chosen;
  const first = request.headers['accept-language']?.split(',', 1)[0]?.split(';', 1)[0]?.trim();
  return languageFromLocale(first);
}

/**
 * The public pages whose HTML the web build rendered (apps/web/vite-prerender.ts, issue 18), in each
 * language: sent instead of the empty index.html for their addresses, so a phone paints the page before
 * the app has loaded. A build without them (or an older one) serves index.html everywhere.
 */
function prerenderedPages(webDist: string): PrerenderedPage[] {
  const manifest = path.join(webDist, PRERENDER_MANIFEST);
  if (!fs.existsSync(manifest)) return [];
  const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as ManifestEntry[];
  const prerendered = (file: string): PrerenderedFile => {
    const full = path.join(webDist, file);
    const encodings = (Object.keys(ENCODING_SUFFIX) as Encoding[]).filter((encoding) =>
      fs.existsSync(`${full}.${ENCODING_SUFFIX[encoding]}`),
    );
    return { path: full, encodings };
  };
  return entries.map((entry) => {
    const pattern = new RegExp(entry.path);
    return {
      path: pattern,
      files: { cs: prerendered(entry.files.cs), en: prerendered(entry.files.en) },
      ...(entry.data && entry.shells ? { data: { path: pattern, data: entry.data, shells: entry.shells } } : {}),
    };
  });
}
