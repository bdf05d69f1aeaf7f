import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileOwnerQuery, ZFilePatch, ZIdParams, ZStoredFile } from '@vozka/domain';
import { errorResponses } from '../../shared/api-schemas.ts';
import { AppError } from '../../shared/errors.ts';
import type { ModuleDeps } from '../../shared/module-deps.ts';
import { created, deleted, noContent, ok, routesOf } from '../../shared/route-plugin.ts';
import { attachmentDisposition } from './file-names.ts';
import { createFilesService } from './files.service.ts';
import { readUploadForm, UPLOAD_LIMITS } from './upload-form.ts';

/** Upload, list, download, re-date and delete documents of users and vehicles (docs/api/people.md "Files"). */
export function filesRoutes(deps: ModuleDeps): FastifyPluginAsyncZod {
  const files = createFilesService(deps);
  return async (app) => {
    const tags = ['files'];
    const route = routesOf(tags);
    // Registered here, not app-wide: only this plugin's routes accept multipart bodies, and only this big.
    await app.register(multipart, { limits: UPLOAD_LIMITS });

    app.post(
      '/files',
      route(
        'authenticated',
        'Upload a document (multipart: file, type, userId or vehicleId, optional validUntil YYYY-MM-DD)',
        {
          description:
            'The content must be PDF, JPEG, PNG or WebP by its bytes; at most 10 MiB; the type must fit the owner and have a free slot.',
          consumes: ['multipart/form-data'],
        },
        created(ZStoredFile, 400, 401, 404, 413),
      ),
      async (request, reply) => {
        const input = await readUploadForm(request);
        return reply.status(201).send(await files.upload(request.user!, input));
      },
    );

    app.get(
      '/files',
      route(
        'authenticated',
        "A user's or a vehicle's documents (metadata only)",
        { querystring: ZFileOwnerQuery },
        ok(z.array(ZStoredFile), 400, 401, 404),
      ),
      async (request) => {
        const { userId, vehicleId } = request.query;
        if ((userId === undefined) === (vehicleId === undefined)) throw new AppError(400, 'ID_NOT_FOUND');
        return files.list(request.user!, userId !== undefined ? { userId } : { vehicleId: vehicleId! });
      },
    );

    app.get(
      '/file/:id',
      {
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: 'Download a document as an attachment, with the Content-Type sniffed at upload',
          params: ZIdParams,
          // Buffers bypass the serializer; the schema only documents the answer.
          response: {
            200: z.any().describe('The file bytes (application/pdf, image/jpeg, image/png or image/webp)'),
            ...errorResponses(400, 401, 404),
          },
        },
      },
      async (request, reply) => {
        const file = await files.download(request.user!, request.params.id);
        return (
          reply
            .header('content-type', file.mimeType)
            .header('content-disposition', attachmentDisposition(file.name))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            // Opened directly anyway, an uploaded document must not run as part of the portal.
            .header('content-security-policy', "default-src 'none'; sandbox")
            .send(file.data)
        );
      },
    );

    app.patch(
      '/file/:id',
      route(
        'authenticated',
        "Set or clear a document's validity date",
        { params: ZIdParams, body: ZFilePatch },
        ok(ZStoredFile, 400, 401, 404),
      ),
      async (request) => files.setValidUntil(request.user!, request.params.id, request.body.validUntil),
    );

    app.delete(
      '/file/:id',
      route('authenticated', 'Delete a document', { params: ZIdParams }, deleted(400, 401, 404)),
      async (request, reply) => noContent(reply, files.remove(request.user!, request.params.id)),
    );
  };
}
