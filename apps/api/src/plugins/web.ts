import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { translate } from '@vozka/domain';

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
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      setHeaders: (res) => {
        res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !API_PATH.test(request.url) && hasWeb;
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index));
    }
    return reply.status(404).send({ message: translate('NOT_FOUND', request.lang), code: 'NOT_FOUND' });
  });
}
