import { blogRecipientsOf } from '@vozka/domain';
import { expect } from 'vitest';
import { pngUpload } from '../files/test-support.ts';
import type { MatrixContext, MatrixEntry, MatrixModule } from '../../test/matrix.ts';
import { insertTestArticle } from './test-support.ts';

const adminOnly = (status: number): MatrixEntry['expect'] => [401, status, 403, 403, 403, 403];
/** Readers of the drivers' articles: ADMIN, FLEET_MANAGER, DRIVER. */
const DRIVERS_READ: MatrixEntry['expect'] = [401, 200, 200, 200, 404, 404];
const CLIENTS_READ: MatrixEntry['expect'] = [401, 200, 404, 404, 200, 200];

const article = { heading: 'Matrix article', text: '<p>Hello</p>', recipientType: 'DRIVERS' };

/** A fresh article per caller (DELETE rows), dated a day before the matrix's now. */
async function fresh(ctx: MatrixContext, picture = false) {
  const date = new Date(ctx.clock.now().getTime() - 86_400_000);
  return (await insertTestArticle(ctx.database, { heading: 'Matrix deletable', recipientType: 'DRIVERS', date, picture })).id;
}

/**
 * Blog articles (docs/decisions/0027): ADMIN writes; everyone signed in lists, and gets only its own kind —
 * drivers and fleet managers the DRIVERS articles, customers and passengers the CLIENTS_AND_PASSENGERS
 * ones; another kind's article is 404 to them.
 */
export const blogMatrix: MatrixModule = {
  async prepare(ctx) {
    const date = new Date(ctx.clock.now().getTime() - 3_600_000);
    ctx.ids.blogDrivers = (
      await insertTestArticle(ctx.database, { heading: 'For drivers', recipientType: 'DRIVERS', date, picture: true })
    ).id;
    ctx.ids.blogClients = (
      await insertTestArticle(ctx.database, { heading: 'For clients', recipientType: 'CLIENTS_AND_PASSENGERS', date })
    ).id;
  },
  rows: {
    'GET /api/blog-articles': {
      expect: [401, 200, 200, 200, 200, 200],
      check: (res, caller) => {
        if (caller === 'anonymous') return;
        const kinds = new Set((res.json() as { objects: { recipientType: string }[] }).objects.map((a) => a.recipientType));
        expect([...kinds].sort()).toEqual([...blogRecipientsOf([caller])].sort());
      },
    },
    'GET /api/blog-articles/:id': { expect: DRIVERS_READ, request: (ctx) => ({ url: `/api/blog-articles/${ctx.ids.blogDrivers}` }) },
    "GET /api/blog-articles/:id #clients' article": {
      expect: CLIENTS_READ,
      request: (ctx) => ({ url: `/api/blog-articles/${ctx.ids.blogClients}` }),
    },
    'GET /api/blog-articles/:id/picture': {
      expect: DRIVERS_READ,
      request: (ctx) => ({ url: `/api/blog-articles/${ctx.ids.blogDrivers}/picture` }),
    },
    'POST /api/blog-articles': { expect: adminOnly(201), payload: article },
    'POST /api/blog-articles #no heading': {
      expect: adminOnly(400),
      payload: { ...article, heading: '' },
      check: (res, caller) => {
        if (caller === 'ADMIN') expect(res.json()).toMatchObject({ code: 'BLOG_HEADING_REQUIRED' });
      },
    },
    'PUT /api/blog-articles/:id': {
      expect: adminOnly(200),
      request: (ctx) => ({ url: `/api/blog-articles/${ctx.ids.blogDrivers}`, payload: { ...article, heading: 'For drivers' } }),
    },
    'DELETE /api/blog-articles/:id': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/blog-articles/${await fresh(ctx)}` }),
    },
    'PUT /api/blog-articles/:id/picture': {
      expect: adminOnly(200),
      request: (ctx) => pngUpload(`/api/blog-articles/${ctx.ids.blogDrivers}/picture`, 'news.png'),
    },
    'DELETE /api/blog-articles/:id/picture': {
      expect: adminOnly(204),
      request: async (ctx) => ({ url: `/api/blog-articles/${await fresh(ctx, true)}/picture` }),
    },
  },
};
