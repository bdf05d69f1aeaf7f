import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBlogArticle, ZBlogArticleInput, ZBlogArticleListQuery, ZBlogArticlePage, ZIdParams } from '@vozka/domain';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { apiRoutes, created, deleted, ok } from '../../shared/route-plugin.ts';
import { photoTooLarge, readUploadFile, uploadRoutes } from '../files/upload-form.ts';
import { createBlogService } from './blog.service.ts';

/** Blog articles (spec §3 Blog article, §7 blog-articles; docs/decisions/0027). */
export function blogRoutes(deps: Pick<ModuleDeps, 'database' | 'clock'>): FastifyPluginAsyncZod {
  const blog = createBlogService(deps);
  const tags = ['blog'];
  return apiRoutes(tags, async (api, app) => {
    const admin = { access: 'blog.manage' } as const;

    api.get('/blog-articles', {
      access: 'authenticated',
      summary: "Articles, newest first: ADMIN all (recipientType narrows), every other user its own kind's dated up to now",
      description:
        'Drivers and fleet managers read the DRIVERS articles, customers and passengers the CLIENTS_AND_PASSENGERS ones; `text` is sanitized HTML.',
      querystring: ZBlogArticleListQuery,
      response: ok(ZBlogArticlePage, 400, 401),
      handler: (request) => blog.list(request.user!, request.query),
    });

    api.get('/blog-articles/:id', {
      access: 'authenticated',
      summary: 'One article the caller reads (another kind answers 404)',
      params: ZIdParams,
      response: ok(ZBlogArticle, 400, 401, 404),
      handler: (request) => blog.get(request.user!, request.params.id),
    });

    api.get('/blog-articles/:id/picture', {
      access: 'authenticated',
      summary: 'The picture of an article the caller reads',
      params: ZIdParams,
      response: ok(z.any().describe('image/jpeg, image/png or image/webp'), 400, 401, 404),
      handler: async (request, reply) => {
        const picture = await blog.picture(request.user!, request.params.id);
        return reply
          .header('content-type', picture.mimeType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=300')
          .send(picture.data);
      },
    });

    api.post('/blog-articles', {
      access: admin,
      summary: 'Write an article (date left out: now); the text is cleaned by the allow-list',
      description:
        'No heading: 400 BLOG_HEADING_REQUIRED. Kept in the text: paragraphs, line breaks, bold, italics, lists, http/https/mailto links.',
      body: ZBlogArticleInput,
      response: created(ZBlogArticle, 400, 401, 403),
      handler: (request) => blog.create(request.user!, request.body),
    });

    api.put('/blog-articles/:id', {
      access: admin,
      summary: 'Change an article (date left out: kept; the picture stays)',
      params: ZIdParams,
      body: ZBlogArticleInput,
      response: ok(ZBlogArticle, 400, 401, 403, 404),
      handler: (request) => blog.update(request.params.id, request.body),
    });

    api.delete('/blog-articles/:id', {
      access: admin,
      summary: 'Delete an article with its picture',
      params: ZIdParams,
      response: deleted(400, 401, 403, 404),
      handler: (request) => blog.remove(request.params.id),
    });

    // Its own scope: only the picture upload accepts multipart bodies, with the files module's limits.
    const pictureUpload = uploadRoutes(tags, (uploads) => {
      uploads.put('/blog-articles/:id/picture', {
        access: admin,
        summary:
          "Upload an article's picture (multipart: one `file`, JPEG, PNG or WebP by its bytes, at most 10 MiB); replaces the old one",
        description:
          'Answers the article with its new `pictureUrl`. 400 PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE or REQUIRED, on the field `file`.',
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: ok(ZBlogArticle, 400, 401, 403, 404),
        handler: async (request) => blog.setPicture(request.user!, request.params.id, await readUploadFile(request, photoTooLarge)),
      });
    });
    await app.register(pictureUpload);

    api.delete('/blog-articles/:id/picture', {
      access: admin,
      summary: "Remove an article's picture",
      params: ZIdParams,
      response: deleted(400, 401, 403, 404),
      handler: (request) => blog.removePicture(request.params.id),
    });
  });
}
