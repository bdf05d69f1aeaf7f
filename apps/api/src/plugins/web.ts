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
    await app.register(fastifyStatic, {
      root: webDist,
      // A route per file of the build (listed at start): a directory such as `/` or `/assets/` is no
      // file, so it reaches the not-found handler below. With a wildcard route, fastify-static answered
      // the root directory with 403, which became a JSON INVALID_INPUT.
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy of every text asset (apps/web/vite-precompress.ts): a
      // browser that accepts one gets it, with no compression work per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
